import type { CartDiscountInfo, DiscountCodeInfo } from '../../../core/cart';

/**
 * Cart discounts and discount codes of the embedded commerce engine, as commercetools models them:
 * a cart discount has a cart predicate and a value (relative in permyriad, or absolute in cents) on the
 * line items; a discount code activates cart discounts and may have a maximum number of applications.
 */
/** A cart discount as the engine stores it (the core read model). */
export type CartDiscountDef = CartDiscountInfo;

/** A discount code as the engine stores it (the core read model). */
export type DiscountCodeDef = DiscountCodeInfo;

/** Seeded cart discounts (demo data). */
export const DEMO_CART_DISCOUNTS: readonly CartDiscountDef[] = [
  {
    id: 'cd-ten-percent',
    key: 'ten-percent-off',
    name: '10% off your order',
    description: '10% off every item in the cart',
    cartPredicate: '1 = 1',
    value: { type: 'relative', permyriad: 1000 },
    requiresDiscountCode: true,
    isActive: true,
    sortOrder: 0.5,
  },
  {
    id: 'cd-five-off-forty',
    key: 'five-off-forty',
    name: '$5 off orders of $40 or more',
    description: '$5 off when the cart reaches $40',
    cartPredicate: 'totalPrice >= "40.00 USD"',
    value: { type: 'absolute', cents: 500 },
    requiresDiscountCode: true,
    isActive: true,
    sortOrder: 0.4,
  },
  {
    id: 'cd-friends',
    key: 'friends-and-family',
    name: '20% off for friends and family',
    description: '20% off; no other cart discount applies with it',
    cartPredicate: '1 = 1',
    value: { type: 'relative', permyriad: 2000 },
    requiresDiscountCode: true,
    isActive: true,
    sortOrder: 0.9,
    stackingMode: 'StopAfterThisDiscount',
  },
  {
    id: 'cd-summer',
    key: 'summer-fifteen',
    name: '15% off summer snacks',
    description: 'A limited summer promotion',
    cartPredicate: '1 = 1',
    value: { type: 'relative', permyriad: 1500 },
    requiresDiscountCode: true,
    isActive: true,
    sortOrder: 0.3,
  },
];

/**
 * Seeded discount codes: SAVE10 (10% off), NUTS5 ($5 off $40+), SUMMER15 (exhausted: MaxApplicationReached),
 * OLDNUTS (NotActive), FRIENDS20 (20% off that stops the discounts after it: another code on the same cart is
 * ApplicationStoppedByPreviousDiscount).
 */
export const DEMO_DISCOUNT_CODES: readonly DiscountCodeDef[] = [
  {
    id: 'dc-save10',
    code: 'SAVE10',
    name: '10% off',
    description: '10% off your order',
    cartDiscountIds: ['cd-ten-percent'],
    isActive: true,
    applicationCount: 0,
  },
  {
    id: 'dc-nuts5',
    code: 'NUTS5',
    name: '$5 off $40',
    description: '$5 off orders of $40 or more',
    cartDiscountIds: ['cd-five-off-forty'],
    isActive: true,
    applicationCount: 0,
  },
  {
    id: 'dc-summer15',
    code: 'SUMMER15',
    name: 'Summer 15%',
    description: 'Limited to the first 100 orders',
    cartDiscountIds: ['cd-summer'],
    isActive: true,
    maxApplications: 100,
    applicationCount: 100,
  },
  {
    id: 'dc-friends20',
    code: 'FRIENDS20',
    name: 'Friends & family 20%',
    description: '20% off, not combined with other discounts',
    cartDiscountIds: ['cd-friends'],
    isActive: true,
    applicationCount: 0,
  },
  {
    id: 'dc-oldnuts',
    code: 'OLDNUTS',
    name: 'Old promotion',
    description: 'An expired promotion',
    cartDiscountIds: ['cd-ten-percent'],
    isActive: false,
    applicationCount: 0,
  },
];
