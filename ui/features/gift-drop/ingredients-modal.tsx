import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { GiftOption } from '../../../core/gifting';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import { useStores } from '../../app/stores-context';

const copy = giftDropCopy.modal;

/** A choice the modal lists: its name and image. */
interface Choice {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string;
}

/** The choices of `option`: a tray's ingredients (its category's), or the box's mini boxes. */
function useChoices(option: GiftOption): Choice[] | 'loading' | 'failed' {
  const root = useStores();
  const [choices, setChoices] = useState<Choice[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    const load = async (): Promise<Choice[]> => {
      const backend = await root.services.loadGiftDrop();
      if (option.type === 'Tray') {
        const catalog = await backend.trayCatalog(option.category);
        return catalog.ingredients.map((i) => ({ id: i.id, name: i.name, imageUrl: i.assetPath }));
      }
      const data = root.absorb(await backend.boxChoices());
      if (!data) throw new Error('no box choices');
      return data.choices.map((c) => ({ id: String(c.productNumber), name: c.name, imageUrl: c.imageUrl }));
    };
    load().then(
      (list) => live && setChoices(list),
      () => live && setChoices('failed'),
    );
    return () => {
      live = false;
    };
  }, [root, option]);
  return choices;
}

/**
 * The 'See Ingredients' modal of a gift (spec: catalogue-gifting §2 "'See Ingredients' modal (type tray or box)",
 * title 'Ingredient Choices for Your Recipient(s)'; modal closed by Escape or overlay click): a dialog element opened
 * modally, listing the gift's choices with their images.
 */
export function IngredientsModal({ option, onClose }: { option: GiftOption; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const choices = useChoices(option);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  // A click on the dialog itself (not its content) is a click on the overlay around the panel.
  const onOverlay = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };
  return (
    <dialog
      ref={ref}
      className="gift-modal"
      aria-labelledby="gift-modal-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={onOverlay}
    >
      <div className="gift-modal__panel">
        <header className="gift-modal__header">
          <h2 id="gift-modal-title">{copy.title}</h2>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {copy.close}
          </button>
        </header>
        <p className="gift-modal__gift">{option.title}</p>
        {choices === 'loading' && <p role="status">{copy.loading}</p>}
        {choices === 'failed' && <p role="alert">{copy.failed}</p>}
        {Array.isArray(choices) && (
          <ul className="gift-choices">
            {choices.map((c) => (
              <li key={c.id} className="gift-choice">
                <img src={c.imageUrl} alt="" width={64} height={64} loading="lazy" />
                <span>{c.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
