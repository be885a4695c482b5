import type { Result } from '../core/shared';
import type { CalendarDate, SubscriptionRecord } from '../core/subscriptions';

/**
 * What a new subscription is made of (spec: catalogue-gifting §3 Subscription): every field of the record but those
 * the store assigns (`id`, `version`, `active`: true, `cancelReason`: none). `addedAt` is an ISO instant.
 */
export type SubscriptionDraft = Omit<SubscriptionRecord, 'id' | 'version' | 'active' | 'cancelReason'>;

/**
 * A change of a subscription: only the fields given change. `intervalDays: null` makes it one time;
 * `nextShipOn: null` clears the date; `cancelReason: null` clears the reason (on reactivation).
 */
export interface SubscriptionChanges {
  readonly quantity?: number;
  readonly intervalDays?: number | null;
  readonly nextShipOn?: CalendarDate | null;
  readonly shippingAddressId?: string;
  readonly paymentMethodId?: string | null;
  readonly active?: boolean;
  readonly cancelReason?: string | null;
}

/**
 * The state of a delivery run: 'pending' (due, not started or its worker died: its lease ran out), 'claimed' (a
 * worker holds it until `leaseUntil`), 'ordered' (its order is placed: `orderNumber`), 'declined' (the card was
 * declined: the subscriptions keep their ship date and the run is not retried until the customer sends the delivery
 * now or changes it), 'empty' (nothing was due any more when it ran).
 */
export type DeliveryRunStatus = 'pending' | 'claimed' | 'ordered' | 'declined' | 'empty';

/**
 * One attempt to turn a due delivery (a customer's active subscriptions shipping on `shipOn` to `shippingAddressId`,
 * spec: catalogue-gifting §3 Auto-delivery order) into an order. `id` is unique and stable: the order's idempotency
 * key and its cart's key derive from it, so a run retried after a crash finds the order it already placed.
 */
export interface DeliveryRun {
  readonly id: string;
  readonly customerId: string;
  readonly shippingAddressId: string;
  readonly shipOn: CalendarDate;
  readonly status: DeliveryRunStatus;
  /** Times this run was claimed (1 on its first claim). */
  readonly attempts: number;
  readonly orderNumber?: string;
  /** Why it failed (the gateway's message), for 'declined'. */
  readonly failure?: string;
  /** ISO instant of the last change. */
  readonly updatedAt: string;
}

/** How a claimed run ended: ordered (with the subscriptions the order held, each advanced), declined or empty. */
export type DeliveryRunOutcome =
  | {
      readonly status: 'ordered';
      readonly orderNumber: string;
      /** Each ordered subscription and its ship date afterwards (undefined: a one-time one, now inactive). */
      readonly advance: readonly { readonly subscriptionId: string; readonly nextShipOn?: CalendarDate }[];
    }
  | { readonly status: 'declined'; readonly failure: string }
  | { readonly status: 'empty' };

/**
 * The customers' auto-delivery subscriptions and the runs that order them (spec: catalogue-gifting §3, §4, §7;
 * DESIGN "work that runs on a schedule claims its rows in the database so that it runs exactly once across
 * processes and crashes"). A customer only ever reaches their own: every read and change names the customer.
 * Throws PortError when the store is unreachable.
 */
export interface SubscriptionStore {
  /** Stores a new active subscription at version 1 with a new numeric id. */
  create(draft: SubscriptionDraft): Promise<SubscriptionRecord>;
  /** The customer's subscription `id`; undefined when there is none or it is another customer's. */
  get(customerId: string, id: string): Promise<SubscriptionRecord | undefined>;
  /**
   * The id of the customer whose subscription `id` is (active or not), or undefined when there is none: for an
   * operator (the CLI's `nutshell subscriptions`) who acts on a subscription by id and then names its customer.
   */
  ownerOf(subscriptionId: string): Promise<string | undefined>;
  /** The customer's subscriptions, active only unless `includeInactive`; in no particular order. */
  list(customerId: string, options?: { readonly includeInactive?: boolean }): Promise<readonly SubscriptionRecord[]>;
  /**
   * Applies `changes` when the subscription is at `version` (then version + 1). Errors: 'subscription/not-found'
   * (none, or another customer's), 'subscription/version-conflict' (details.currentVersion).
   */
  update(
    customerId: string,
    id: string,
    version: number,
    changes: SubscriptionChanges,
  ): Promise<Result<SubscriptionRecord>>;

  /**
   * Makes a 'pending' run for every delivery due on or before `today` (active subscriptions whose next ship date is
   * that day or earlier, grouped by customer, address and date) that has no run which is pending, claimed or
   * declined; answers how many it made. Safe to call from several processes at once: a delivery gets one open run.
   */
  enqueueDue(today: CalendarDate): Promise<number>;
  /**
   * Makes (or reopens, when declined) the run of one customer's delivery to `shippingAddressId` on `shipOn`, for
   * sending it now; answers the run, or undefined when it is already claimed by a live worker.
   */
  openRun(customerId: string, shippingAddressId: string, shipOn: CalendarDate): Promise<DeliveryRun | undefined>;
  /**
   * Claims one run for `worker` for `leaseMs` milliseconds of wall-clock time: a pending run, or a claimed one whose
   * lease ran out (its worker died); `runId` claims that run only. Two workers never hold the same run: the claim is
   * one atomic statement (FOR UPDATE SKIP LOCKED on PostgreSQL). Undefined when there is none to claim.
   */
  claimRun(worker: string, leaseMs: number, runId?: string): Promise<DeliveryRun | undefined>;
  /**
   * The subscriptions a claimed run orders: the customer's active ones to that address whose next ship date is the
   * run's day (a run is made per ship date, so one left unplaced on an earlier day is not swept into it).
   */
  dueSubscriptions(run: DeliveryRun): Promise<readonly SubscriptionRecord[]>;
  /**
   * Ends a run `worker` holds, atomically with its effects: for 'ordered', each listed subscription whose next ship
   * date is still the run's day (or earlier) moves to its new date (or becomes inactive), so a skip made meanwhile is
   * kept. False (and nothing changes) when the worker no longer holds the run (its lease ran out and another took it).
   */
  finishRun(runId: string, worker: string, outcome: DeliveryRunOutcome): Promise<boolean>;
  /** The customer's runs in `statuses` (e.g. 'declined' for the account page), newest first. */
  runsOf(customerId: string, statuses: readonly DeliveryRunStatus[]): Promise<readonly DeliveryRun[]>;
  /** Every run of a day (any customer), for the CLI's and the bench's report. */
  runsOn(shipOn: CalendarDate): Promise<readonly DeliveryRun[]>;
}
