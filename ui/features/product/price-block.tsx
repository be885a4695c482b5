import type { Variant } from '../../../core/catalogue/model/product';
import { pricePerPound } from '../../../core/pricing/model/per-pound';
import { percentOff } from '../../../core/pricing/model/percent-off';
import { selectPrice, unitPriceFor } from '../../../core/pricing/model/price-selection';
import { formatMoney } from '../../../core/shared/money';
import { copy } from '../../copy';


/**
 * The price block of a variant (catalogue-gifting §2 "price block with discount badges", §9 discount labels):
 * the price, the per-pound price, the comparison price with 'Save {n}%' when discounted, and
 * '{n}% off Bulk Discount for {m}+ units' for the first price tier.
 */
export function PriceBlock({ variant }: { variant: Variant }) {
  const price = selectPrice(variant.prices);
  if (!price) return null;
  const unit = unitPriceFor(price, 1);
  const discounted = unit.cents < price.value.cents;
  const save = discounted ? percentOff(price.value, unit) : 0;
  const perPound = pricePerPound(unit, variant.weightGrams);
  const tier = price.tiers.find((t) => t.minimumQuantity > 1 && t.value.cents < unit.cents);
  const tierPercent = tier ? percentOff(price.value, tier.value) : 0;
  return (
    <div className="price-block">
      <p className="price-block__main">
        <span className={`price price--large ${discounted ? 'price--sale' : ''}`}>{formatMoney(unit)}</span>
        {discounted && (
          <s className="price price--was"><span className="visually-hidden">{copy.product.comparisonPrice} </span>{formatMoney(price.value)}</s>
        )}
        {save > 0 && <span className="badge badge--sale">{copy.product.save(save)}</span>}
      </p>
      {perPound && <p className="price-block__per-pound">{copy.product.perPound(formatMoney(perPound))}</p>}
      {tier && tierPercent > 0 && <p className="price-block__tier">{copy.product.bulkDiscount(tierPercent, tier.minimumQuantity)}</p>}
    </div>
  );
}
