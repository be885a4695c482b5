import { observer } from 'mobx-react-lite';
import { TRAY_SECTIONS, type TrayIngredient } from '../../../../core/customizers';
import { formatMoney, usd } from '../../../../core/shared';
import { ProductImage } from '../../../components/product-image';
import { traysCopy } from '../../../copy/trays-copy';
import type { TrayBuilderStore } from './tray-builder-store';
import { CustomizerBar } from '../shared/customizer-bar';

const t = traysCopy;

/**
 * The tray being filled (catalogue-gifting §4 Tray customizer: 5 sections, indexes 1 to 5): a picture of the tray
 * with its five compartments drawn in CSS, each a button choosing the section the next treat fills (marked 'Next'),
 * with a Remove button once filled; the progress, announced; the tray's price from the product; 'Add to Cart',
 * enabled only when every section is filled (canAddTray).
 */
export const TrayPanel = observer(function TrayPanel({ store }: { store: TrayBuilderStore }) {
  return (
    <section id="tray-panel" className="tray-panel" aria-labelledby="tray-panel-heading">
      <h2 id="tray-panel-heading">{t.trayHeading}</h2>
      <p className="tray-panel__progress" aria-live="polite">
        {t.progress(store.filled, TRAY_SECTIONS)}
      </p>
      <ol className="tray-picture">
        {store.sections.map((item, i) => (
          <Compartment key={i} store={store} index={i} item={item} />
        ))}
      </ol>
      <p className="tray-panel__note">{t.chooseHint}</p>
      {store.priceCents !== undefined && (
        <p className="tray-panel__price">
          <span>{t.priceLabel}</span> <strong>{formatMoney(usd(store.priceCents))}</strong>
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--large button--block"
        disabled={!store.canAdd}
        aria-describedby={store.filled === TRAY_SECTIONS ? undefined : 'tray-add-hint'}
        onClick={() => void store.addToCart()}
      >
        {t.addToCart}
      </button>
      {store.filled < TRAY_SECTIONS && (
        <p id="tray-add-hint" className="tray-panel__note">
          {t.addHint(TRAY_SECTIONS)}
        </p>
      )}
    </section>
  );
});

const Compartment = observer(function Compartment({
  store,
  index,
  item,
}: {
  store: TrayBuilderStore;
  index: number;
  item: TrayIngredient | null;
}) {
  const n = index + 1;
  const next = store.target === index;
  const classes = ['tray-section', `tray-section--${n}`, item ? 'tray-section--filled' : '', next ? 'is-next' : ''];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <button
        type="button"
        className="tray-section__choose"
        aria-pressed={store.chosen === index}
        aria-label={t.section(n, item?.name)}
        onClick={() => store.choose(index)}
      >
        <span className="tray-section__number" aria-hidden="true">
          {n}
        </span>
        {item ? (
          <>
            <ProductImage src={item.assetPath} alt="" className="tray-section__image" />
            <span className="tray-section__name">{item.name}</span>
          </>
        ) : (
          <span className="tray-section__empty">{t.emptySection}</span>
        )}
        {next && <span className="tray-section__next">{t.next}</span>}
      </button>
      {item && (
        <button
          type="button"
          className="tray-section__remove"
          aria-label={t.removeFrom(item.name, n)}
          onClick={() => store.remove(index)}
        >
          {t.remove}
        </button>
      )}
    </li>
  );
});

/**
 * On a phone the tray scrolls away above the treats: a bar fixed at the bottom keeps its progress and price in view,
 * with a link back to the tray (hidden from 960 px wide, where the tray stays beside the treats).
 */
export const TrayBar = observer(function TrayBar({ store }: { store: TrayBuilderStore }) {
  return (
    <CustomizerBar
      kind="tray"
      progress={t.progress(store.filled, TRAY_SECTIONS)}
      price={store.priceCents !== undefined ? formatMoney(usd(store.priceCents)) : undefined}
      href="#tray-panel"
      linkText={t.viewTray}
    />
  );
});
