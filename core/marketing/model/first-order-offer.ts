/**
 * The first-order offer the quiz's newsletter signup earns (spec: shell-account §9 "Offer: 20% off the first order;
 * first-time subscribers only; shipped to the contiguous USA; free ground shipping needs at least $59 spent after the
 * discount; excludes e-gift certificates, wholesale cases and multiple-address orders"). Pure: the engine prices the
 * cart discount with `firstOrderOfferProblems` and the cart shows the problems' messages.
 */

/** The offer's cart discount: 20% (2000 permyriad) off every line, one per first-time subscriber. */
export const FIRST_ORDER_OFFER = {
  cartDiscountId: 'cd-first-order-offer',
  cartDiscountKey: 'first-order-offer',
  name: '20% off your first order',
  percentOff: 20,
  permyriad: 2000,
  /** Free ground shipping needs at least this spent after the discount: $59.00. */
  freeGroundShippingMinCents: 5900,
  /** The reason a newsletter signup from the quiz carries (shell-account §7). */
  reason: 'Onsite Offer Quiz',
  /** How a contact's one-use offer code starts ('WELCOME-' and 10 characters; embedded-newsletter-store.ts). */
  codePrefix: 'WELCOME-',
} as const;

/** The lower 48 states and DC: the contiguous USA (not AK, HI, PR or the other territories, nor APO/FPO). */
const NON_CONTIGUOUS = new Set(['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP', 'FM', 'MH', 'PW']);

/** Whether an address (country ISO code, state code) is in the contiguous USA. */
export function isContiguousUsa(address: { readonly country: string; readonly state?: string }): boolean {
  return address.country === 'US' && !NON_CONTIGUOUS.has((address.state ?? '').toUpperCase());
}

/** Why a cart does not qualify for the offer (codes; messages in FIRST_ORDER_OFFER_MESSAGES). */
export type OfferProblem = 'not-contiguous-usa' | 'e-gift-certificate' | 'wholesale-case' | 'multiple-addresses';

/** The shopper's text of each problem, in the spec's words. */
export const FIRST_ORDER_OFFER_MESSAGES: Readonly<Record<OfferProblem, string>> = {
  'not-contiguous-usa': 'The first-order offer applies only to orders shipped to the contiguous USA.',
  'e-gift-certificate': 'The first-order offer excludes e-gift certificates.',
  'wholesale-case': 'The first-order offer excludes wholesale cases.',
  'multiple-addresses': 'The first-order offer excludes multiple-address orders.',
};

/** What the offer's rules read of a cart (a structural subset of core/cart's Cart). */
export interface OfferCart {
  readonly shippingMode: 'Single' | 'Multiple';
  readonly shippingAddress?: { readonly country: string; readonly state?: string };
  readonly itemShippingAddresses: readonly { readonly country: string; readonly state?: string }[];
  readonly lineItems: readonly {
    readonly variant: { readonly sku: string; readonly variantName: string };
    readonly custom: { readonly recipientsJson?: string };
  }[];
}

/** A wholesale case line: its variant is a 'Case of N …' (the wholesale cases' naming, core/catalogue wholesale). */
export function isWholesaleCaseName(variantName: string): boolean {
  return /^case of \d+/i.test(variantName.trim());
}

/** An e-gift certificate line: a 'GC-' SKU or a line with e-mailed recipients (core/cart isGiftCertificateLine). */
function isEGiftLine(line: OfferCart['lineItems'][number]): boolean {
  return line.variant.sku.startsWith('GC-') || (line.custom.recipientsJson ?? '') !== '';
}

/**
 * Why `cart` does not qualify for the first-order offer, in a fixed order; empty when it does. A cart without an
 * address yet is not refused for it (the address step decides later; place order prices it again).
 */
export function firstOrderOfferProblems(cart: OfferCart): OfferProblem[] {
  const problems: OfferProblem[] = [];
  const addresses = cart.shippingMode === 'Multiple' ? cart.itemShippingAddresses : [];
  const shipTo = cart.shippingMode === 'Single' ? (cart.shippingAddress ? [cart.shippingAddress] : []) : addresses;
  if (shipTo.some((a) => !isContiguousUsa(a))) problems.push('not-contiguous-usa');
  if (cart.lineItems.some(isEGiftLine)) problems.push('e-gift-certificate');
  if (cart.lineItems.some((l) => isWholesaleCaseName(l.variant.variantName))) problems.push('wholesale-case');
  if (cart.shippingMode === 'Multiple' && addresses.length > 1) problems.push('multiple-addresses');
  return problems;
}

/** The offer's discount on `subtotalCents` (integer cents): 20%, rounded half up. */
export function firstOrderDiscountCents(subtotalCents: number): number {
  return Math.round((subtotalCents * FIRST_ORDER_OFFER.permyriad) / 10000);
}

/** Whether free ground shipping applies: at least $59.00 spent after the discount (`afterDiscountCents`). */
export function qualifiesForFreeGroundShipping(afterDiscountCents: number): boolean {
  return afterDiscountCents >= FIRST_ORDER_OFFER.freeGroundShippingMinCents;
}

/** Why the offer left a cart at place order: an OfferProblem, or 'not-first-order' (the buyer has ordered before). */
export type OfferRemovalReason = OfferProblem | 'not-first-order';

/** The shopper's text when the buyer has ordered before (shell-account §9 "20% off the first order"). */
export const NOT_FIRST_ORDER_MESSAGE = 'The first-order offer is for your first order only.';

/**
 * The shopper's text of the offer removed from the cart at place order (before any payment): why, then that it was
 * removed and the new total is to be reviewed.
 */
export function offerRemovedMessage(reason: OfferRemovalReason): string {
  const why = reason === 'not-first-order' ? NOT_FIRST_ORDER_MESSAGE : FIRST_ORDER_OFFER_MESSAGES[reason];
  return `${why} We removed it from your cart. Please review your new total and place your order again.`;
}

/** What the offer's code check reads of a cart's discount codes (core/cart CartDiscountCode). */
export interface OfferCodeOnCart {
  readonly id: string;
  readonly code: string;
  readonly state: string;
  readonly cartDiscountIds: readonly string[];
}

/**
 * The first-order offer's code applied to a cart (state 'MatchesCart': the engine prices it), found by the offer's
 * cart discount id or the contacts' code prefix ('WELCOME-'); undefined when the cart carries none.
 */
export function appliedOfferCode<C extends OfferCodeOnCart>(discountCodes: readonly C[]): C | undefined {
  return discountCodes.find(
    (d) =>
      d.state === 'MatchesCart' &&
      (d.cartDiscountIds.includes(FIRST_ORDER_OFFER.cartDiscountId) ||
        d.code.toUpperCase().startsWith(FIRST_ORDER_OFFER.codePrefix)),
  );
}
