import { ok, type Result } from '../../shared';
import { isAutoDeliveryLine, isSameDeliveryLocation, shipmentsOf, type Address, type Order } from '../../cart/model';
import { addDays, DEFAULT_AUTO_DELIVERY_OPTION, type SubscriptionRecord } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { PaymentVaultPort } from '../../../ports/payments';
import type { SubscriptionStore } from '../../../ports/subscriptions';
import type { Clock } from '../../../ports/clock';
import { todayOf } from './subscription-context';

/**
 * A placed order's auto-delivery lines become the customer's subscriptions (spec: catalogue-gifting §4 "A line with
 * an interval is a subscription item"; core-cart-checkout §3 line custom field autoDeliveryInterval, in days; §4
 * guest checkout is not offered with such lines). For an order of a signed-in customer, each line with an interval
 * makes one subscription of its SKU and quantity, every interval days from the order's day on (this order is the
 * first delivery: the next ships today + interval), to the line's shipment address (the saved address at that
 * location, else that address saved to the Address Book), paid with the saved card the order was paid with (matched
 * by brand and last four; else the customer's default card when a delivery is placed). A guest's order, an order
 * without such lines, or one already subscribed (`sourceOrderNumber`, a retried call) makes none. Answers the
 * subscriptions made.
 */
export class SubscribeOrderLines {
  constructor(
    private readonly deps: {
      readonly store: Pick<SubscriptionStore, 'create' | 'list'>;
      readonly customers: Pick<CustomerStore, 'addresses' | 'saveAddress'>;
      readonly vault: Pick<PaymentVaultPort, 'listCards'>;
      readonly clock: Clock;
    },
  ) {}

  async execute(order: Order): Promise<Result<readonly SubscriptionRecord[]>> {
    const customerId = order.cart.customerId;
    const lines = order.cart.lineItems.filter(isAutoDeliveryLine);
    if (!customerId || lines.length === 0) return ok([]);
    const existing = await this.deps.store.list(customerId, { includeInactive: true });
    if (existing.some((s) => s.sourceOrderNumber === order.orderNumber)) return ok([]);
    const paymentMethodId = await this.cardOf(customerId, order);
    const today = todayOf(this.deps.clock);
    const shipments = shipmentsOf(order.cart);
    const made: SubscriptionRecord[] = [];
    for (const line of lines) {
      const address = shipments.find((s) => s.lines.some((l) => l.lineItemId === line.id))?.address;
      const addressId = await this.addressIdOf(customerId, address ?? order.shippingAddress);
      if (!addressId) continue;
      const intervalDays = line.custom.autoDeliveryInterval!;
      made.push(
        await this.deps.store.create({
          customerId,
          sku: line.variant.sku,
          quantity: line.quantity,
          intervalDays,
          nextShipOn: addDays(today, intervalDays),
          addedAt: new Date(this.deps.clock.nowMs()).toISOString(),
          shippingAddressId: addressId,
          ...(paymentMethodId ? { paymentMethodId } : {}),
          channelKey: line.price.channelKey ?? DEFAULT_AUTO_DELIVERY_OPTION.channelKey,
          sourceOrderNumber: order.orderNumber,
        }),
      );
    }
    return ok(made);
  }

  /** The saved address at `address`'s delivery location, else `address` saved to the book; undefined without one. */
  private async addressIdOf(customerId: string, address: Address | undefined): Promise<string | undefined> {
    if (!address) return undefined;
    const { key: _key, custom: _custom, ...plain } = address as Address & { key?: string; custom?: unknown };
    const book = await this.deps.customers.addresses(customerId);
    const same = book.find((a) => isSameDeliveryLocation(a.address, plain));
    if (same) return same.id;
    const saved = await this.deps.customers.saveAddress(
      customerId,
      { address: plain, isDefault: book.length === 0 },
      this.deps.clock.nowMs(),
    );
    return saved?.id;
  }

  /** The saved card the order's card payment was made with (brand and last four), if it is in the wallet. */
  private async cardOf(customerId: string, order: Order): Promise<string | undefined> {
    const card = order.payments.find((p) => p.method === 'card');
    if (!card) return undefined;
    const cards = await this.deps.vault.listCards(customerId);
    return cards.find((c) => c.last4 === card.cardLast4 && c.brand === card.cardBrand)?.id;
  }
}
