import { usd } from '../../../core/shared';
import type { Price } from '../../../core/cart';
import type { Product } from '../../../core/catalogue';

/**
 * Product discounts of the embedded commerce engine, as commercetools applies them to prices
 * (spec: catalogue-gifting §3 Price "discounted ... value either absolute money or relative permyriad").
 * A product discount lowers matching prices ahead of the cart: the price keeps its value and gains
 * `discounted` (the discounted value and the discount's name), which unitPriceFor then honours.
 */
export interface ProductDiscountDef {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** Relative in permyriad (1500 = 15%), or absolute in cents off each unit. */
  readonly value:
    { readonly type: 'relative'; readonly permyriad: number } | { readonly type: 'absolute'; readonly cents: number };
  /** The predicate, kept simple: the product's key is one of `productKeys`, or the product carries `tag`. */
  readonly productKeys: readonly string[];
  readonly tag?: string;
  readonly isActive: boolean;
  /**
   * Between 0 and 1; of several matching discounts only the one with the highest sortOrder applies (as in
   * commercetools).
   */
  readonly sortOrder: number;
  /** ISO timestamp; the discount no longer applies from this instant on. */
  readonly validUntil?: string;
}

/** Options: `now` makes discounts whose validUntil has passed stop applying; without it validUntil is not checked. */
export interface ApplyProductDiscountsOptions {
  readonly now?: Date;
}

function matches(def: ProductDiscountDef, product: Product, now: Date | undefined): boolean {
  if (!def.isActive) return false;
  if (now && def.validUntil !== undefined && Date.parse(def.validUntil) <= now.getTime()) return false;
  return def.productKeys.includes(product.key) || (def.tag !== undefined && product.tags.includes(def.tag));
}

/**
 * The discounted value of `cents` under `value`, in cents: absolute subtracts the cents, relative subtracts
 * cents × permyriad / 10000 rounded half up (1099 at 15% → 1099 − 165 = 934). Never below 0.
 */
export function discountedCents(cents: number, value: ProductDiscountDef['value']): number {
  const off = value.type === 'absolute' ? value.cents : Math.floor((cents * value.permyriad + 5000) / 10000);
  return Math.max(0, cents - off);
}

/** The product discount that applies to `product`: the matching active one with the highest sortOrder, or undefined. */
export function productDiscountFor(
  product: Product,
  defs: readonly ProductDiscountDef[],
  options: ApplyProductDiscountsOptions = {},
): ProductDiscountDef | undefined {
  return defs
    .filter((d) => matches(d, product, options.now))
    .reduce<ProductDiscountDef | undefined>((best, d) => (best && best.sortOrder >= d.sortOrder ? best : d), undefined);
}

/**
 * `product` with the applicable product discount (productDiscountFor) set as `discounted` on every variant's
 * default price; channel prices (auto-delivery) and tiers keep their values. `discounted` is derived data: a
 * default price of a product no discount matches loses any `discounted` it had. Returns a new product.
 */
export function applyProductDiscounts(
  product: Product,
  defs: readonly ProductDiscountDef[],
  options: ApplyProductDiscountsOptions = {},
): Product {
  const def = productDiscountFor(product, defs, options);
  const priceOf = (price: Price): Price => {
    if (price.channelKey !== undefined) return price;
    const { discounted: _previous, ...rest } = price;
    if (!def) return rest;
    return {
      ...rest,
      discounted: {
        value: usd(discountedCents(price.value.cents, def.value)),
        discountId: def.id,
        discountName: def.name,
      },
    };
  };
  return { ...product, variants: product.variants.map((v) => ({ ...v, prices: v.prices.map(priceOf) })) };
}
