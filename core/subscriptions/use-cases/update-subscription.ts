import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { isCalendarDate, type Subscription } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { PaymentVaultPort } from '../../../ports/payments';
import type { SubscriptionChanges } from '../../../ports/subscriptions';
import { intervalDaysSchema } from './create-subscription';
import {
  changeSubscription,
  priceSubscriptions,
  requireActive,
  todayOf,
  type SubscriptionReads,
} from './subscription-context';

const inputSchema = z.strictObject({
  customerId: z.string().min(1),
  subscriptionId: z.string().regex(/^\d{1,18}$/),
  quantity: z.number().int().min(1).max(4999).optional(),
  /** Days between deliveries; null: one time. */
  intervalDays: intervalDaysSchema.nullable().optional(),
  shippingAddressId: z.string().min(1).max(100).optional(),
  paymentMethodId: z.string().min(1).max(100).optional(),
  nextShipOn: z.string().refine(isCalendarDate, { message: 'Choose a date.' }).optional(),
});

/** The input of UpdateSubscription: the subscription and the fields to change. */
export type UpdateSubscriptionInput = z.input<typeof inputSchema>;

/**
 * Changes an active subscription (spec: catalogue-gifting §4 "update (retried on concurrent modification)"; §7
 * update): quantity, interval, address (one of the customer's saved ones), card (one of their saved ones) or next ship
 * date (after today). Retried on a concurrent change (changeSubscription). Errors: 'validation/invalid',
 * 'subscription/invalid-interval', 'subscription/not-found', 'subscription/inactive', 'account/address-not-found',
 * 'payment/method-not-found', 'subscription/version-conflict' after the last attempt.
 */
export class UpdateSubscription {
  constructor(
    private readonly deps: SubscriptionReads & {
      readonly customers: Pick<CustomerStore, 'addresses'>;
      readonly vault: Pick<PaymentVaultPort, 'listCards'>;
    },
  ) {}

  async execute(raw: UpdateSubscriptionInput): Promise<Result<Subscription>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const interval = parsed.error.issues.find((i) => i.path[0] === 'intervalDays');
      if (interval) return err(domainError('subscription/invalid-interval', interval.message));
      return err(domainError('validation/invalid', 'Invalid subscription change.'));
    }
    const { customerId, subscriptionId, ...fields } = parsed.data;
    const owned = await this.checkOwned(customerId, fields);
    if (!owned.ok) return owned;
    const today = todayOf(this.deps.clock);
    if (fields.nextShipOn !== undefined && fields.nextShipOn <= today) {
      return err(domainError('validation/invalid', 'Choose a ship date after today.'));
    }
    const changed = await changeSubscription(this.deps.store, customerId, subscriptionId, (current) => {
      const active = requireActive(current);
      return active.ok ? ok(fields satisfies SubscriptionChanges) : active;
    });
    if (!changed.ok) return changed;
    const [priced] = await priceSubscriptions(this.deps.commerce, [changed.value]);
    return ok(priced!);
  }

  /** The address and card named must be the customer's own. */
  private async checkOwned(
    customerId: string,
    fields: { readonly shippingAddressId?: string; readonly paymentMethodId?: string },
  ): Promise<Result<void>> {
    if (fields.shippingAddressId !== undefined) {
      const book = await this.deps.customers.addresses(customerId);
      if (!book.some((a) => a.id === fields.shippingAddressId)) {
        return err(domainError('account/address-not-found', 'We could not find that address.'));
      }
    }
    if (fields.paymentMethodId !== undefined) {
      const cards = await this.deps.vault.listCards(customerId);
      if (!cards.some((c) => c.id === fields.paymentMethodId)) {
        return err(domainError('payment/method-not-found', 'We could not find that card. It may have been removed.'));
      }
    }
    return ok(undefined);
  }
}
