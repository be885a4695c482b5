import { domainError, err, ok, type Result } from '../../core/shared';
import { weeksToDays, type Delivery, type Subscription } from '../../core/subscriptions';
import type { AccountService } from '../../ports/account-service';
import type { AutoDeliveryService } from '../../ports/auto-delivery-service';
import {
  NO_CUSTOMER_WITH_EMAIL,
  type DeskDelivery,
  type DeskRunReport,
  type SubscriptionDesk,
} from '../../ports/subscription-desk';
import type { SubscriptionStore } from '../../ports/subscriptions';

/** What the in-process desk is built from; `leaseMs` is how long a worker holds a delivery run (env). */
export interface SubscriptionDeskParts {
  readonly autoDelivery: AutoDeliveryService;
  readonly store: Pick<SubscriptionStore, 'ownerOf'>;
  readonly accounts: Pick<AccountService, 'customer' | 'customerByEmail'>;
  readonly leaseMs?: number;
}

const NO_SUBSCRIPTION = () => err(domainError('subscription/not-found', 'No subscription with that id.'));

/** A delivery as the desk lists it: its subscriptions by id. */
function deskDelivery(d: Delivery<Subscription>): DeskDelivery {
  return {
    id: d.id,
    shipOn: d.shipOn,
    shippingAddressId: d.shippingAddressId,
    ...(d.interval === undefined ? {} : { interval: d.interval }),
    subscriptionIds: d.subscriptions.map((s) => s.id),
    subtotal: d.totals.subtotal,
  };
}

/**
 * The in-process subscription desk (ports/subscription-desk.ts): the AutoDeliveryService for the customer of an
 * e-mail (AccountService.customerByEmail) or the owner of a subscription id (SubscriptionStore.ownerOf); the run-due
 * report with each customer's e-mail (one lookup per customer). Used by the CLI in-process and by the local server's
 * `/nutshell/subscriptions` routes.
 */
export function subscriptionDesk(p: SubscriptionDeskParts): SubscriptionDesk {
  /** Runs `act` for the owner of `subscriptionId`, or answers 'subscription/not-found'. */
  async function asOwner<T>(subscriptionId: string, act: (customerId: string) => Promise<Result<T>>) {
    const owner = /^\d{1,18}$/.test(subscriptionId) ? await p.store.ownerOf(subscriptionId) : undefined;
    return owner === undefined ? NO_SUBSCRIPTION() : act(owner);
  }
  return {
    async list(email, { includeInactive }) {
      const customer = await p.accounts.customerByEmail(email);
      if (!customer) return err(domainError('resource/not-found', NO_CUSTOMER_WITH_EMAIL));
      const subscriptions = await p.autoDelivery.subscriptions(customer.id, includeInactive);
      if (!subscriptions.ok) return subscriptions;
      const next = await p.autoDelivery.nextDeliveries(customer.id);
      if (!next.ok) return next;
      return ok({
        customer: { id: customer.id, email: customer.email },
        subscriptions: subscriptions.value,
        deliveries: next.value.deliveries.map(deskDelivery),
      });
    },
    change: (action, { subscriptionId, reason }) =>
      asOwner(subscriptionId, (customerId) =>
        p.autoDelivery.changeState(action, { customerId, subscriptionId, ...(reason ? { reason } : {}) }),
      ),
    setInterval: (subscriptionId, weeks) =>
      asOwner(subscriptionId, (customerId) =>
        p.autoDelivery.update({ customerId, subscriptionId, intervalDays: weeksToDays(weeks) }),
      ),
    sendNow: (subscriptionId, worker) =>
      asOwner(subscriptionId, async (customerId) => {
        const sent = await p.autoDelivery.sendNow({ customerId, subscriptionId }, worker);
        if (sent.ok && sent.value.status === 'declined')
          return err(domainError('payment/declined', sent.value.failure));
        return sent;
      }),
    async runDue({ date, worker }) {
      const lease = p.leaseMs === undefined ? {} : { leaseMs: p.leaseMs };
      const ran = await p.autoDelivery.runDue(worker, { ...(date ? { date } : {}), ...lease });
      if (!ran.ok) return ran;
      const emails = new Map<string, string | undefined>();
      for (const { customerId } of [...ran.value.ordered, ...ran.value.declined]) {
        if (!emails.has(customerId)) emails.set(customerId, (await p.accounts.customer(customerId))?.email);
      }
      const withEmail = <T extends { readonly customerId: string }>(entry: T) => {
        const email = emails.get(entry.customerId);
        return email === undefined ? entry : { ...entry, email };
      };
      const report: DeskRunReport = {
        ...ran.value,
        ordered: ran.value.ordered.map(withEmail),
        declined: ran.value.declined.map(withEmail),
      };
      return ok(report);
    },
  };
}
