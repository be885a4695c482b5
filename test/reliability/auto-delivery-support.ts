import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import type { Queryable } from '../../adapters/embedded/db/database';
import { addDays } from '../../core/subscriptions';
import type { SeededDay } from './auto-delivery-seed';

/**
 * Helpers of the auto-delivery reliability tests: child processes whose stdout lines are watched, a free port, and
 * the exactly-once check of a seeded day on the database.
 */

/** A child process and the lines it printed so far. */
export interface Watched {
  readonly child: ChildProcess;
  readonly lines: string[];
  /** Resolves with the exit code (null after a signal). */
  readonly exited: Promise<number | null>;
  /** Resolves once a printed line satisfies `test`; rejects if the process exits first. */
  waitFor(test: (line: string) => boolean): Promise<string>;
}

/** Runs `node --import tsx <script>` with `env` (plus this process's), watching its stdout lines. */
export function spawnWatched(script: string, env: Record<string, string>): Watched {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: { test: (l: string) => boolean; resolve: (l: string) => void }[] = [];
  let rest = '';
  child.stdout!.on('data', (d: Buffer) => {
    const parts = (rest + d.toString()).split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor(test) {
      const seen = lines.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return Promise.race([
        new Promise<string>((resolve) => waiters.push({ test, resolve })),
        exited.then((code): string => {
          throw new Error(`process exited (${code}) before the line; it printed:\n${lines.join('\n')}`);
        }),
      ]);
    },
  };
}

/** SIGKILLs a watched process and waits for its exit. */
export async function killHard(w: Watched): Promise<void> {
  if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
  await w.exited;
}

/** A TCP port free on the loopback interface right now. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** A delivery run's row as the checks read it. */
export interface RunRow {
  id: string;
  customer_id: string;
  shipping_address_id: string;
  status: string;
  attempts: number;
  order_number: string | null;
}

/**
 * Asserts that every delivery of `seeded` was ordered exactly once on `db`: one run per delivery, 'ordered'; one
 * order per run, found by its idempotency key 'auto-delivery-<run id>' with the run's order number and the
 * customer's subscriptions' SKUs; no other auto-delivery order and no customer with two orders; every subscription
 * moved on exactly one interval (version 2). Only the seeded customers' runs and orders are read. Answers the runs.
 */
export async function expectEachDeliveryOrderedOnce(db: Queryable, seeded: SeededDay): Promise<RunRow[]> {
  const runs = await db.query<RunRow>(
    'SELECT id::text AS id, customer_id, shipping_address_id, status, attempts, order_number FROM delivery_runs ' +
      'WHERE ship_on = $1::date AND customer_id = ANY($2::text[]) ORDER BY id',
    [seeded.shipOn, seeded.customers.map((c) => c.customerId)],
  );
  const customers = new Map(seeded.customers.map((c) => [c.customerId, c]));
  expect(runs).toHaveLength(seeded.customers.length);
  expect(new Set(runs.map((r) => r.customer_id)).size).toBe(seeded.customers.length);
  const orders = await db.query<{ idempotency_key: string; order_number: string; customer_id: string; skus: string[] }>(
    "SELECT idempotency_key, order_number, customer_id, ARRAY(SELECT jsonb_array_elements(doc->'cart'->'lineItems')" +
      "->'variant'->>'sku' ORDER BY 1) AS skus FROM orders WHERE idempotency_key LIKE 'auto-delivery-%' " +
      'AND customer_id = ANY($1::text[])',
    [[...customers.keys()]],
  );
  expect(orders).toHaveLength(runs.length);
  const byKey = new Map(orders.map((o) => [o.idempotency_key, o]));
  for (const run of runs) {
    const c = customers.get(run.customer_id)!;
    expect(run, `run ${run.id}`).toMatchObject({ status: 'ordered', shipping_address_id: c.addressId });
    const order = byKey.get(`auto-delivery-${run.id}`);
    expect(order, `order of run ${run.id}`).toMatchObject({
      order_number: run.order_number,
      customer_id: run.customer_id,
      skus: c.subscriptions.map((s) => s.sku).sort(),
    });
  }
  const perCustomer = await db.query<{ customer_id: string; n: number }>(
    'SELECT customer_id, count(*)::int AS n FROM orders WHERE customer_id = ANY($1::text[]) GROUP BY customer_id ' +
      'HAVING count(*) > 1',
    [[...customers.keys()]],
  );
  expect(perCustomer).toEqual([]);
  const subs = await db.query<{ id: string; next_ship_on: string; version: number; active: boolean }>(
    'SELECT id::text AS id, next_ship_on::text AS next_ship_on, version, active FROM subscriptions ' +
      'WHERE customer_id = ANY($1::text[])',
    [[...customers.keys()]],
  );
  expect(subs).toHaveLength(seeded.subscriptions);
  const expected = new Map(
    seeded.customers.flatMap((c) =>
      c.subscriptions.map((s) => [s.id, { next_ship_on: addDays(seeded.shipOn, s.intervalDays), version: 2 }]),
    ),
  );
  for (const s of subs) {
    expect({ next_ship_on: s.next_ship_on, version: s.version, active: s.active }, `subscription ${s.id}`).toEqual({
      ...expected.get(s.id),
      active: true,
    });
  }
  return runs;
}
