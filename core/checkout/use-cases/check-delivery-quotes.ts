import type { Cart, CartAction, ItemShippingAddress } from '../../cart/model';
import { HEAT_RESISTANT_PACKAGING_SUFFIX } from '../../cart/model';
import { domainError, err, ok, type Result } from '../../shared';
import { heatResistantPackagingCharge, type ShippingOfferSet, type ShippingOption } from '../../shipping/model';
import { carrierOptionsFor } from '../../shipping';
import { shipmentRequestsOf } from '../model/shipment-requests';
import { deliveryActions } from './select-delivery-option';
import type { CommercePort } from '../../../ports/commerce';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { Clock } from '../../../ports/clock';
import type { CustomerStore } from '../../../ports/customers';

/**
 * The message of 'shipping/price-changed' (core-cart-checkout §4 Shipping cost, Placing an order; no verbatim text in
 * the spec: the brief's words).
 */
export const SHIPPING_CHANGED_MESSAGE =
  'Your shipping changed with your cart. Please review your new total and place your order again.';

/**
 * One chosen delivery re-quoted for the cart as it is now: the shipment (its stored choice in `custom`:
 * shippingMethodId, priceCents), the stored price in cents of the cart's shipping method for it (`storedCents`:
 * Single mode, the one method's price, the sum of every shipment's; Multiple mode, the shipment key's entry; undefined
 * when the cart has none), and its offer set and option in the new quote (`option` undefined: no longer offered).
 */
export interface DeliveryRequote {
  readonly shipment: ItemShippingAddress;
  readonly storedCents: number | undefined;
  readonly set?: ShippingOfferSet;
  readonly option?: ShippingOption;
}

/** What a re-quote reads: the rate service, the clock (quotes follow cutoffs) and the owners' carrier flags. */
export interface DeliveryQuotePorts {
  readonly rates: Pick<ShippingRatesPort, 'quote'>;
  readonly clock: Clock;
  /** The owner's carrier allow flags (core-cart-checkout §3, §6); absent: every carrier allowed. */
  readonly carriers?: Pick<CustomerStore, 'carrierOptions'> | undefined;
}

/**
 * Re-quotes each chosen delivery of `cart` as SelectDeliveryOption quotes it (core-cart-checkout §4 Shipping cost, §7
 * shipping calculator; free ground at $59 per shipping address, §9): every shipment that needs a physical address is
 * quoted at once (shipments to one address count together), for the cart's owner (anonymous id, else customer id:
 * their carrier flags), with `filter` 'customerService' for a CX agent's order (§6: the hidden options too). Each
 * shipment with a chosen delivery (custom.shippingMethodId) is matched by that method id (stable: the name changes,
 * e.g. 'Standard Ground (FREE)' → 'Standard Ground'). Pickup shipments are not quoted (their price is fixed). Errors:
 * the rate service's ('shipping/invalid-postal-code', …).
 */
export async function requoteDeliveries(
  cart: Cart,
  ports: DeliveryQuotePorts,
  filter?: 'customerService',
): Promise<Result<readonly DeliveryRequote[]>> {
  const shipments = shipmentRequestsOf(cart);
  const chosen = cart.itemShippingAddresses.filter(
    (s) => s.custom.shippingMethodId !== undefined && shipments.some((r) => r.key === s.key),
  );
  if (chosen.length === 0) return ok([]);
  const carrierOptions = await carrierOptionsFor(ports.carriers, cart.anonymousId ?? cart.customerId);
  const quote = await ports.rates.quote({
    shipments,
    carrierOptions,
    ...(filter ? { filter } : {}),
    nowMs: ports.clock.nowMs(),
  });
  if (!quote.ok) return quote;
  return ok(
    chosen.map((shipment) => {
      const set = quote.value.find((q) => q.key === shipment.key);
      const option = set?.shippingOffers.find((o) => o.shippingMethodId === shipment.custom.shippingMethodId);
      const stored =
        cart.shippingMode === 'Single' ? cart.shippingInfo : cart.shipping.find((m) => m.shippingKey === shipment.key);
      return { shipment, storedCents: stored?.price.cents, ...(set && option ? { set, option } : {}) };
    }),
  );
}

/** The packaging charge (cents) of a shipment on the cart now: its heat-resistant packaging line's total, else 0. */
const packagingCentsOf = (cart: Cart, key: string): number =>
  cart.customLineItems
    .filter((c) => c.slug === `${key}${HEAT_RESISTANT_PACKAGING_SUFFIX}`)
    .reduce((a, c) => a + c.totalPrice.cents, 0);

/** The packaging charge (cents) the re-quoted option gives (2.95 with meltables unless included; §4). */
const quotedPackagingCents = (set: ShippingOfferSet, option: ShippingOption): number =>
  heatResistantPackagingCharge({
    containsMeltables: set.containsMeltables,
    heatResistantIncluded: option.heatResistantIncluded,
  }).cents;

/**
 * The re-quotes whose charge changed: the method is no longer offered, its price differs from the shipment's stored
 * priceCents, from the cart's method (Multiple: the key's; Single: the sum of every shipment's, pickup ones' stored
 * prices included), or its heat-resistant packaging charge differs.
 */
export function changedDeliveries(cart: Cart, requotes: readonly DeliveryRequote[]): DeliveryRequote[] {
  const quoted = new Map(requotes.flatMap((r) => (r.option ? [[r.shipment.key, r.option.price.cents]] : [])));
  const singleTotal = cart.itemShippingAddresses.reduce(
    (a, s) => a + (quoted.get(s.key) ?? s.custom.priceCents ?? 0),
    0,
  );
  const singleChanged = cart.shippingMode === 'Single' && requotes[0]?.storedCents !== singleTotal;
  return requotes.filter((r) => {
    if (!r.set || !r.option) return true;
    const cents = r.option.price.cents;
    if (cents !== r.shipment.custom.priceCents || singleChanged) return true;
    if (cart.shippingMode === 'Multiple' && r.storedCents !== cents) return true;
    return packagingCentsOf(cart, r.shipment.key) !== quotedPackagingCents(r.set, r.option);
  });
}

/**
 * The cart actions that store the re-quoted `changed` deliveries (core-cart-checkout §4 Shipping cost): an offered one
 * is set again as SelectDeliveryOption sets it (deliveryActions: custom fields, the custom shipping method, packaging;
 * its requestedDeliveryOn kept), Single mode's method priced at the sum of the re-quoted shipments; one no longer
 * offered loses its delivery custom fields, its packaging line and its method (Single mode: the cart's one), so the
 * delivery step asks for a choice again.
 */
export function requotedDeliveryActions(cart: Cart, changed: readonly DeliveryRequote[]): CartAction[] {
  const byKey = new Map(changed.map((r) => [r.shipment.key, r]));
  const requoted: Cart = {
    ...cart,
    itemShippingAddresses: cart.itemShippingAddresses.map((s) => {
      const r = byKey.get(s.key);
      return r ? { ...s, custom: { ...s.custom, priceCents: r.option?.price.cents ?? 0 } } : s;
    }),
  };
  const actions: CartAction[] = [];
  for (const r of changed) {
    const shipment = requoted.itemShippingAddresses.find((s) => s.key === r.shipment.key)!;
    if (r.set && r.option) {
      const requestedDeliveryOn = r.shipment.custom.requestedDeliveryOn ?? r.option.latestArrivalOn;
      actions.push(...deliveryActions(requoted, { shipment, set: r.set, option: r.option, requestedDeliveryOn }));
      continue;
    }
    const {
      shippingMethodId: _i,
      shippingMethodName: _n,
      priceCents: _p,
      requestedDeliveryOn: _r,
      ...rest
    } = r.shipment.custom;
    const { shipmentPickupCarrier: _c, shipmentPickupCarrierCode: _cc, ...custom } = rest;
    actions.push(
      { action: 'updateItemShippingAddress', address: { ...r.shipment, custom } },
      ...cart.customLineItems
        .filter((c) => c.slug === `${r.shipment.key}${HEAT_RESISTANT_PACKAGING_SUFFIX}`)
        .map((c): CartAction => ({ action: 'removeCustomLineItem', customLineItemId: c.id })),
    );
    if (cart.shippingMode === 'Multiple')
      actions.push({ action: 'removeCustomShippingMethod', shippingKey: r.shipment.key });
  }
  const dropped = changed.some((r) => !r.option);
  if (cart.shippingMode === 'Single' && dropped) actions.push({ action: 'removeCustomShippingMethod' });
  return actions;
}

/** What CheckDeliveryQuotes reads and changes: the quote's ports and the cart (commerce). */
export interface DeliveryQuoteCheckPorts extends DeliveryQuotePorts {
  readonly commerce: Pick<CommercePort, 'updateCart'>;
}

/**
 * The chosen deliveries' prices where the order is placed (core-cart-checkout §4 Shipping cost, Placing an order;
 * free ground at $59, §9; shell-account §9 "free ground shipping needs at least $59 spent after the discount"), run
 * by PlaceOrder before any payment, on the server: a delivery is stored on the cart at the price quoted when it was
 * chosen, and the cart may have changed since (a lower quantity, a removed line, a discount code). Each chosen delivery
 * is re-quoted for the cart as it is (requoteDeliveries; `cx`: a CX agent's order, quoted with the hidden options).
 * When every charge is as stored, ok. Otherwise the cart's shipping is stored at the re-quoted prices (or a delivery
 * no longer offered is removed: requotedDeliveryActions) and the answer is 'shipping/price-changed' (409) with
 * SHIPPING_CHANGED_MESSAGE and `details` `{ shipmentKeys, currentVersion }`: the shopper sees the new total before
 * placing the order again, so the order is charged the shipping the rules give. Errors of the quote and the cart update
 * are passed on.
 */
export class CheckDeliveryQuotes {
  constructor(private readonly ports: DeliveryQuoteCheckPorts) {}

  /** ok when the cart's shipping is as the rules quote it now; else it was re-quoted (see the class). */
  async execute(cart: Cart, options: { readonly cx?: boolean } = {}): Promise<Result<void>> {
    const requotes = await requoteDeliveries(cart, this.ports, options.cx ? 'customerService' : undefined);
    if (!requotes.ok) return requotes;
    const changed = changedDeliveries(cart, requotes.value);
    if (changed.length === 0) return ok(undefined);
    const updated = await this.ports.commerce.updateCart(cart.id, cart.version, requotedDeliveryActions(cart, changed));
    if (!updated.ok) return updated;
    const details = { shipmentKeys: changed.map((r) => r.shipment.key), currentVersion: updated.value.version };
    return err(domainError('shipping/price-changed', SHIPPING_CHANGED_MESSAGE, details));
  }
}
