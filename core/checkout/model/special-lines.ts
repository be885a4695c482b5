import { calendarInZone, domainError, err, ok, type Result } from '../../shared';
import {
  assignAllToShipmentActions,
  DEFAULT_WAREHOUSE_ADDRESS,
  digitalGiftExternalIds,
  digitalGiftShipmentActions,
  fixedAddressShipmentActions,
  isDigitalGiftLine,
  isSameDeliveryLocation,
  ridesWithDigitalGift,
  type Cart,
  type CartAction,
  type LineItem,
} from '../../cart/model';
import { GREETING_CARD_SKU } from '../../gifting/model';
import { WAREHOUSE_TIME_ZONE } from '../../shipping/model';

/**
 * The shipments of core-cart-checkout §4 "Special lines" for a line just added, and the rule of a greeting card riding
 * with a digital gift (§3 parentExternalId, §4 "Greeting card lines are added as extra line items with a message").
 */

/**
 * The shipment actions §4 "Special lines" asks for after adding `line` to `cart`, at `nowMs` (ms since the epoch):
 * - a fixed-address product (variant attribute fixedAddress) gets its shipments to that address (one per unit unless
 *   groupShipments);
 * - a digital gift line, or a greeting card riding with one, goes to the New Jersey warehouse shipment arriving the day
 *   after the warehouse's today;
 * - otherwise, when the cart has exactly one shipment and it is not that warehouse's, the new units follow it (§4
 *   "With one valid shipping target, the target quantity follows");
 * - else none. Errors: 'cart/invalid-fixed-address', 'validation/invalid-date'.
 */
export function specialLineShipmentActions(cart: Cart, line: LineItem, nowMs: number): Result<readonly CartAction[]> {
  if (line.variant.fixedAddress !== undefined)
    return fixedAddressShipmentActions(cart, line.id, line.variant.fixedAddress);
  if (isDigitalGiftLine(line) || ridesWithDigitalGift(line, digitalGiftExternalIds(cart)))
    return digitalGiftShipmentActions(cart, calendarInZone(nowMs, WAREHOUSE_TIME_ZONE).date);
  const [only] = cart.itemShippingAddresses;
  const follows =
    only && cart.itemShippingAddresses.length === 1 && !isSameDeliveryLocation(only, DEFAULT_WAREHOUSE_ADDRESS);
  return ok(follows ? assignAllToShipmentActions(cart, only.key) : []);
}

/** The refusal of a greeting card whose gift is not in the cart (core-cart-checkout §4 greeting card lines). */
export const GIFT_NOT_IN_CART_MESSAGE = 'The gift this greeting card goes with is not in the cart.';

/**
 * Checks a line added with a parentExternalId (core-cart-checkout §4 "Greeting card lines are added as extra line items
 * with a message"): it must be a greeting card (GREETING_CARD_SKU) with its message, its parent a digital gift line of
 * `cart`, and one card per recipient (the gift line's quantity). Errors: 'validation/invalid' with
 * 'Only a greeting card with its message can go with a gift.', GIFT_NOT_IN_CART_MESSAGE, or
 * 'A greeting card goes one per recipient: quantity {n}.'.
 */
export function checkGiftCompanion(
  cart: Cart | null | undefined,
  input: { readonly sku: string; readonly quantity: number; readonly greetingCardMessage?: string | undefined } & {
    readonly parentExternalId?: string | undefined;
  },
): Result<void> {
  const invalid = (message: string) => err(domainError('validation/invalid', message));
  if (input.sku !== GREETING_CARD_SKU || input.greetingCardMessage === undefined)
    return invalid('Only a greeting card with its message can go with a gift.');
  const gift = cart?.lineItems.find((l) => isDigitalGiftLine(l) && l.custom.externalId === input.parentExternalId);
  if (!gift) return invalid(GIFT_NOT_IN_CART_MESSAGE);
  if (input.quantity !== gift.quantity)
    return invalid(`A greeting card goes one per recipient: quantity ${gift.quantity}.`);
  return ok(undefined);
}
