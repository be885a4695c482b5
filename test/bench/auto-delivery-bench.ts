import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded } from '../../adapters/wiring/embedded-services';
import { todayOf } from '../../core/subscriptions';
import { seedDueDeliveries } from '../reliability/auto-delivery-seed';

/**
 * Auto-delivery benchmark: the scheduler's day at scale. On PGlite in memory (the embedded profile, search index
 * off), `customers` customers each get `perCustomer` subscriptions due today (bulk INSERTs: see
 * test/reliability/auto-delivery-seed.ts), so the day has `customers` deliveries, one order each; then one
 * run-due call (EmbeddedServices.autoDelivery.runDue, as the server's scheduler makes it) orders them all. Reports
 * the seeding time, the run's wall time, subscriptions/s and orders/s. No budget (none is named); the documented
 * target is the whole day of 10,000 subscriptions within 3 minutes on this machine's 2 cores.
 */

/** The documented target: the run-due call for the default day (10,000 subscriptions), seconds. */
export const AUTO_DELIVERY_TARGET_S = 180;

/** What the auto-delivery bench measured. */
export interface AutoDeliveryBenchResult {
  readonly customers: number;
  readonly subscriptions: number;
  /** Opening, migrating and seeding the catalogue of the in-memory database, ms. */
  readonly openMs: number;
  /** Bulk seeding of customers, addresses, cards and subscriptions, ms. */
  readonly seedMs: number;
  /** The run-due call, ms. */
  readonly runMs: number;
  readonly ordered: number;
  readonly declined: number;
  readonly failed: number;
  readonly subscriptionsPerSecond: number;
  readonly ordersPerSecond: number;
  /** Mean wall time of one delivery's order (run claimed, order placed, run finished), ms. */
  readonly msPerOrder: number;
  /** Errors (a refused call, deliveries left unordered); the run is reported either way. */
  readonly errors: readonly string[];
}

/** Seeds the day and runs it once; `log` gets progress lines. */
export async function runAutoDeliveryBench(
  options: { readonly customers: number; readonly perCustomer: number },
  log: (line: string) => void,
): Promise<AutoDeliveryBenchResult> {
  const errors: string[] = [];
  let t = performance.now();
  const services = await openEmbedded({ kind: 'memory' }, systemClock, cryptoIds, { search: false });
  const openMs = performance.now() - t;
  try {
    const shipOn = todayOf(systemClock);
    t = performance.now();
    const seeded = await seedDueDeliveries(services, {
      customers: options.customers,
      perCustomer: () => options.perCustomer,
      shipOn,
      label: 'bench-auto-delivery',
    });
    const seedMs = performance.now() - t;
    log(`auto-delivery: seeded ${seeded.subscriptions} subscriptions of ${options.customers} customers in ${seedMs.toFixed(0)} ms`);
    t = performance.now();
    const r = await services.autoDelivery.runDue('bench', { date: shipOn });
    const runMs = performance.now() - t;
    if (!r.ok) errors.push(`run-due refused: ${r.error.code} ${r.error.message}`);
    const report = r.ok ? r.value : { ordered: [], declined: [], failed: [] };
    if (report.ordered.length !== options.customers) errors.push(`${report.ordered.length} of ${options.customers} deliveries ordered`);
    for (const f of report.failed.slice(0, 3)) errors.push(`run ${f.runId} failed: ${f.message}`);
    const ordered = report.ordered.length;
    log(`auto-delivery: ${ordered} orders in ${(runMs / 1000).toFixed(1)} s`);
    return {
      customers: options.customers,
      subscriptions: seeded.subscriptions,
      openMs,
      seedMs,
      runMs,
      ordered,
      declined: report.declined.length,
      failed: report.failed.length,
      subscriptionsPerSecond: seeded.subscriptions / (runMs / 1000),
      ordersPerSecond: ordered / (runMs / 1000),
      msPerOrder: ordered > 0 ? runMs / ordered : Number.NaN,
      errors,
    };
  } finally {
    await services.close();
  }
}
