import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { todayOf } from '../../core/subscriptions';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { deliverableSkus, seedCustomers, seedSubscriptions } from './auto-delivery-seed';
import { expectEachDeliveryOrderedOnce, freePort, killHard, spawnWatched, type Watched } from './auto-delivery-support';

/**
 * Auto-delivery across processes (Reliability suite, PostgreSQL only: vitest.config.ts runs it in the postgres
 * project; DESIGN "work that runs on a schedule claims its rows in the database so that it runs exactly once across
 * processes and crashes"): two real server processes (crash-server.ts, as server-main starts them) on one fresh
 * PostgreSQL database, each running the scheduler every 100 ms. Once both listen, 40 customers' subscriptions (1 to 3
 * each) fall due today at once; when no run is left pending or claimed, every delivery was ordered exactly once, every
 * subscription moved on one interval, and both processes placed some of the orders (their scheduler's log lines).
 */
const CUSTOMERS = 40;

let database: TestDatabase;
let services: EmbeddedServices;
let dataDir = '';
const servers: Watched[] = [];

/** Starts one server process with the scheduler on, logging at info (its scheduler's lines), and waits until ready. */
async function startServer(url: string): Promise<Watched> {
  const server = spawnWatched('test/reliability/crash-server.ts', {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    NUTSHELL_DATA_DIR: dataDir,
    NUTSHELL_SCHEDULER_INTERVAL_MS: '100',
    NUTSHELL_DELIVERY_LEASE_MS: '30000',
    LOG_LEVEL: 'info',
  });
  servers.push(server);
  await server.waitFor((line) => line.startsWith('ready '));
  return server;
}

/** The orders a server's scheduler reported placing (its 'auto-delivery run' log lines), and the runs it lost. */
function schedulerTotals(server: Watched): { ordered: number; lost: number; failed: number } {
  const totals = { ordered: 0, lost: 0, failed: 0 };
  for (const line of server.lines) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; ordered?: number; lost?: number; failed?: number };
    if (entry.msg !== 'auto-delivery run') continue;
    totals.ordered += entry.ordered ?? 0;
    totals.lost += entry.lost ?? 0;
    totals.failed += entry.failed ?? 0;
  }
  return totals;
}

beforeAll(async () => {
  database = await freshTestDatabase();
  if (database.location.kind !== 'postgres') throw new Error('this test runs on PostgreSQL (the postgres project)');
  dataDir = mkdtempSync(join(tmpdir(), 'nutshell-two-servers-'));
  services = await openEmbedded(database.location, systemClock, cryptoIds, { search: false });
}, 60_000);
afterAll(async () => {
  for (const server of servers) await killHard(server);
  await services?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('auto-delivery: two server processes run the scheduler on one PostgreSQL', () => {
  it(`${CUSTOMERS} customers' deliveries due today: each ordered exactly once, by both processes`, async () => {
    const customers = await seedCustomers(services, CUSTOMERS, 'two-servers');
    const skus = await deliverableSkus(services.commerce, 3);
    const url = (database.location as { url: string }).url;
    const [a, b] = await Promise.all([startServer(url), startServer(url)]);

    const seeded = await seedSubscriptions(services.db, customers, {
      skus,
      perCustomer: (i) => 1 + (i % 3),
      shipOn: todayOf(systemClock),
    });
    const ids = customers.map((c) => c.customerId);
    const deadline = Date.now() + 120_000;
    // A process that read a customer as due just before the other one ordered it may open a second run for the
    // same day once the first is finished; that run finds nothing due and ends 'empty' (no order). So the wait is for
    // one 'ordered' run per customer and no open ones, and any run that is neither is a failure.
    let other: number;
    for (;;) {
      const [counts] = (await services.db.query(
        "SELECT count(*) FILTER (WHERE status = 'ordered')::int AS ordered, " +
          "count(*) FILTER (WHERE status IN ('pending', 'claimed'))::int AS open, " +
          "count(*) FILTER (WHERE status NOT IN ('ordered', 'empty', 'pending', 'claimed'))::int AS other " +
          'FROM delivery_runs WHERE customer_id = ANY($1::text[])',
        [ids],
      )) as [{ ordered: number; open: number; other: number }];
      other = counts.other;
      if ((counts.ordered === CUSTOMERS && counts.open === 0) || other > 0) break;
      if (Date.now() > deadline)
        throw new Error(`runs still open after 120 s: ${counts.ordered} ordered, ${counts.open} open`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(other).toBe(0);

    await expectEachDeliveryOrderedOnce(services.db, seeded);
    // The scheduler logs a pass after its runs are finished: give the last pass's line a moment to arrive.
    await new Promise((r) => setTimeout(r, 500));
    const [byA, byB] = [schedulerTotals(a!), schedulerTotals(b!)];
    expect(byA.ordered + byB.ordered).toBe(CUSTOMERS);
    expect([byA.lost, byA.failed, byB.lost, byB.failed]).toEqual([0, 0, 0, 0]);
    expect(byA.ordered).toBeGreaterThan(0);
    expect(byB.ordered).toBeGreaterThan(0);
    console.info(
      `two servers: ${seeded.subscriptions} subscriptions, ${CUSTOMERS} deliveries; ordered ${byA.ordered} by one ` +
        `process and ${byB.ordered} by the other`,
    );
  }, 240_000);
});
