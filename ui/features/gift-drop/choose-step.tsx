import { useState } from 'react';
import type { GiftChoiceItem } from '../../../core/gifting';
import type { GiftForRedeem } from '../../../ports/gift-drops';
import { TextField } from '../../components/form-field';
import { giftDropCopy } from '../../copy/gift-drop-copy';

const copy = giftDropCopy.redeem;

/**
 * The choices shown for a keyword (catalogue-gifting §5 "keyword filters in the tray browser match only when longer
 * than 1 character, on the name …, lowercased"), by name.
 */
export function visibleChoices(items: readonly GiftChoiceItem[], keyword: string): GiftChoiceItem[] {
  const k = keyword.trim().toLowerCase();
  const shown = k.length > 1 ? items.filter((i) => i.name.toLowerCase().includes(k)) : [...items];
  return shown.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The redemption's choose step (catalogue-gifting §4 Tray customizer: 5 sections; Box customizer: exactly 6): every
 * choice with its image and name, how many of it are chosen with Add and 'Remove one' buttons, the count chosen, and
 * Continue once exactly the gift's count is chosen. A product may be chosen more than once; `selection` keeps the
 * order of the adds.
 */
export function ChooseStep(props: {
  gift: GiftForRedeem;
  selection: readonly number[];
  onChange: (s: number[]) => void;
  onNext: () => void;
}) {
  const { gift, selection, onChange, onNext } = props;
  const [keyword, setKeyword] = useState('');
  const full = selection.length >= gift.count;
  const countOf = (n: number) => selection.filter((x) => x === n).length;
  const removeOne = (n: number) => {
    const i = selection.lastIndexOf(n);
    onChange(selection.filter((_, j) => j !== i));
  };
  return (
    <section className="gift-choose" aria-labelledby="gift-choose-title">
      <h2 id="gift-choose-title">{copy.choose(gift.count)}</h2>
      <p className="gift-choose__count" role="status">
        {copy.chosen(selection.length, gift.count)}
      </p>
      <TextField
        label={copy.search}
        type="search"
        name="gift-search"
        autoComplete="off"
        className="gift-choose__search"
        value={keyword}
        onValue={setKeyword}
      />
      <ul className="gift-choices gift-choices--pick">
        {visibleChoices(gift.items, keyword).map((item) => {
          const n = countOf(item.productNumber);
          return (
            <li key={item.productNumber} className="gift-choice" data-state={n > 0 ? 'selected' : 'default'}>
              <img src={item.imageUrl} alt="" width={72} height={72} loading="lazy" />
              <span className="gift-choice__name">{item.name}</span>
              {n > 0 && <span className="gift-choice__count">×{n}</span>}
              <span className="gift-choice__actions">
                {n > 0 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`${copy.remove} ${item.name}`}
                    onClick={() => removeOne(item.productNumber)}
                  >
                    −
                  </button>
                )}
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={`${copy.add} ${item.name}`}
                  disabled={full}
                  onClick={() => onChange([...selection, item.productNumber])}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="gift-build__nav gift-build__nav--sticky">
        <span>{copy.chosen(selection.length, gift.count)}</span>
        <button type="button" className="button button--primary" disabled={!full} onClick={onNext}>
          {copy.next}
        </button>
      </div>
    </section>
  );
}
