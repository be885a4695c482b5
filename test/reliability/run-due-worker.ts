import { join } from 'node:path';
import { z } from 'zod';
import { acquireLock } from '../../adapters/embedded/server/data-dir-lock';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { EmbeddedSubscriptionStore } from '../../adapters/embedded/subscriptions/embedded-subscription-store';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { RunDueDeliveries, type RunDueReport } from '../../core/subscriptions';
import type { Result } from '../../core/shared';

/**
 * A worker process running a day's due auto-deliveries, as the server's scheduler or the CLI does
 * (EmbeddedServices.autoDelivery.runDue), for the reliability tests that SIGKILL it mid-run and start it again.
 * Opens DATABASE_URL (PostgreSQL), else the PGlite data directory NUTSHELL_DATA_DIR (taking its lock as the CLI does),
 * and runs RUN_DUE_DATE ('YYYY-MM-DD') one run at a time (runDue with limit 1, leases of RUN_DUE_LEASE_MS) until
 * nothing is left to claim. Prints one line per run on stdout: `ordered <runId> <orderNumber>`, `declined <runId>`,
 * `empty`, `failed <runId> <message>`, `lost`; then `done <ordered>`. Exits 1 when a call is refused.
 * RUN_DUE_HANG_AT=n simulates a crash at the worst moment: the same use case over the same store and PlaceDeliveryOrder,
 * but the n-th run's finish (after its order was placed) prints `hanging <runId>` and never returns, to be SIGKILLed.
 */
const env = z
  .object({
    DATABASE_URL: z.string().optional(),
    NUTSHELL_DATA_DIR: z.string().optional(),
    RUN_DUE_DATE: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    RUN_DUE_LEASE_MS: z.coerce.number().int().positive(),
    RUN_DUE_HANG_AT: z.coerce.number().int().positive().optional(),
  })
  .refine((e) => Boolean(e.DATABASE_URL) || Boolean(e.NUTSHELL_DATA_DIR), 'DATABASE_URL or NUTSHELL_DATA_DIR')
  .parse(process.env);

const print = (line: string) => process.stdout.write(`${line}\n`);
const dataDir = env.DATABASE_URL ? undefined : env.NUTSHELL_DATA_DIR!;
const lock = dataDir ? acquireLock(dataDir, { pid: process.pid, kind: 'cli' }) : { release: () => undefined };
if ('heldBy' in lock) throw new Error(`the data directory is in use by process ${lock.heldBy.pid}`);
const location = env.DATABASE_URL
  ? { kind: 'postgres' as const, url: env.DATABASE_URL }
  : { kind: 'pglite' as const, dataDir: join(dataDir!, 'pglite') };
const services = await openEmbedded(location, systemClock, cryptoIds, { search: false });
const worker = `run-due-worker-${process.pid}`;

/** runDue as the scheduler calls it, or (RUN_DUE_HANG_AT) the same use case whose n-th finishRun never returns. */
function runnerOf(s: EmbeddedServices, hangAt: number | undefined): typeof s.autoDelivery.runDue {
  if (hangAt === undefined) return (w, options) => s.autoDelivery.runDue(w, options);
  const store = new EmbeddedSubscriptionStore(s.db, systemClock);
  let finishes = 0;
  const stalling = {
    enqueueDue: store.enqueueDue.bind(store),
    claimRun: store.claimRun.bind(store),
    finishRun: (...args: Parameters<typeof store.finishRun>) => {
      finishes += 1;
      if (finishes < hangAt) return store.finishRun(...args);
      print(`hanging ${args[0]}`);
      return new Promise<boolean>(() => undefined);
    },
  };
  const runDue = new RunDueDeliveries({
    store: stalling,
    placeDelivery: s.useCases.subscriptions.placeDelivery,
    clock: systemClock,
  });
  return (w, options): Promise<Result<RunDueReport>> => runDue.execute(w, options);
}
const runDue = runnerOf(services, env.RUN_DUE_HANG_AT);
print(`started ${worker}`);
let total = 0;
for (;;) {
  const r = await runDue(worker, { date: env.RUN_DUE_DATE, limit: 1, leaseMs: env.RUN_DUE_LEASE_MS });
  if (!r.ok) {
    print(`refused ${r.error.code} ${r.error.message}`);
    process.exitCode = 1;
    break;
  }
  const { ordered, declined, failed, empty, lost } = r.value;
  for (const o of ordered) print(`ordered ${o.runId} ${o.orderNumber}`);
  for (const d of declined) print(`declined ${d.runId}`);
  for (const f of failed) print(`failed ${f.runId} ${f.message}`);
  for (let i = 0; i < empty; i++) print('empty');
  for (let i = 0; i < lost; i++) print('lost');
  total += ordered.length;
  if (ordered.length + declined.length + failed.length + empty + lost === 0) break;
}
print(`done ${total}`);
await services.close();
lock.release();
