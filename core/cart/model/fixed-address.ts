import { z } from 'zod';
import { ZERO_USD } from '../../shared';
import { domainError, err, ok, type Result } from '../../shared';
import type { CartAction } from './actions';
import { addressSchema, type Address, type ItemShippingAddress, type ShippingAddressCustomFields } from './address';
import type { Cart, ShippingTarget } from './cart';
import { plainAddress } from './shipment-edits';
import { nextShipmentKey, PICKUP_CARRIER_CODE, PICKUP_SHIPPING_METHOD_ID, isSameDeliveryLocation } from './shipments';

/**
 * Fixed-address products (spec: core-cart-checkout §4 "Special lines: fixed-address products (variant
 * attribute fixedAddress, JSON with groupShipments, skipFulfillment, shippingMethod) auto-create
 * shipments to the fixed address; each unit gets its own shipment unless groupShipments is set ... A
 * pickup option is used when fulfilment is skipped"; catalogue-gifting §4 Gift drop and fixed-address gifts).
 *
 * The attribute lives on the product variant, which LineItem does not carry: the caller reads the
 * variant's `fixedAddress` text (from the catalogue) and passes it, or its parsed FixedAddress, in.
 */

/** The address inside the attribute; unknown keys are accepted and dropped (vendor data, DESIGN §3.6). */
const fixedAddressAddressSchema = z.object(addressSchema.shape);

/** The attribute's JSON shape, loose on unknown keys. Lengths are those the cart API accepts. */
const fixedAddressSchema = z.looseObject({
  address: fixedAddressAddressSchema,
  groupShipments: z.boolean().optional(),
  skipFulfillment: z.boolean().optional(),
  shippingMethod: z.string().max(200).min(1).optional(),
});

/**
 * A parsed `fixedAddress` variant attribute: where every unit of the line goes; `groupShipments` puts
 * all units in one shipment (default: one shipment per unit); `skipFulfillment` selects the pickup
 * option (nothing is shipped); `shippingMethod` is the name of the delivery option to use.
 */
export interface FixedAddress {
  readonly address: Address;
  readonly groupShipments: boolean;
  readonly skipFulfillment: boolean;
  readonly shippingMethod?: string;
}

/** Name of the default pickup option (spec §3 "A default 'Pickup' option has shippingMethodId 38"). */
export const PICKUP_OPTION_NAME = 'Pickup';
/** Carrier of the pickup option (spec §3 "Carrier code '00' with carrier 'None' marks pickup"). */
export const PICKUP_CARRIER = 'None';

/**
 * Validates the `fixedAddress` attribute text. Errors: 'cart/invalid-fixed-address' with message
 * `Invalid fixedAddress attribute: ${reason}` (reason: 'not JSON' or zod's summary) and details.issues.
 */
export function validateFixedAddress(json: string): Result<FixedAddress> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return err(
      domainError('cart/invalid-fixed-address', 'Invalid fixedAddress attribute: not JSON', {
        issues: [{ path: '', message: 'not JSON' }],
      }),
    );
  }
  const parsed = fixedAddressSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return err(
      domainError('cart/invalid-fixed-address', `Invalid fixedAddress attribute: ${z.prettifyError(parsed.error)}`, {
        issues,
      }),
    );
  }
  const { address, groupShipments, skipFulfillment, shippingMethod } = parsed.data;
  return ok({
    address,
    groupShipments: groupShipments ?? false,
    skipFulfillment: skipFulfillment ?? false,
    ...(shippingMethod ? { shippingMethod } : {}),
  });
}

/** The parsed attribute; undefined when absent, empty or malformed (validateFixedAddress says why). */
export function parseFixedAddress(json: string | undefined): FixedAddress | undefined {
  if (json === undefined || json.trim() === '') return undefined;
  const result = validateFixedAddress(json);
  return result.ok ? result.value : undefined;
}

/**
 * Custom fields of a fixed-address shipment. With skipFulfillment: the pickup option (shippingMethodId
 * '38', carrier 'None', carrier code '00', price 0, name shippingMethod or 'Pickup'), so the delivery
 * step counts it complete. Otherwise only the preferred option's name, when given; the delivery
 * option (id, price) is still chosen in the delivery step, which replaces these fields.
 */
export function fixedAddressCustomFields(fixed: FixedAddress): ShippingAddressCustomFields {
  if (!fixed.skipFulfillment) return fixed.shippingMethod ? { shippingMethodName: fixed.shippingMethod } : {};
  return {
    shippingMethodId: PICKUP_SHIPPING_METHOD_ID,
    shippingMethodName: fixed.shippingMethod ?? PICKUP_OPTION_NAME,
    priceCents: 0,
    shipmentPickupCarrier: PICKUP_CARRIER,
    shipmentPickupCarrierCode: PICKUP_CARRIER_CODE,
  };
}

/**
 * Actions sending a fixed-address line to its fixed address (spec §4 Special lines). Targets already
 * at a shipment to the same delivery location (isSameDeliveryLocation) are kept, trimmed from the last
 * backwards if they exceed the line quantity; targets elsewhere are dropped (the goods must go to the
 * fixed address; a shipment left empty is cleared by clearEmptyShipmentsActions). The missing units get
 * new shipments, each keyed shipment-N with the lowest unused N: one per unit, or with groupShipments
 * one for all (added to a kept target when there is one). New shipments carry fixedAddressCustomFields;
 * with skipFulfillment in Multiple mode each also gets a zero-price custom shipping method of that name.
 * No actions when the line is already fully at the fixed address.
 * `fixed` is the attribute text or its parsed value. Errors: 'cart/line-not-found' (`Cannot find line
 * item for ID ${id}`), 'cart/invalid-fixed-address' (see validateFixedAddress).
 */
export function fixedAddressShipmentActions(
  cart: Cart,
  lineItemId: string,
  fixed: FixedAddress | string,
): Result<CartAction[]> {
  const parsed = typeof fixed === 'string' ? validateFixedAddress(fixed) : ok(fixed);
  if (!parsed.ok) return parsed;
  const spec = parsed.value;
  const line = cart.lineItems.find((l) => l.id === lineItemId);
  if (!line)
    return err(domainError('cart/line-not-found', `Cannot find line item for ID ${lineItemId}`, { lineItemId }));

  const atFixed = new Set(
    cart.itemShippingAddresses.filter((a) => isSameDeliveryLocation(a, spec.address)).map((a) => a.key),
  );
  const before = line.shippingDetails?.targets ?? [];
  const kept = trimTo(
    before.filter((t) => t.quantity > 0 && atFixed.has(t.addressKey)),
    line.quantity,
  );
  let missing = line.quantity - kept.reduce((s, t) => s + t.quantity, 0);
  if (missing === 0 && kept.length === before.length && kept.every((t, i) => t === before[i])) return ok([]);

  const actions: CartAction[] = [];
  const targets = [...kept];
  if (spec.groupShipments && missing > 0 && targets.length > 0) {
    targets[0] = { ...targets[0]!, quantity: targets[0]!.quantity + missing };
    missing = 0;
  }
  const keys = cart.itemShippingAddresses.map((a) => a.key);
  const custom = fixedAddressCustomFields(spec);
  const sizes = spec.groupShipments ? (missing > 0 ? [missing] : []) : Array.from({ length: missing }, () => 1);
  for (const quantity of sizes) {
    const key = nextShipmentKey(keys);
    keys.push(key);
    const address: ItemShippingAddress = { ...plainAddress(spec.address), key, custom };
    actions.push({ action: 'addItemShippingAddress', address });
    if (spec.skipFulfillment && cart.shippingMode === 'Multiple') {
      actions.push({
        action: 'setCustomShippingMethod',
        shippingMethodName: custom.shippingMethodName ?? PICKUP_OPTION_NAME,
        price: ZERO_USD,
        shippingKey: key,
      });
    }
    targets.push({ addressKey: key, quantity });
  }
  actions.push({ action: 'setLineItemShippingDetails', lineItemId, shippingDetails: { targets } });
  return ok(actions);
}

/** Targets trimmed from the last backwards so they hold at most `quantity` units; emptied ones dropped. */
function trimTo(targets: readonly ShippingTarget[], quantity: number): ShippingTarget[] {
  let room = quantity;
  const out: ShippingTarget[] = [];
  for (const t of targets) {
    const take = Math.min(t.quantity, room);
    room -= take;
    if (take > 0) out.push(take === t.quantity ? t : { ...t, quantity: take });
  }
  return out;
}
