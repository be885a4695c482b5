import { domainError, err, ok, type Result } from '../../shared';
import type { Cart, CartAction, Order } from '../../cart/model';
import type { SetShippingAddress } from '../../cart';
import { shipmentRequestsOf } from '../../checkout/model';
import type { PlaceOrder, SelectDeliveryOption } from '../../checkout';
import type { QuoteShipping } from '../../shipping';
import {
  deliveryDeclinedMail,
  shipOnAfterDelivery,
  subscriptionChannelKey,
  type CalendarDate,
  type SubscriptionRecord,
} from '../model';
import type { Clock } from '../../../ports/clock';
import type { CommercePort } from '../../../ports/commerce';
import type { CustomerStore } from '../../../ports/customers';
import type { MailPort } from '../../../ports/mail';
import type { PaymentVaultPort } from '../../../ports/payments';
import type { DeliveryRun, DeliveryRunOutcome, SubscriptionStore } from '../../../ports/subscriptions';
import { todayOf, variantOf } from './subscription-context';

/** What placing a delivery's order takes: checkout's use cases over the commerce platform, the wallet and mail. */
export interface PlaceDeliveryOrderDeps {
  readonly store: Pick<SubscriptionStore, 'dueSubscriptions'>;
  readonly commerce: Pick<
    CommercePort,
    'getCartByKey' | 'createCart' | 'getOrderByIdempotencyKey' | 'getProductBySku' | 'getCartById'
  >;
  readonly customers: Pick<CustomerStore, 'byId' | 'addresses'>;
  readonly vault: Pick<PaymentVaultPort, 'listCards' | 'nonceForCard'>;
  readonly setShippingAddress: Pick<SetShippingAddress, 'execute'>;
  readonly quoteShipping: Pick<QuoteShipping, 'execute'>;
  readonly selectDeliveryOption: Pick<SelectDeliveryOption, 'execute'>;
  readonly placeOrder: Pick<PlaceOrder, 'execute'>;
  /** Today's date (a late run's subscriptions move past it); absent: each moves one interval on from its day. */
  readonly clock?: Clock;
  /** Where the "could not be placed" mail goes, and the site's origin its link starts with. */
  readonly mail?: MailPort;
  readonly siteUrl?: string;
}

/**
 * The idempotency key of a run's order and the key of its cart: both derive from the run id, so a retry finds them
 * ('auto-delivery-42'; long enough for PlaceOrder's 8 to 100 characters whatever the run id).
 */
export function deliveryOrderKey(runId: string): string {
  return `auto-delivery-${runId}`;
}

/** A failure that leaves the delivery unplaced (not retried by itself): its message for the customer. */
class Unplaced {
  constructor(readonly failure: string) {}
}

/**
 * Turns a claimed delivery run into an order (spec: catalogue-gifting §3 Auto-delivery order; §4 Subscription; DESIGN
 * "work that runs on a schedule … runs exactly once across processes and crashes"): a cart keyed by the run
 * (deliveryOrderKey) with each due subscription's SKU and quantity, priced at today's catalogue from the auto-delivery
 * channel (subscriptionChannelKey) and marked with its interval, shipped to the subscription's saved address by the
 * cheapest offer, paid with the subscription's saved card (else the customer's default), and placed by PlaceOrder
 * with the run's idempotency key, which mails the order confirmation. Each step first looks for what an earlier
 * attempt of the same run made (the cart by key, the order by idempotency key), so a run retried after a crash
 * places its order once. Outcomes: 'ordered' (each subscription advanced by its interval, a one-time one ended),
 * 'empty' (nothing due any more), 'declined' (the card was declined, or the order was refused: the customer is
 * mailed; the run is not retried by itself). A port that throws propagates: the run stays claimed and is retried
 * when its lease runs out.
 */
export class PlaceDeliveryOrder {
  constructor(private readonly deps: PlaceDeliveryOrderDeps) {}

  async execute(run: DeliveryRun): Promise<DeliveryRunOutcome> {
    const key = deliveryOrderKey(run.id);
    const subscriptions = await this.deps.store.dueSubscriptions(run);
    const placedBefore = await this.deps.commerce.getOrderByIdempotencyKey(key);
    if (placedBefore)
      return ordered(placedBefore.orderNumber, heldBy(placedBefore, subscriptions), run, this.placedOn(run));
    if (subscriptions.length === 0) return { status: 'empty' };
    const placed = await this.place(run, subscriptions);
    if (placed instanceof Unplaced) {
      await this.tellCustomer(run, placed.failure);
      return { status: 'declined', failure: placed.failure };
    }
    return ordered(placed, subscriptions, run, this.placedOn(run));
  }

  /** The day the run's order counts as placed: today by the clock, never before the run's own day. */
  private placedOn(run: DeliveryRun): CalendarDate {
    const today = this.deps.clock ? todayOf(this.deps.clock) : run.shipOn;
    return today > run.shipOn ? today : run.shipOn;
  }

  /** Places the run's order: its number, or why it could not be placed. */
  private async place(run: DeliveryRun, subscriptions: readonly SubscriptionRecord[]): Promise<string | Unplaced> {
    const customer = await this.deps.customers.byId(run.customerId);
    if (!customer) return new Unplaced('The account no longer exists.');
    const saved = (await this.deps.customers.addresses(run.customerId)).find((a) => a.id === run.shippingAddressId);
    if (!saved) return new Unplaced('The delivery address was removed from the Address Book.');
    const cart = await this.cartOf(run, customer.email, subscriptions);
    if (!cart.ok) return new Unplaced(cart.error.message);
    const addressed = await this.deps.setShippingAddress.execute({
      cart: cart.value,
      email: customer.email,
      address: saved.address,
    });
    if (!addressed.ok) return new Unplaced(addressed.error.message);
    const delivered = await this.chooseDelivery(run.customerId, addressed.value);
    if (!delivered.ok) return new Unplaced(delivered.error.message);
    const nonce = await this.cardNonce(run.customerId, subscriptions);
    if (!nonce.ok) return new Unplaced(nonce.error.message);
    const order = await this.deps.placeOrder.execute({
      anonymousId: run.customerId,
      cartId: delivered.value.id,
      version: delivered.value.version,
      paymentNonces: [nonce.value],
      idempotencyKey: deliveryOrderKey(run.id),
    });
    return order.ok ? order.value.order.orderNumber : new Unplaced(order.error.message);
  }

  /** The run's cart: the one an earlier attempt made (by key), else a new one holding the due subscriptions. */
  private async cartOf(
    run: DeliveryRun,
    email: string,
    subscriptions: readonly SubscriptionRecord[],
  ): Promise<Result<Cart>> {
    const key = deliveryOrderKey(run.id);
    const earlier = await this.deps.commerce.getCartByKey(key);
    if (earlier) return ok(earlier);
    const actions: CartAction[] = [];
    for (const s of subscriptions) {
      const found = await variantOf(this.deps.commerce, s.sku);
      if (!found) continue;
      const channelKey = subscriptionChannelKey(found.variant, s.channelKey);
      actions.push({
        action: 'addLineItem',
        sku: s.sku,
        quantity: s.quantity,
        ...(channelKey ? { distributionChannelKey: channelKey } : {}),
        custom: s.intervalDays === undefined ? {} : { autoDeliveryInterval: s.intervalDays },
      });
    }
    if (actions.length === 0) return err(domainError('product/sku-not-found', 'None of the items is sold any more.'));
    const created = await this.deps.commerce.createCart({
      key,
      anonymousId: run.customerId,
      customerId: run.customerId,
      customerEmail: email,
      country: 'US',
      actions,
    });
    if (created.ok || created.error.code !== 'cart/duplicate-key') return created;
    const raced = await this.deps.commerce.getCartByKey(key);
    return raced ? ok(raced) : created;
  }

  /** Sets the cheapest offer the shipment has (a shopper's own carriers honoured) as its delivery. */
  private async chooseDelivery(customerId: string, cart: Cart): Promise<Result<Cart>> {
    const quote = await this.deps.quoteShipping.execute({ shipments: shipmentRequestsOf(cart), ownerId: customerId });
    if (!quote.ok) return quote;
    const offers = (quote.value[0]?.shippingOffers ?? []).filter((o) => !o.hidden);
    const cheapest = [...offers].sort((a, b) => a.price.cents - b.price.cents || a.position - b.position)[0];
    if (!cheapest) return err(domainError('shipping/unknown-option', 'No delivery option ships to that address.'));
    return this.deps.selectDeliveryOption.execute({
      anonymousId: customerId,
      cartId: cart.id,
      version: cart.version,
      shipmentKey: quote.value[0]!.key,
      shippingMethodId: cheapest.shippingMethodId,
    });
  }

  /** A single-use nonce of the subscriptions' saved card, else of the customer's default card. */
  private async cardNonce(customerId: string, subscriptions: readonly SubscriptionRecord[]): Promise<Result<string>> {
    const cards = await this.deps.vault.listCards(customerId);
    const named = subscriptions.map((s) => s.paymentMethodId).find((id) => cards.some((c) => c.id === id));
    const card = named ?? (cards.find((c) => c.isDefault) ?? cards[0])?.id;
    if (!card) return err(domainError('subscription/no-payment-method', 'There is no saved card to pay with.'));
    const nonce = await this.deps.vault.nonceForCard(customerId, card);
    return nonce.ok ? ok(nonce.value.nonce) : nonce;
  }

  /** Mails the customer that the delivery was not placed; never throws (the run's outcome stands). */
  private async tellCustomer(run: DeliveryRun, failure: string): Promise<void> {
    const { mail, siteUrl } = this.deps;
    if (!mail || siteUrl === undefined) return;
    try {
      const customer = await this.deps.customers.byId(run.customerId);
      if (customer) await mail.send(deliveryDeclinedMail({ to: customer.email, shipOn: run.shipOn, failure, siteUrl }));
    } catch {
      // The mail adapter logs its failures; the account page shows the unplaced delivery either way.
    }
  }
}

/**
 * The subscriptions an order placed earlier for the run holds: those its lines cover, SKU by SKU (by id, as long as
 * the SKU's ordered quantity lasts). A subscription that joined the delivery after that order was placed (sent now
 * while the run's worker had died) is not in it, so it is not moved on and gets its own run.
 */
function heldBy(order: Order, subscriptions: readonly SubscriptionRecord[]): SubscriptionRecord[] {
  const left = new Map<string, number>();
  for (const l of order.cart.lineItems) left.set(l.variant.sku, (left.get(l.variant.sku) ?? 0) + l.quantity);
  return [...subscriptions]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .filter((s) => {
      const quantity = left.get(s.sku) ?? 0;
      if (quantity < s.quantity) return false;
      left.set(s.sku, quantity - s.quantity);
      return true;
    });
}

/** The 'ordered' outcome: the order number and each subscription's next ship date after this delivery. */
function ordered(
  orderNumber: string,
  subscriptions: readonly SubscriptionRecord[],
  run: DeliveryRun,
  placedOn: CalendarDate,
): DeliveryRunOutcome {
  return {
    status: 'ordered',
    orderNumber,
    advance: subscriptions.map((s) => {
      const next = shipOnAfterDelivery(s, run.shipOn, placedOn);
      return { subscriptionId: s.id, ...(next ? { nextShipOn: next } : {}) };
    }),
  };
}
