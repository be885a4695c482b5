import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseLocation } from '../../adapters/embedded/db/database';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { todayOf } from '../../core/subscriptions';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { seedDueDeliveries, type SeededDay } from './auto-delivery-seed';
import {
  expectEachDeliveryOrderedOnce,
  killHard,
  spawnWatched,
  type RunRow,
  type Watched,
} from './auto-delivery-support';

/**
 * Auto-delivery crash (Reliability suite; DESIGN "work that runs on a schedule claims its rows in the database so that
 * it runs exactly once across processes and crashes"): a worker process (run-due-worker.ts) runs a day with many due
 * deliveries and is SIGKILLed once a few orders are placed; started again after its lease has run out, it finishes
 * the day. Every delivery is ordered exactly once: the run killed mid-way is taken over, and its order, if it was
 * placed before the kill, is found by its idempotency key instead of being placed again. On PostgreSQL (a fresh
 * database) and on PGlite (a temporary data directory: the dead worker's lock is stale and the restart takes it).
 */
/** Fewer on PGlite, whose data directory each worker opens and writes far more slowly. */
const CUSTOMERS = process.env.NUTSHELL_TEST_DATABASE_URL ? 24 : 10;
const KILL_AFTER = process.env.NUTSHELL_TEST_DATABASE_URL ? 6 : 3;
const LEASE_MS = 400;

let database: TestDatabase;
let dataDir = '';
let location: DatabaseLocation;
let workerEnv: Record<string, string>;
let worker: Watched | undefined;

/** Opens the embedded services on the test's database (the worker must not be running on a PGlite directory). */
const open = (): Promise<EmbeddedServices> => openEmbedded(location, systemClock, cryptoIds, { search: false });

beforeAll(async () => {
  database = await freshTestDatabase();
  if (database.location.kind === 'postgres') {
    location = database.location;
    workerEnv = { DATABASE_URL: database.location.url };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'nutshell-run-due-'));
    location = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    workerEnv = { DATABASE_URL: '', NUTSHELL_DATA_DIR: dataDir };
  }
}, 60_000);
afterAll(async () => {
  if (worker) await killHard(worker);
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Seeds `CUSTOMERS` customers with 1 to 3 subscriptions each, due today, with the worker not running. */
async function seedToday(label: string): Promise<SeededDay> {
  const services = await open();
  try {
    const perCustomer = (i: number) => 1 + (i % 3);
    return await seedDueDeliveries(services, {
      customers: CUSTOMERS,
      perCustomer,
      shipOn: todayOf(systemClock),
      label,
    });
  } finally {
    await services.close();
  }
}

/** Waits past the lease, runs the worker again to the end and answers its 'ordered' lines. */
async function restart(env: Record<string, string>): Promise<string[]> {
  await new Promise((r) => setTimeout(r, LEASE_MS + 200));
  worker = spawnWatched('test/reliability/run-due-worker.ts', env);
  expect(await worker.exited).toBe(0);
  const lines = worker.lines;
  worker = undefined;
  expect(lines.filter((l) => /^(failed|declined|lost|refused)/.test(l))).toEqual([]);
  const ordered = lines.filter((l) => l.startsWith('ordered '));
  expect(lines.at(-1)).toBe(`done ${ordered.length}`);
  return ordered;
}

/** Checks the day (expectEachDeliveryOrderedOnce) and that each run's order number is the one a worker reported. */
async function checkDay(seeded: SeededDay, reported: readonly string[]): Promise<RunRow[]> {
  const services = await open();
  try {
    const runs = await expectEachDeliveryOrderedOnce(services.db, seeded);
    const orderedBy = new Map(reported.map((l) => [l.split(' ')[1]!, l.split(' ')[2]!]));
    expect(orderedBy.size).toBe(reported.length);
    expect(orderedBy.size).toBe(CUSTOMERS);
    for (const run of runs) expect(orderedBy.get(run.id), `run ${run.id}`).toBe(run.order_number);
    return runs;
  } finally {
    await services.close();
  }
}

const ordersReported = (w: Watched) => w.lines.filter((l) => l.startsWith('ordered '));

describe(`auto-delivery crash: SIGKILL during run-due, then a restart`, () => {
  it(`${CUSTOMERS} deliveries, killed mid-run: each ordered exactly once`, async () => {
    const seeded = await seedToday('crash-run');
    const env = { ...workerEnv, RUN_DUE_DATE: seeded.shipOn, RUN_DUE_LEASE_MS: String(LEASE_MS) };
    worker = spawnWatched('test/reliability/run-due-worker.ts', env);
    const times: number[] = [];
    await worker.waitFor((line) => line.startsWith('ordered ') && times.push(Date.now()) >= KILL_AFTER);
    // Half an order's time after the last one: the worker is inside the next run.
    await new Promise((r) => setTimeout(r, (times.at(-1)! - times[0]!) / (times.length - 1) / 2));
    await killHard(worker);
    const first = ordersReported(worker);
    expect(first.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(first.length).toBeLessThan(CUSTOMERS);
    const second = await restart(env);
    const runs = await checkDay(seeded, [...first, ...second]);
    const retried = runs.filter((r) => r.attempts > 1).map((r) => r.id);
    expect(retried.length).toBeLessThanOrEqual(1);
    console.info(
      `auto-delivery crash (${database.kind}): ${first.length} ordered before SIGKILL, ${second.length} after ` +
        `the restart; runs taken over: ${retried.join(', ') || 'none (killed between runs)'}`,
    );
  }, 180_000);

  it("killed after a run's order was placed but before the run was finished: the order is found, not placed again", async () => {
    const seeded = await seedToday('crash-finish');
    const env = { ...workerEnv, RUN_DUE_DATE: seeded.shipOn, RUN_DUE_LEASE_MS: String(LEASE_MS) };
    worker = spawnWatched('test/reliability/run-due-worker.ts', { ...env, RUN_DUE_HANG_AT: '5' });
    const hung = (await worker.waitFor((line) => line.startsWith('hanging '))).split(' ')[1]!;
    await killHard(worker);
    const first = ordersReported(worker);
    expect(first).toHaveLength(4);
    const between = await open();
    let placed: string;
    try {
      const [run] = await between.db.query<{ status: string }>('SELECT status FROM delivery_runs WHERE id = $1', [
        hung,
      ]);
      expect(run?.status).toBe('claimed');
      const order = await between.commerce.getOrderByIdempotencyKey(`auto-delivery-${hung}`);
      expect(order).toBeDefined();
      placed = order!.orderNumber;
    } finally {
      await between.close();
    }
    const second = await restart(env);
    expect(second).toContain(`ordered ${hung} ${placed}`);
    const runs = await checkDay(seeded, [...first, ...second]);
    expect(runs.find((r) => r.id === hung)).toMatchObject({ attempts: 2, order_number: placed });
    expect(runs.filter((r) => r.id !== hung).every((r) => r.attempts === 1)).toBe(true);
  }, 180_000);
});
