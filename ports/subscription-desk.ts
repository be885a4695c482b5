import type { Money, Result } from '../core/shared';
import type { CalendarDate, RunDueReport, Subscription } from '../core/subscriptions';
import type { DeliveryRunOutcome } from './subscriptions';

/** The message of an e-mail without an account (error 'resource/not-found', exit 3). */
export const NO_CUSTOMER_WITH_EMAIL = 'No customer with that e-mail.';

/**
 * An upcoming delivery as the desk lists it (spec: catalogue-gifting §3 Auto-delivery order): its group id, ship
 * date, saved address id, shortest interval in days (absent: every one ships one time), the ids of its subscriptions
 * and its subtotal (the sum of their discounted extended prices, integer cents).
 */
export interface DeskDelivery {
  readonly id: string;
  readonly shipOn: CalendarDate;
  readonly shippingAddressId: string;
  readonly interval?: number;
  readonly subscriptionIds: readonly string[];
  readonly subtotal: Money;
}

/**
 * A customer's subscriptions as a CX agent sees them: the customer (id, e-mail), their subscriptions (active ones, or
 * all with `includeInactive`) in the spec's order (§4: by next ship date, then added date; inactive last), and their
 * upcoming deliveries, soonest first.
 */
export interface SubscriptionListing {
  readonly customer: { readonly id: string; readonly email: string };
  readonly subscriptions: readonly Subscription[];
  readonly deliveries: readonly DeskDelivery[];
}

/** What the desk does to one subscription: skip its next delivery, cancel it (with a reason), reactivate it. */
export type DeskAction = 'skip' | 'cancel' | 'resume';

/** A scheduler's day as the desk reports it: RunDueReport with each ordered and declined run's customer e-mail. */
export interface DeskRunReport extends Omit<RunDueReport, 'ordered' | 'declined'> {
  readonly ordered: readonly (RunDueReport['ordered'][number] & { readonly email?: string })[];
  readonly declined: readonly (RunDueReport['declined'][number] & { readonly email?: string })[];
}

/**
 * A CX agent's subscription desk (`nutshell subscriptions`; spec: catalogue-gifting §4 Subscription, DESIGN: CX agents
 * "manage subscriptions" from the CLI): any customer's subscriptions by e-mail, and actions on any subscription by
 * id (its owner is looked up: SubscriptionStore.ownerOf). In-process it is the AutoDeliveryService on the database;
 * while a local server holds the data directory it is that server's `/nutshell/subscriptions` routes (behind the API
 * client's bearer token). `worker` names the process that places orders (delivery runs' claims), e.g. 'cli-4242'.
 * Errors: 'resource/not-found' (NO_CUSTOMER_WITH_EMAIL), 'subscription/not-found', 'validation/invalid',
 * 'subscription/invalid-interval', 'subscription/inactive', 'subscription/version-conflict', 'payment/declined' (send
 * now: the card was declined; the message says why). Throws PortError when the service is unreachable or answers out
 * of contract.
 */
export interface SubscriptionDesk {
  list(email: string, options: { readonly includeInactive: boolean }): Promise<Result<SubscriptionListing>>;
  /** Skips, cancels (`reason` required) or reactivates the subscription: it afterwards. */
  change(
    action: DeskAction,
    input: { readonly subscriptionId: string; readonly reason?: string },
  ): Promise<Result<Subscription>>;
  /** Sets the interval to `weeks` (one of AUTO_DELIVERY_INTERVAL_WEEKS): the subscription afterwards. */
  setInterval(subscriptionId: string, weeks: number): Promise<Result<Subscription>>;
  /** Sends the subscription's delivery now: the run's outcome ('ordered' with its order number, or 'empty'). */
  sendNow(subscriptionId: string, worker: string): Promise<Result<DeliveryRunOutcome>>;
  /** The scheduler's day `date` (default: today in the warehouse's zone), ordered by `worker`. */
  runDue(input: { readonly date?: CalendarDate; readonly worker: string }): Promise<Result<DeskRunReport>>;
}
