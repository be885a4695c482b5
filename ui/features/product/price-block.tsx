import type { Variant } from '../../../core/catalogue';
import { BUILD_YOUR_OWN, priceDisplayOf } from '../../../core/catalogue';
import { formatMoney } from '../../../core/shared';
import { copy } from '../../copy';
import { productCopy } from './product-copy';
import '../../styles/product.css';

/**
 * The price block of a variant (catalogue-gifting §2 "price block with discount badges", §9 discount
 * labels and price constants): the per-piece price (per pound for a one-pound bulk variant), the
 * comparison price when a product discount lowers it, the per-pound price, and the badges
 * 'Save {n}%', '{n}% off Auto-Delivery' and '{n}% off Bulk Discount for {m}+ units' (or 'Bulk discount').
 * Product 9990 shows its price range; a price of 0 shows 'Build your own'.
 */
export function PriceBlock({ productKey, variant }: { productKey: string; variant: Variant }) {
  const d = priceDisplayOf(productKey, variant);
  if (!d) return null;
  if (d.kind === 'build-your-own')
    return (
      <div className="price-block">
        <p className="price price--large price-block__build">{BUILD_YOUR_OWN}</p>
      </div>
    );
  if (d.kind === 'range' && d.range) {
    return (
      <div className="price-block">
        <p className="price price--large">
          {productCopy.priceRange(formatMoney(d.range.min), formatMoney(d.range.max))}
        </p>
      </div>
    );
  }
  if (!d.price) return null;
  const onSale = d.comparisonPrice !== undefined;
  return (
    <div className="price-block">
      <p className="price-block__main">
        <span className={`price price--large ${onSale ? 'price--sale' : ''}`}>
          {formatMoney(d.price)}
          {d.shownPerPound && <span className="price-block__unit">{productCopy.perPoundSuffix}</span>}
        </span>
        {d.comparisonPrice && (
          <s className="price price--was">
            <span className="visually-hidden">{copy.product.comparisonPrice} </span>
            {formatMoney(d.comparisonPrice)}
          </s>
        )}
      </p>
      {d.perPound && <p className="price-block__per-pound">{productCopy.perPound(formatMoney(d.perPound))}</p>}
      {d.badges.length > 0 && (
        <ul className="price-block__badges" aria-label="Discounts">
          {d.badges.map((b) => (
            <li key={b.kind} className={`price-badge price-badge--${b.kind}`}>
              {b.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
