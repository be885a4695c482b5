import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { isCalendarDate, type CalendarDate } from '../model';
import type { Clock } from '../../../ports/clock';
import type { DeliveryRun, DeliveryRunOutcome, SubscriptionStore } from '../../../ports/subscriptions';
import type { PlaceDeliveryOrder } from './place-delivery-order';
import { todayOf } from './subscription-context';

/** How long a worker holds a claimed run before another may take it over (a worker that died): 60 s of wall clock. */
export const DEFAULT_RUN_LEASE_MS = 60_000;

const inputSchema = z.strictObject({
  /** The day to run, 'YYYY-MM-DD'; absent: today by the clock in the warehouse's zone. */
  date: z.string().refine(isCalendarDate, { message: 'Use a date written YYYY-MM-DD.' }).optional(),
  /** Stop after this many runs (the rest stay pending for the next call); absent: all that are due. */
  limit: z.number().int().positive().optional(),
  /** How long this worker holds each run it claims, in ms of wall clock; absent: the use case's lease. */
  leaseMs: z.number().int().positive().optional(),
});

/** What one call of RunDueDeliveries did: the day, and each run it ended by outcome (run ids and order numbers). */
export interface RunDueReport {
  readonly date: CalendarDate;
  readonly ordered: readonly { readonly runId: string; readonly customerId: string; readonly orderNumber: string }[];
  readonly declined: readonly { readonly runId: string; readonly customerId: string; readonly failure: string }[];
  readonly empty: number;
  /** Runs whose attempt threw (a port failed): left claimed, retried when their lease runs out. */
  readonly failed: readonly { readonly runId: string; readonly message: string }[];
  /** Runs this worker finished but had lost meanwhile (its lease ran out): the other worker's outcome stands. */
  readonly lost: number;
}

/**
 * The scheduler's day (spec: catalogue-gifting §4 Subscription; §8 "Subscription action failures are logged and
 * processing continues"; DESIGN "Identity, mail and jobs"): makes a run for each delivery due on or before `date`
 * (SubscriptionStore.enqueueDue), then claims runs one at a time for `worker` (each for the lease) and places each
 * one's order (PlaceDeliveryOrder), ending it with its outcome in one transaction. Several workers (server processes,
 * the CLI) may run at once on one PostgreSQL: each run is claimed by one; a worker that dies leaves its run to be
 * taken over when the lease runs out, and the order's idempotency key makes that retry find the order already placed.
 * A run whose attempt throws is reported in `failed` and the loop goes on. Errors: 'validation/invalid' (a bad date).
 */
export class RunDueDeliveries {
  constructor(
    private readonly deps: {
      readonly store: Pick<SubscriptionStore, 'enqueueDue' | 'claimRun' | 'finishRun'>;
      readonly placeDelivery: Pick<PlaceDeliveryOrder, 'execute'>;
      readonly clock: Clock;
      readonly leaseMs?: number;
    },
  ) {}

  async execute(worker: string, raw: z.input<typeof inputSchema> = {}): Promise<Result<RunDueReport>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      return err(domainError('validation/invalid', parsed.error.issues[0]?.message ?? 'Invalid run.'));
    }
    const date = parsed.data.date ?? todayOf(this.deps.clock);
    await this.deps.store.enqueueDue(date);
    const report = emptyReport(date);
    for (let n = 0; parsed.data.limit === undefined || n < parsed.data.limit; n += 1) {
      const lease = parsed.data.leaseMs ?? this.deps.leaseMs ?? DEFAULT_RUN_LEASE_MS;
      const run = await this.deps.store.claimRun(worker, lease);
      if (!run) break;
      await this.runOne(worker, run, report);
    }
    return ok(report);
  }

  /** Places one claimed run's order and records its outcome in `report`; never throws. */
  async runOne(worker: string, run: DeliveryRun, report: MutableReport): Promise<DeliveryRunOutcome | undefined> {
    let outcome: DeliveryRunOutcome;
    try {
      outcome = await this.deps.placeDelivery.execute(run);
      const kept = await this.deps.store.finishRun(run.id, worker, outcome);
      if (!kept) {
        report.lost += 1;
        return undefined;
      }
    } catch (error) {
      report.failed.push({ runId: run.id, message: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
    if (outcome.status === 'ordered') {
      report.ordered.push({ runId: run.id, customerId: run.customerId, orderNumber: outcome.orderNumber });
    } else if (outcome.status === 'declined') {
      report.declined.push({ runId: run.id, customerId: run.customerId, failure: outcome.failure });
    } else report.empty += 1;
    return outcome;
  }
}

/** A report being filled. */
export type MutableReport = {
  -readonly [K in keyof RunDueReport]: RunDueReport[K] extends readonly (infer T)[] ? T[] : RunDueReport[K];
};

/** A report of `date` with nothing in it yet. */
export function emptyReport(date: CalendarDate): MutableReport {
  return { date, ordered: [], declined: [], empty: 0, failed: [], lost: 0 };
}
