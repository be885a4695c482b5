import { domainError, err, ok, type Result } from '../../shared';
import { daysInMonth, parseIsoDate } from '../../validation/model';
import type { CartAction } from './actions';
import type { Address } from './address';
import type { Cart, LineItem } from './cart';
import {
  digitalGiftExternalIds,
  hasValidShippingDetails,
  isSameDeliveryLocation,
  nextShipmentKey,
  ridesWithDigitalGift,
} from './shipments';

/**
 * Digital gifts and gift re-allocation (spec: core-cart-checkout §4 "Digital gift lines (recipientsJson)
 * auto-create a shipment to a default warehouse address (New Jersey) with arrival date tomorrow" and
 * "A changed gift line set with several shipments needs re-allocation (status newUnassignedGiftLineItem)";
 * §8 'Change in gift line items detected; shipment re-allocation required!'; catalogue-gifting §4 Gift
 * drop and fixed-address gifts). Dates are YYYY-MM-DD calendar dates.
 */

/** The default warehouse in New Jersey that digital gift lines are assigned to (a business address). */
export const DEFAULT_WAREHOUSE_ADDRESS: Address = Object.freeze({
  name: 'Nutshell Warehouse',
  street1: '2 Commerce Drive',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
  residential: false,
});

/** Status of a cart whose gift lines changed while it has several shipments (spec §4). */
export const GIFT_REALLOCATION_STATUS = 'newUnassignedGiftLineItem';

/** A digital gift line: it carries recipients (custom.recipientsJson non-empty) and is sent by e-mail. */
export function isDigitalGiftLine(line: LineItem): boolean {
  return (line.custom.recipientsJson ?? '') !== '';
}

/** A gift line: marked as a gift (custom.markedAsGift) or a digital gift line. */
export function isGiftLine(line: LineItem): boolean {
  return line.custom.markedAsGift === true || isDigitalGiftLine(line);
}

/** The calendar day after `date` (a valid YYYY-MM-DD date, years up to 9998). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [year, month, day] = d < daysInMonth(y, m) ? [y, m, d + 1] : m < 12 ? [y, m + 1, 1] : [y + 1, 1, 1];
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Assigns digital gift lines and the lines riding with them (ridesWithDigitalGift: a greeting card sent with the gift)
 * to the warehouse shipment: for each such line whose targets do not
 * already cover its quantity (hasValidShippingDetails; a digital gift may share any shipment, as it is
 * sent by e-mail), one setLineItemShippingDetails sending its full quantity to the shipment at
 * DEFAULT_WAREHOUSE_ADDRESS. That shipment is reused when the cart has one (its requestedDeliveryOn
 * moved to tomorrow when absent or earlier), otherwise added under the lowest unused shipment-N with
 * custom.requestedDeliveryOn = the day after `today`. Idempotent: no actions when every digital gift
 * line is assigned. Targets the line had before are replaced; a shipment left empty stays until
 * clearEmptyShipmentsActions. Errors: 'validation/invalid-date' (`Invalid date string: ${today}`).
 */
export function digitalGiftShipmentActions(cart: Cart, today: string): Result<CartAction[]> {
  const parsed = parseIsoDate(today);
  if (!parsed.ok) return parsed;
  const giftIds = digitalGiftExternalIds(cart);
  const pending = cart.lineItems.filter(
    (l) => (isDigitalGiftLine(l) || ridesWithDigitalGift(l, giftIds)) && !hasValidShippingDetails(cart, l),
  );
  if (pending.length === 0) return ok([]);

  const tomorrow = nextDay(parsed.value);
  const actions: CartAction[] = [];
  const warehouse = cart.itemShippingAddresses.find((a) => isSameDeliveryLocation(a, DEFAULT_WAREHOUSE_ADDRESS));
  let key: string;
  if (warehouse) {
    key = warehouse.key;
    if ((warehouse.custom.requestedDeliveryOn ?? '') < tomorrow) {
      actions.push({
        action: 'updateItemShippingAddress',
        address: { ...warehouse, custom: { ...warehouse.custom, requestedDeliveryOn: tomorrow } },
      });
    }
  } else {
    key = nextShipmentKey(cart.itemShippingAddresses.map((a) => a.key));
    actions.push({
      action: 'addItemShippingAddress',
      address: { ...DEFAULT_WAREHOUSE_ADDRESS, key, custom: { requestedDeliveryOn: tomorrow } },
    });
  }
  for (const line of pending) {
    actions.push({
      action: 'setLineItemShippingDetails',
      lineItemId: line.id,
      shippingDetails: { targets: [{ addressKey: key, quantity: line.quantity }] },
    });
  }
  return ok(actions);
}

const giftLineIds = (cart: Cart) => new Set(cart.lineItems.filter(isGiftLine).map((l) => l.id));

/**
 * Checks an edit's effect on gift lines (spec §4; §8): when the set of gift lines (by line id;
 * markedAsGift or recipientsJson) differs between `before` and `after` and `after` has several
 * shipments, the error 'cart/gift-reallocation-required' with the message 'Change in gift line items
 * detected; shipment re-allocation required!' and details { status: 'newUnassignedGiftLineItem',
 * added, removed } (line ids); otherwise ok.
 */
export function giftReallocationCheck(before: Cart, after: Cart): Result<void> {
  const was = giftLineIds(before);
  const is = giftLineIds(after);
  const added = [...is].filter((id) => !was.has(id));
  const removed = [...was].filter((id) => !is.has(id));
  if ((added.length === 0 && removed.length === 0) || after.itemShippingAddresses.length < 2) return ok(undefined);
  return err(
    domainError(
      'cart/gift-reallocation-required',
      'Change in gift line items detected; shipment re-allocation required!',
      {
        status: GIFT_REALLOCATION_STATUS,
        added,
        removed,
      },
    ),
  );
}

/**
 * The gift message with its sender (core-cart-checkout §5 "the sender is appended after ' - ' to the message"):
 * `message + ' - ' + sender` ('Enjoy!' and 'Pat' → 'Enjoy! - Pat'); a blank sender leaves the message, a blank message
 * gives the sender alone. Trimmed.
 */
export function giftMessageWithSender(message: string, sender: string): string {
  const m = message.trim();
  const s = sender.trim();
  if (!s) return m;
  return m ? `${m} - ${s}` : s;
}

/**
 * What a gift line tells under its name wherever it shows (cart, checkout, receipt; core-cart-checkout §3
 * recipientsJson and greetingCardMessage, §4 digital gift and greeting card lines, §5 gift message):
 * - a digital gift line: its recipients' names (in order; the e-mail when a name is missing) and the first message
 *   with the first sender (giftMessageWithSender), absent when blank;
 * - a greeting card line: its message as `cardMessage`.
 * Undefined for any other line, and for recipientsJson that is not a JSON array (the line still shows, without them).
 */
export function giftLineNote(line: {
  readonly custom: { readonly recipientsJson?: string; readonly greetingCardMessage?: string };
}): { readonly recipients?: readonly string[]; readonly message?: string; readonly cardMessage?: string } | undefined {
  const card = line.custom.greetingCardMessage?.trim();
  if (card) return { cardMessage: card };
  const json = line.custom.recipientsJson ?? '';
  if (json === '') return undefined;
  let entries: unknown;
  try {
    entries = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(entries)) return undefined;
  const field = (e: unknown, key: string) => {
    const v = typeof e === 'object' && e !== null ? (e as Record<string, unknown>)[key] : undefined;
    return typeof v === 'string' ? v.trim() : '';
  };
  const recipients = entries.map((e) => field(e, 'name') || field(e, 'email')).filter((n) => n !== '');
  const first = (key: string) => entries.map((e: unknown) => field(e, key)).find((v: string) => v !== '') ?? '';
  const message = giftMessageWithSender(first('message'), first('sender'));
  return { recipients, ...(message ? { message } : {}) };
}
