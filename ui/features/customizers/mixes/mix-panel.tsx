import { observer } from 'mobx-react-lite';
import {
  MIX_MAX_INGREDIENTS,
  MIX_MAX_PARTS,
  MIX_MIN_PARTS,
  MIX_WEIGHTS,
  type MixSelection,
} from '../../../../core/customizers';
import { formatMoney, usd } from '../../../../core/shared';
import { ProductImage } from '../../../components/product-image';
import { mixesCopy } from '../../../copy/mixes-copy';
import { MIX_NAME_MAX_LENGTH, type MixBuilderStore } from './mix-builder-store';
import { CustomizerBar } from '../shared/customizer-bar';

const t = mixesCopy;
const PARTS = Array.from({ length: MIX_MAX_PARTS - MIX_MIN_PARTS + 1 }, (_, i) => MIX_MIN_PARTS + i);
const money = (cents: number) => formatMoney(usd(cents));

/**
 * The mix being built (catalogue-gifting §3 custom mix, §4 Mix customizer, §5 Mix, §9): its ingredients (up to 10),
 * each with a parts selector (1 to 9) and a Remove button; the weight, '5 Pound Bag' or '25 Pound Case' (20% off),
 * each with its price; the mix's name; the price at the chosen weight; and 'Add to Cart', a submit button enabled
 * only when the mix can be added (canAddMix).
 */
export const MixPanel = observer(function MixPanel({ store }: { store: MixBuilderStore }) {
  const empty = store.slots.length === 0;
  return (
    <section id="mix-panel" className="mix-panel" aria-labelledby="mix-panel-heading">
      <form
        className="mix-panel__form"
        onSubmit={(e) => {
          e.preventDefault();
          void store.addToCart();
        }}
      >
        <h2 id="mix-panel-heading">{t.mixHeading}</h2>
        <p className="mix-panel__progress" aria-live="polite">
          {store.full ? t.full(MIX_MAX_INGREDIENTS) : t.progress(store.slots.length, MIX_MAX_INGREDIENTS)}
        </p>
        {empty ? (
          <p className="mix-panel__empty">{t.emptyMix}</p>
        ) : (
          <ol className="mix-slots">
            {store.slots.map((slot, i) => (
              <MixSlot key={slot.ingredient.productNumber} slot={slot} index={i} store={store} />
            ))}
          </ol>
        )}
        <WeightChoice store={store} />
        <div className="mix-panel__name">
          <label htmlFor="mix-name">{t.nameLabel}</label>
          <input
            id="mix-name"
            name="name"
            type="text"
            autoComplete="off"
            maxLength={MIX_NAME_MAX_LENGTH}
            placeholder={t.namePlaceholder}
            value={store.name}
            onChange={(e) => store.setName(e.target.value)}
          />
        </div>
        {!empty && (
          <p className="mix-panel__price">
            <span>{t.priceLabel}</span> <strong>{money(store.priceCents)}</strong>
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--large button--block"
          disabled={!store.canAdd}
          aria-describedby={empty ? 'mix-add-hint' : undefined}
        >
          {t.addToCart}
        </button>
        {empty && (
          <p id="mix-add-hint" className="mix-panel__note">
            {t.addHint}
          </p>
        )}
      </form>
    </section>
  );
});

const MixSlot = observer(function MixSlot(p: { slot: MixSelection; index: number; store: MixBuilderStore }) {
  const { ingredient, parts } = p.slot;
  const id = `mix-parts-${ingredient.productNumber}`;
  return (
    <li className="mix-slot">
      <ProductImage src={ingredient.listingImageUrl} alt="" className="mix-slot__image" />
      <span className="mix-slot__name">{ingredient.name}</span>
      <label htmlFor={id} className="visually-hidden">
        {t.partsLabel(ingredient.name)}
      </label>
      <select
        id={id}
        className="mix-slot__parts"
        value={parts}
        onChange={(e) => p.store.setParts(p.index, Number(e.target.value))}
      >
        {PARTS.map((n) => (
          <option key={n} value={n}>
            {t.parts(n)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--link mix-slot__remove"
        aria-label={t.removeIngredient(ingredient.name)}
        onClick={() => p.store.remove(p.index)}
      >
        {t.remove}
      </button>
    </li>
  );
});

const WeightChoice = observer(function WeightChoice({ store }: { store: MixBuilderStore }) {
  const priced = store.slots.length > 0;
  return (
    <fieldset className="mix-weights">
      <legend>{t.weightLegend}</legend>
      {MIX_WEIGHTS.map((w) => (
        <label key={w.pounds} className={`mix-weight${store.pounds === w.pounds ? ' mix-weight--chosen' : ''}`}>
          <input
            type="radio"
            name="pounds"
            value={w.pounds}
            checked={store.pounds === w.pounds}
            onChange={() => store.setPounds(w.pounds)}
          />
          <span className="mix-weight__label">{w.label}</span>
          {w.pounds === 25 && <span className="mix-weight__saving">{t.caseSaving}</span>}
          {priced && <span className="mix-weight__price">{money(store.priceAt(w.pounds))}</span>}
        </label>
      ))}
    </fieldset>
  );
});

/**
 * On a phone the mix sits below the ingredients: a bar fixed at the bottom keeps its count and price in view, with
 * a link to the mix (hidden from 960 px wide, where the mix stays beside the ingredients).
 */
export const MixBar = observer(function MixBar({ store }: { store: MixBuilderStore }) {
  return (
    <CustomizerBar
      kind="mix"
      progress={t.progress(store.slots.length, MIX_MAX_INGREDIENTS)}
      price={store.slots.length > 0 ? money(store.priceCents) : undefined}
      href="#mix-panel"
      linkText={t.reviewMix}
    />
  );
});
