import {
  digitalGiftExternalIds,
  isGiftCertificateLine,
  ridesWithDigitalGift,
  shipmentsOf,
  unassignedLineItems,
  type Cart,
  type CountryCode,
  type Shipment,
} from '../../cart/model';

/**
 * Checkout steps (spec: core-cart-checkout §2 Checkout steps and Routing rules; §4 Checkout step
 * enablement, Placing an order). The internal key of the 'shipping' step is delivery.
 */

/** Step titles shown in checkout, by route step (spec §2 Checkout steps). */
export const CHECKOUT_STEP_TITLES = {
  address: 'Email & Shipping Info',
  shipping: 'Expected Delivery',
  payment: 'Payment Method',
} as const;

/** State of one step: `shown` is false when the step is dropped or hidden for this shopper. */
export interface StepState {
  readonly enabled: boolean;
  readonly complete: boolean;
  readonly shown: boolean;
}

/** The three steps. Payment is never complete before the order is placed. */
export interface CheckoutSteps {
  readonly address: StepState;
  readonly delivery: StepState;
  readonly payment: { readonly enabled: boolean; readonly complete: boolean };
}

/** SKU → countries it may not ship to (GET /api/restricted-country-skus, spec §7). */
export type RestrictedCountrySkus = Readonly<Record<string, readonly CountryCode[]>>;

/** Input of checkoutSteps. */
export interface CheckoutStepsInput {
  readonly cart: Cart;
  readonly isGuest: boolean;
  readonly restrictedCountrySkus: RestrictedCountrySkus;
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * True when the cart has lines and every one is a gift certificate, a digital gift or a line riding with one (its
 * greeting card: core-cart-checkout §4), so nothing ships to the shopper's address.
 */
export function isDigitalOnly(cart: Cart): boolean {
  const giftIds = digitalGiftExternalIds(cart);
  return (
    cart.lineItems.length > 0 &&
    cart.lineItems.every((l) => isGiftCertificateLine(l) || ridesWithDigitalGift(l, giftIds))
  );
}

function isShipmentComplete(
  cart: Cart,
  shipment: Shipment,
  restricted: RestrictedCountrySkus,
  skuOf: ReadonlyMap<string, string>,
): boolean {
  if (shipment.isPickup) return true;
  if (shipment.needsEmail && !filled(cart.customerEmail) && !filled(shipment.address.email)) return false;
  if (shipment.needsPhysicalAddress && !filled(shipment.address.street1)) return false;
  const country = shipment.address.country;
  return shipment.lines.every(({ lineItemId }) => {
    const sku = skuOf.get(lineItemId);
    return sku === undefined || !(restricted[sku] ?? []).includes(country);
  });
}

/**
 * Address step complete (spec §4): a shipment with lines exists, no unassigned line items remain, and every
 * shipment with lines is a pickup or has an e-mail if it needs one (cart.customerEmail or the address
 * e-mail), a street (street1) if it needs a physical address, and a country not restricted for its SKUs.
 * Empty shipments are ignored (they can be cleared).
 */
export function isAddressComplete(cart: Cart, restricted: RestrictedCountrySkus): boolean {
  const shipments = shipmentsOf(cart).filter((s) => s.lines.length > 0);
  if (shipments.length === 0 || unassignedLineItems(cart).length > 0) return false;
  const skuOf = new Map(cart.lineItems.map((l) => [l.id, l.variant.sku]));
  return shipments.every((s) => isShipmentComplete(cart, s, restricted, skuOf));
}

/**
 * Delivery step complete (spec §4): every shipment with lines that needs a physical address has its
 * delivery custom fields, custom.shippingMethodId and custom.priceCents.
 */
export function isDeliveryComplete(cart: Cart): boolean {
  return shipmentsOf(cart)
    .filter((s) => s.lines.length > 0 && s.needsPhysicalAddress)
    .every((s) => s.address.custom.shippingMethodId !== undefined && s.address.custom.priceCents !== undefined);
}

/**
 * Step enablement (spec §4): address always enabled; delivery enabled when address is complete; payment
 * when both are complete. A digital-only cart drops delivery (not enabled, not shown, counted complete)
 * and shows the address step only to guests (it still has to be complete).
 */
export function checkoutSteps({ cart, isGuest, restrictedCountrySkus }: CheckoutStepsInput): CheckoutSteps {
  const digitalOnly = isDigitalOnly(cart);
  const addressComplete = isAddressComplete(cart, restrictedCountrySkus);
  const delivery: StepState = digitalOnly
    ? { enabled: false, complete: true, shown: false }
    : { enabled: addressComplete, complete: isDeliveryComplete(cart), shown: true };
  return {
    address: { enabled: true, complete: addressComplete, shown: !digitalOnly || isGuest },
    delivery,
    payment: { enabled: addressComplete && delivery.complete, complete: false },
  };
}

/** Where checkout starts, as the :step route value (spec §2 Checkout steps). */
export type CheckoutLocation = 'payment' | 'signin' | 'address' | 'shipping';

/** Input of entryLocation. `oneClickCheckout` is the one-click-checkout flag (spec §2 payment step). */
export interface EntryLocationInput {
  readonly steps: CheckoutSteps;
  readonly createdFromOrderUpload: boolean;
  readonly cxMode: boolean;
  readonly copiedFromOrderNumber?: string;
  readonly oneClickCheckout?: boolean;
  /** The CX agent pressed Continue at the signin step: checkout goes on to the first enabled incomplete step. */
  readonly pastSignin?: boolean;
}

/**
 * Entry location (spec §4 Entry location; §2): an order created from an upload → 'payment'; CX mode
 * without a copied order → 'signin' (unless `pastSignin`: the agent continued from there); otherwise the first
 * enabled incomplete step, delivery shown as 'shipping' (or 'payment' with one-click checkout); everything
 * complete → 'payment'.
 */
export function entryLocation(input: EntryLocationInput): CheckoutLocation {
  const { steps } = input;
  if (input.createdFromOrderUpload) return 'payment';
  if (input.cxMode && !input.pastSignin && !filled(input.copiedFromOrderNumber)) return 'signin';
  if (steps.address.enabled && !steps.address.complete) return 'address';
  if (steps.delivery.enabled && !steps.delivery.complete) return input.oneClickCheckout ? 'payment' : 'shipping';
  return 'payment';
}

/**
 * Redirect for checkout (spec §2 Routing rules; §4 Placing an order step 1): '/cart' when the cart is
 * empty, or, at order time (the default), when a line lacks valid shipping details; otherwise undefined.
 * Pass `{ atOrderTime: false }` on entering checkout, where the address step still assigns the lines.
 */
export function checkoutRedirect(
  cart: Cart,
  { atOrderTime = true }: { readonly atOrderTime?: boolean } = {},
): '/cart' | undefined {
  if (cart.lineItems.length === 0) return '/cart';
  if (atOrderTime && unassignedLineItems(cart).length > 0) return '/cart';
  return undefined;
}
