import type { Variant } from '../../../core/catalogue/model/product';
import { selectPrice, unitPriceFor } from '../../../core/pricing/model/price-selection';
import { formatMoney } from '../../../core/shared/money';
import { copy } from '../../copy';

/** Variants a shopper may choose: active ones not named 'Mini Boxes' (catalogue-gifting §5, core §9). */
export function visibleVariants(variants: readonly Variant[]): Variant[] {
  return variants.filter((v) => v.active && v.variantName.trim().toLowerCase() !== 'mini boxes');
}

/** The variant radio group: one option per visible variant, with its unit name and price. */
export function VariantOptions(props: { variants: readonly Variant[]; selectedSku: string; onSelect: (sku: string) => void }) {
  const { variants, selectedSku, onSelect } = props;
  if (variants.length <= 1) return null;
  return (
    <fieldset className="variant-options">
      <legend>{copy.product.variantLegend}</legend>
      <div className="variant-options__list">
        {variants.map((v) => {
          const price = selectPrice(v.prices);
          return (
            <label key={v.sku} className={`variant-option ${v.sku === selectedSku ? 'is-selected' : ''}`}>
              <input type="radio" name="variant" value={v.sku} checked={v.sku === selectedSku} onChange={() => onSelect(v.sku)} />
              <span className="variant-option__name">{v.variantName}</span>
              {price && <span className="variant-option__price">{formatMoney(unitPriceFor(price, 1))}</span>}
              {v.backordered && <span className="variant-option__note">{copy.product.outOfStock}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
