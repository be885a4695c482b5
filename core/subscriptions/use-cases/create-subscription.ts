import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import {
  DEFAULT_AUTO_DELIVERY_OPTION,
  DEFAULT_INTERVAL_DAYS,
  firstShipOn,
  isIntervalChoice,
  isSubscribable,
  type Subscription,
} from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { PaymentVaultPort } from '../../../ports/payments';
import { priceSubscriptions, todayOf, variantOf, type SubscriptionReads } from './subscription-context';

const INTERVAL_MESSAGE = 'Choose an interval of 1, 2, 3, 4, 6, 8, 10 or 12 weeks.';

/** An interval in days: one of the §9 choices (7 to 84, whole weeks); anything else gets the same message. */
export const intervalDaysSchema = z
  .number({ message: INTERVAL_MESSAGE })
  .int({ message: INTERVAL_MESSAGE })
  .refine(isIntervalChoice, { message: INTERVAL_MESSAGE });

const inputSchema = z.strictObject({
  customerId: z.string().min(1),
  sku: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(4999).default(1),
  /** Days between deliveries; null: one time; absent: the default 42. */
  intervalDays: intervalDaysSchema.nullable().optional(),
  shippingAddressId: z.string().min(1).max(100).optional(),
  paymentMethodId: z.string().min(1).max(100).optional(),
});

/** The input of CreateSubscription. */
export type CreateSubscriptionInput = z.input<typeof inputSchema>;

/** The ports CreateSubscription needs beyond the reads: the address book and the wallet. */
export interface CreateSubscriptionDeps extends SubscriptionReads {
  readonly customers: Pick<CustomerStore, 'addresses'>;
  readonly vault: Pick<PaymentVaultPort, 'listCards'>;
}

/**
 * Subscribes a customer to a SKU (spec: catalogue-gifting §4 Subscription "create"; §7 create; the add-to-auto-delivery
 * control): `quantity` units every `intervalDays` days (default 42; null ships one time), to the saved address named
 * (default: the default address, else the first), paid with the saved card named (default: the default card, else the
 * first). The first delivery joins the soonest one already planned to that address, else ships the next ship day
 * (firstShipOn). Priced from the 'autoDeliveryOff5' option's channel. Errors: 'validation/invalid',
 * 'subscription/invalid-interval', 'product/sku-not-found', 'subscription/not-eligible' (wholesale, not eligible or
 * inactive), 'subscription/no-address', 'account/address-not-found', 'subscription/no-payment-method',
 * 'payment/method-not-found'.
 */
export class CreateSubscription {
  constructor(private readonly deps: CreateSubscriptionDeps) {}

  async execute(raw: CreateSubscriptionInput): Promise<Result<Subscription>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const interval = parsed.error.issues.find((i) => i.path[0] === 'intervalDays');
      if (interval) return err(domainError('subscription/invalid-interval', interval.message));
      return err(domainError('validation/invalid', 'Invalid subscription request.'));
    }
    const input = parsed.data;
    const found = await variantOf(this.deps.commerce, input.sku);
    if (!found) return err(domainError('product/sku-not-found', `No product variant with SKU ${input.sku}`));
    if (!isSubscribable(found.variant)) {
      return err(domainError('subscription/not-eligible', 'This item is not available for Auto-Delivery.'));
    }
    const address = await this.addressOf(input.customerId, input.shippingAddressId);
    if (!address.ok) return address;
    const card = await this.cardOf(input.customerId, input.paymentMethodId);
    if (!card.ok) return card;
    const planned = await this.deps.store.list(input.customerId, { includeInactive: false });
    const record = await this.deps.store.create({
      customerId: input.customerId,
      sku: input.sku,
      quantity: input.quantity,
      ...(input.intervalDays === null ? {} : { intervalDays: input.intervalDays ?? DEFAULT_INTERVAL_DAYS }),
      nextShipOn: firstShipOn(todayOf(this.deps.clock), planned, address.value),
      addedAt: new Date(this.deps.clock.nowMs()).toISOString(),
      shippingAddressId: address.value,
      paymentMethodId: card.value,
      channelKey: DEFAULT_AUTO_DELIVERY_OPTION.channelKey,
    });
    const [priced] = await priceSubscriptions(this.deps.commerce, [record]);
    return ok(priced!);
  }

  private async addressOf(customerId: string, wanted: string | undefined): Promise<Result<string>> {
    const book = await this.deps.customers.addresses(customerId);
    if (wanted !== undefined) {
      return book.some((a) => a.id === wanted)
        ? ok(wanted)
        : err(domainError('account/address-not-found', 'We could not find that address.'));
    }
    const chosen = book.find((a) => a.isDefault) ?? book[0];
    return chosen
      ? ok(chosen.id)
      : err(domainError('subscription/no-address', 'Add a shipping address to your Address Book first.'));
  }

  private async cardOf(customerId: string, wanted: string | undefined): Promise<Result<string>> {
    const cards = await this.deps.vault.listCards(customerId);
    if (wanted !== undefined) {
      return cards.some((c) => c.id === wanted)
        ? ok(wanted)
        : err(domainError('payment/method-not-found', 'We could not find that card. It may have been removed.'));
    }
    const chosen = cards.find((c) => c.isDefault) ?? cards[0];
    return chosen
      ? ok(chosen.id)
      : err(domainError('subscription/no-payment-method', 'Add a card to your Wallet first.'));
  }
}
