import { observer } from 'mobx-react-lite';
import { formatMoney, usd } from '../../../../core/shared';
import { ProductImage } from '../../../components/product-image';
import { boxCopy } from '../../../copy/box-copy';
import type { BoxBuilderStore } from './box-builder-store';
import { CustomizerBar } from '../shared/customizer-bar';

const t = boxCopy;

/**
 * The box being filled (catalogue-gifting §4 Box customizer): its slots in order (3719: 6), each with a Remove
 * button once filled; the progress, announced; the price, pro rata while filling and full when complete; 'Add to
 * Cart', enabled only when every slot is filled (canAddBox).
 */
export const BoxPanel = observer(function BoxPanel({ store }: { store: BoxBuilderStore }) {
  const full = store.variant?.priceCents;
  return (
    <section id="box-panel" className="box-panel" aria-labelledby="box-panel-heading">
      <h2 id="box-panel-heading">{t.boxHeading}</h2>
      <p className="box-panel__progress" aria-live="polite">
        {t.progress(store.selected, store.required)}
      </p>
      <ol className="box-slots">
        {store.slots.map((slot, i) => (
          <li key={i} className={`box-slot${slot ? ' box-slot--filled' : ''}`}>
            <span className="box-slot__number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="visually-hidden">{t.slotLabel(i + 1)}</span>
            {slot ? (
              <>
                <ProductImage src={slot.listingImageUrl} alt="" className="box-slot__image" />
                <span className="box-slot__name">{slot.name}</span>
                <button
                  type="button"
                  className="button button--link box-slot__remove"
                  aria-label={t.removeTreat(slot.name, i + 1)}
                  onClick={() => store.remove(i)}
                >
                  {t.remove}
                </button>
              </>
            ) : (
              <span className="box-slot__empty">{t.emptySlot}</span>
            )}
          </li>
        ))}
      </ol>
      <p className="box-panel__price">
        <span>{t.priceLabel}</span> <strong>{formatMoney(usd(store.priceCents))}</strong>
      </p>
      {!store.full && full !== undefined && (
        <p className="box-panel__note">{t.fullPriceNote(formatMoney(usd(full)))}</p>
      )}
      <button
        type="button"
        className="button button--primary button--large button--block"
        disabled={!store.canAdd}
        aria-describedby={store.full ? undefined : 'box-add-hint'}
        onClick={() => void store.addToCart()}
      >
        {t.addToCart}
      </button>
      {!store.full && (
        <p id="box-add-hint" className="box-panel__note">
          {t.addHint(store.required)}
        </p>
      )}
    </section>
  );
});

/**
 * On a phone the box sits below the 50 treats: a bar fixed at the bottom keeps its progress and price in view, with a
 * link to the box (hidden from 960 px wide, where the box stays beside the treats).
 */
export const BoxBar = observer(function BoxBar({ store }: { store: BoxBuilderStore }) {
  return (
    <CustomizerBar
      kind="box"
      progress={t.progress(store.selected, store.required)}
      price={formatMoney(usd(store.priceCents))}
      href="#box-panel"
      linkText={t.reviewBox}
    />
  );
});
