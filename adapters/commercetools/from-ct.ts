/**
 * commercetools representations → domain types (WIRE.md). Pure: references are resolved through a CtLookup
 * (expanded `obj` first, then the lookup's caches).
 */
// The decoders live by resource in from-ct-values.ts, from-ct-catalogue.ts, from-ct-cart.ts and from-ct-order.ts;
// this module gathers them, as the adapter and the contract tests import them (`import * as from`).
export { cartDiscountInfo, discountCodeInfo, MAX_LINE_QUANTITY, money, text, type CtLookup } from './from-ct-values';
export { categories, price, product, variant } from './from-ct-catalogue';
export { address, cart, itemShippingAddress, lineItem } from './from-ct-cart';
export { order } from './from-ct-order';
