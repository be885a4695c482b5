import { isVariantInStock, type Variant } from '../product';

/**
 * Which variants the product page offers (spec: catalogue-gifting §5 "Hidden variants: those named
 * 'Mini Boxes' and inactive ones. A bulk wholesale item is only offered if its variant name contains
 * 'individually wrapped'; otherwise non-wholesale items are offered.").
 */

/** The variant name that hides a variant (compared trimmed and case-insensitively). */
export const HIDDEN_VARIANT_NAME = 'Mini Boxes';
/** The phrase a bulk wholesale variant's name must contain to be offered. */
export const INDIVIDUALLY_WRAPPED = 'individually wrapped';

/** true for a variant hidden from shoppers: inactive, or named 'Mini Boxes'. spec: catalogue-gifting §5. */
export function isHiddenVariant(variant: Pick<Variant, 'active' | 'variantName'>): boolean {
  return !variant.active || variant.variantName.trim().toLowerCase() === HIDDEN_VARIANT_NAME.toLowerCase();
}

/**
 * The variants offered, in catalogue order: not hidden, and either not wholesale, or bulk wholesale with
 * 'individually wrapped' in the name (a wholesale variant that is not bulk is never offered).
 * spec: catalogue-gifting §5.
 */
export function offeredVariants(variants: readonly Variant[]): Variant[] {
  return variants.filter(
    (v) =>
      !isHiddenVariant(v) && (!v.wholesale || (v.bulk && v.variantName.toLowerCase().includes(INDIVIDUALLY_WRAPPED))),
  );
}

/** The variant selected first: the first offered one in stock, else the first offered. spec: catalogue-gifting §4. */
export function defaultVariant(variants: readonly Variant[]): Variant | undefined {
  return variants.find(isVariantInStock) ?? variants[0];
}

/**
 * Add to cart is disabled when the variant is backordered or out of stock (none on hand; core-cart-checkout §4 Cart
 * preparation would remove it). spec: catalogue-gifting §4 Other product page states.
 */
export function canAddToCart(variant: Pick<Variant, 'backordered' | 'availability'> | undefined): boolean {
  return variant !== undefined && isVariantInStock(variant);
}
