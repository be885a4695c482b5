import { useState } from 'react';
import { GIFT_OPTIONS, type GiftOption } from '../../../core/gifting';
import { AppLink } from '../../components/app-link';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import { IngredientsModal } from './ingredients-modal';

const copy = giftDropCopy.landing;

/** An enabled gift card: title (category as a badge), choices, price, its link (unless selected), 'See Ingredients'. */
export function GiftOptionCard(props: { option: GiftOption; selected?: boolean; onIngredients?: () => void }) {
  const { option, selected, onIngredients } = props;
  const [name, category] = option.title.split(', ');
  return (
    <li className={`gift-card${selected ? ' gift-card--selected' : ''}`} data-state={selected ? 'selected' : 'default'}>
      <h2 className="gift-card__title">
        {name}
        <span className="gift-card__category">{category}</span>
      </h2>
      <p className="gift-card__choices">{option.choicesLabel}</p>
      {option.description && <p className="gift-card__description">{option.description}</p>}
      <p className="gift-card__price">{option.priceLabel}</p>
      <div className="gift-card__actions">
        {!selected && (
          <AppLink className="button button--primary" to={option.href} aria-label={`${copy.choose} ${option.title}`}>
            {copy.choose}
          </AppLink>
        )}
        {onIngredients && (
          <button type="button" className="button button--link" onClick={onIngredients}>
            {copy.seeIngredients}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The gift options landing (spec: catalogue-gifting §1 gift landing content, §2 landing card links and the 'See
 * Ingredients' modal, §9 gift prices): the three gifts in GIFT_OPTIONS order, each linking to its builder, the
 * disabled 'New Option Coming Soon', and the shipping note.
 */
export function GiftLanding() {
  const [open, setOpen] = useState<GiftOption | undefined>(undefined);
  return (
    <main className="page container gift-drop">
      <h1>{giftDropCopy.titles.landing}</h1>
      <p className="gift-drop__intro">{copy.intro}</p>
      <ul className="gift-options" aria-label={giftDropCopy.titles.landing}>
        {GIFT_OPTIONS.map((o) =>
          o.disabled ? (
            <li key={o.title} className="gift-card gift-card--disabled" data-state="disabled" aria-disabled="true">
              <h2 className="gift-card__title">{o.title}</h2>
            </li>
          ) : (
            <GiftOptionCard key={o.title} option={o} onIngredients={() => setOpen(o)} />
          ),
        )}
      </ul>
      <p className="gift-drop__note">{copy.shippingNote}</p>
      <p>
        <AppLink to="/gift-drop/build/sent">{copy.sentLink}</AppLink>
      </p>
      {open && <IngredientsModal option={open} onClose={() => setOpen(undefined)} />}
    </main>
  );
}
