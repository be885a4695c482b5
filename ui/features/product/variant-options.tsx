import type { Variant } from '../../../core/catalogue';
import { isVariantInStock, offeredVariants } from '../../../core/catalogue';
import { selectPrice, unitPriceFor } from '../../../core/pricing';
import { formatMoney } from '../../../core/shared';
import { copy } from '../../copy';
import { productCopy } from './product-copy';

/**
 * Variants a shopper may choose (catalogue-gifting §5 Hidden variants): not inactive, not 'Mini Boxes',
 * and bulk wholesale variants only when 'individually wrapped'.
 */
export function visibleVariants(variants: readonly Variant[]): Variant[] {
  return offeredVariants(variants);
}

/**
 * The variant radio group (catalogue-gifting §2, §4 "Variant selected by sku"): one option per offered variant.
 * It is a GET form whose radios are named `sku`: without JavaScript its 'Choose' button (inside `noscript`, so
 * absent once scripts run) reloads the page on `?sku=<sku>`, which the page opens on; with JavaScript a change
 * selects at once and the form never submits.
 */
export function VariantOptions(props: {
  variants: readonly Variant[];
  selectedSku: string;
  onSelect: (sku: string) => void;
  legend?: string;
}) {
  const { variants, selectedSku, onSelect, legend = productCopy.variantLegend } = props;
  if (variants.length <= 1) return null;
  return (
    <form method="get" className="variant-options__form" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="variant-options">
        <legend>{legend}</legend>
        <div className="variant-options__list">
          {variants.map((v) => {
            const price = selectPrice(v.prices);
            return (
              <label key={v.sku} className={`variant-option ${v.sku === selectedSku ? 'is-selected' : ''}`}>
                <input
                  type="radio"
                  name="sku"
                  value={v.sku}
                  checked={v.sku === selectedSku}
                  onChange={() => onSelect(v.sku)}
                />
                <span className="variant-option__name">{v.variantName}</span>
                {price && <span className="variant-option__price">{formatMoney(unitPriceFor(price, 1))}</span>}
                {!isVariantInStock(v) && <span className="variant-option__note">{copy.product.outOfStock}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className="button button--secondary variant-options__choose">
          {productCopy.chooseVariant}
        </button>
      </noscript>
    </form>
  );
}
