import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Whether the process is draining (a SIGTERM arrived): /ready answers 503 from then on. Set by the wiring. */
export interface DrainState {
  draining: boolean;
}

/** What GET /health and GET /ready read. */
export interface HealthDeps {
  readonly db: Database;
  /**
   * Whether the search index is built and answering; absent: always (openEmbedded builds it before the server
   * listens). A server that builds its index in the background passes its own check.
   */
  readonly searchReady?: () => boolean;
  /** The process's drain flag (RunningServer.close sets it); absent: never draining. */
  readonly drain?: DrainState;
  /** How long `select 1` may take before the database counts as not ready, in ms (default 1000). */
  readonly databaseTimeoutMs?: number;
}

/** The body of GET /ready: each part 'ok' or why it is not ready. */
export interface Readiness {
  readonly ready: boolean;
  readonly database: 'ok' | 'unreachable' | 'timeout';
  readonly search: 'ok' | 'building';
  /** Present while the process drains its requests before it exits. */
  readonly draining?: true;
}

/** `select 1` on `db` within `timeoutMs`: 'ok', 'timeout', or 'unreachable' when the query failed. */
async function pingDatabase(db: Database, timeoutMs: number): Promise<Readiness['database']> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const ping = db.query('select 1').then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The operators' probes, without auth or CSRF, logged at warn and above only (they are polled):
 * - GET /health (liveness): 200 `{ ok: true, database: 'pglite' | 'postgres', pid }` while the process answers;
 * - GET /ready (readiness): 200 `{ ready: true, database: 'ok', search: 'ok' }` when `select 1` answers within
 *   `databaseTimeoutMs` and the search index is built; otherwise 503 with the part that is not ready
 *   (`database: 'timeout' | 'unreachable'`, `search: 'building'`, `draining: true` once shutdown has begun).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/health', { logLevel: 'warn' }, async () => ({ ok: true, database: deps.db.kind, pid: process.pid }));
  app.get('/ready', { logLevel: 'warn' }, async (_req, reply) => {
    const database = await pingDatabase(deps.db, deps.databaseTimeoutMs ?? 1000);
    const search = deps.searchReady === undefined || deps.searchReady() ? 'ok' : 'building';
    const draining = deps.drain?.draining === true;
    const ready = database === 'ok' && search === 'ok' && !draining;
    const body: Readiness = { ready, database, search, ...(draining ? { draining: true as const } : {}) };
    return reply.code(ready ? 200 : 503).send(body);
  });
}
