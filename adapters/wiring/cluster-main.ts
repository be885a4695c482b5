import cluster, { type Worker } from 'node:cluster';
import { z } from 'zod';
import { ensureUiBuild } from '../embedded/server/ui-build';
import { systemClock } from '../system/node-system';
import { PROJECT_KEY, type NodeEnv } from './env';
import { prepareDatabaseAt } from './embedded-services';
import { serveClusterMetrics } from '../embedded/server/cluster-metrics';

const WORKERS_MESSAGE = 'NUTSHELL_WORKERS must be a whole number from 1 to 64';
const workersSchema = z.coerce
  .number({ message: WORKERS_MESSAGE })
  .int(WORKERS_MESSAGE)
  .min(1, WORKERS_MESSAGE)
  .max(64, WORKERS_MESSAGE)
  .default(1);

/**
 * NUTSHELL_WORKERS of `env` (unset or empty: 1): how many server processes `npm start` runs on its port, a whole
 * number from 1 to 64 (kept beside the cluster rather than in env.ts's schema, which is at its size limit; server-main
 * reads both). Throws an Error with the message `invalid environment: NUTSHELL_WORKERS must be a whole number from 1
 * to 64`, or `invalid environment: NUTSHELL_WORKERS above 1 needs DATABASE_URL (PostgreSQL): a PGlite data directory
 * is opened by one process at a time` when `env` has no DATABASE_URL.
 */
export function workersOf(env: NodeJS.ProcessEnv): number {
  const given = env.NUTSHELL_WORKERS === '' ? undefined : env.NUTSHELL_WORKERS;
  const r = workersSchema.safeParse(given);
  if (!r.success) throw new Error(`invalid environment: ${WORKERS_MESSAGE}`);
  if (r.data > 1 && !env.DATABASE_URL)
    throw new Error(
      'invalid environment: NUTSHELL_WORKERS above 1 needs DATABASE_URL (PostgreSQL): a PGlite data directory is ' +
        'opened by one process at a time',
    );
  return r.data;
}

/** Workers that exit before listening this many times in a row stop the cluster (a broken start, not a crash). */
export const MAX_FAILED_STARTS = 5;

/** How the cluster primary runs (tests shorten the waits). */
export interface ClusterOptions {
  /** Build the UI first when it is missing or stale (default true; the workers then find it built). */
  readonly buildUi?: boolean;
  /** How long (ms) the workers get to stop after SIGTERM before they are killed; default 30 000. */
  readonly stopTimeoutMs?: number;
  /** Where the primary's lines go: the ready line to stdout, worker exits to stderr (default the process's own). */
  readonly out?: (line: string) => void;
  readonly err?: (line: string) => void;
}

/**
 * The primary of `NUTSHELL_WORKERS=N npm start` (`workers` = N > 1 from workersOf, which refuses it on PGlite):
 * builds the UI when needed, migrates and seeds the PostgreSQL database ONCE (prepareDatabaseAt, under the
 * preparation lock), then forks N workers (node:cluster), each running server-main.ts's ordinary single-process
 * start (startServer) on the shared HOST:PORT, whose connections the primary hands out in turn. Prints one ready
 * line when all N listen. A worker that exits while the cluster is not stopping is logged and replaced at once
 * (after MAX_FAILED_STARTS workers in a row exit before listening, the primary stops them all and exits with code
 * 1). SIGTERM or SIGINT to the primary is forwarded as SIGTERM to every worker (each shuts down as a single server
 * does); the primary exits 0 once they have all exited, killing any still running after `stopTimeoutMs`. Resolves
 * once the workers are forked.
 */
export async function runClusterPrimary(env: NodeEnv, workers: number, options: ClusterOptions = {}): Promise<void> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (!env.DATABASE_URL) throw new Error('NUTSHELL_WORKERS above 1 needs DATABASE_URL (PostgreSQL)');
  if (options.buildUi !== false) await ensureUiBuild(out);
  await prepareDatabaseAt({ kind: 'postgres', url: env.DATABASE_URL }, systemClock);
  const wanted = workers;
  const listened = new Set<Worker>();
  let readySaid = false;
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;
  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const w of running()) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of running()) w.process.kill('SIGKILL');
    }, options.stopTimeoutMs ?? 30_000).unref();
    if (running().length === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    failedStarts = 0;
    if (!readySaid && listened.size >= wanted) {
      readySaid = true;
      out(
        `Nutshell is ready at http://localhost:${address.port} (project '${PROJECT_KEY}', data: PostgreSQL, ` +
          `${wanted} workers)`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = listened.delete(worker);
    if (stopping) {
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!started && ++failedStarts >= MAX_FAILED_STARTS) {
      err(`nutshell cluster: ${failedStarts} workers in a row exited before listening (last: ${how}); stopping`);
      stop(1);
      return;
    }
    err(`nutshell cluster: worker ${worker.process.pid} exited (${how}); starting another`);
    cluster.fork();
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  if (env.NUTSHELL_METRICS === '1') serveClusterMetrics();
  for (let i = 0; i < wanted; i++) cluster.fork();
}
