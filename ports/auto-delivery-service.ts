import type { Result } from '../core/shared';
import type {
  CreateSubscriptionInput,
  DeliveryTarget,
  NextDeliveries,
  RunDueReport,
  Subscription,
  SubscriptionAction,
  UpdateSubscriptionInput,
} from '../core/subscriptions';
import type { DeliveryRunOutcome } from './subscriptions';

/**
 * The local server's and the CLI's view of the auto-delivery use cases (spec: catalogue-gifting §4 Subscription, §7
 * auto-delivery calls), each call for one customer by id (the route has checked that the session is that customer, or
 * the CLI that its operator may act). `worker` names the process placing orders (for delivery runs' claims).
 * Errors are the use cases' (core/subscriptions), as Results.
 */
export interface AutoDeliveryService {
  nextDeliveries(customerId: string): Promise<Result<NextDeliveries>>;
  subscriptions(customerId: string, includeInactive: boolean): Promise<Result<readonly Subscription[]>>;
  create(input: CreateSubscriptionInput): Promise<Result<Subscription>>;
  update(input: UpdateSubscriptionInput): Promise<Result<Subscription>>;
  changeState(
    action: SubscriptionAction,
    input: { readonly customerId: string; readonly subscriptionId: string; readonly reason?: string },
  ): Promise<Result<Subscription>>;
  skipDelivery(target: DeliveryTarget): Promise<Result<readonly Subscription[]>>;
  sendNow(target: DeliveryTarget, worker: string): Promise<Result<DeliveryRunOutcome>>;
  /** The scheduler's day: every delivery due on or before `date` (default: today) ordered once. */
  runDue(
    worker: string,
    options?: { readonly date?: string; readonly limit?: number; readonly leaseMs?: number },
  ): Promise<Result<RunDueReport>>;
}
