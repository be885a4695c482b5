import pg from 'pg';
import type { Database, Queryable } from './database';
import { listenPostgres } from './postgres-listener';

/** The key of the session advisory lock that `serialized` holds (any constant; the same in every process). */
export const PREPARE_LOCK_KEY = 727_001_027;

/** Opens a PostgreSQL pool on `url` (postgres://...). jsonb values come back parsed. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an 'error' event of the
  // pool; unheard, it would end the process. The pool drops that connection and opens another when one is needed,
  // and a query on a lost connection still fails as that query's own error.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();
  // Plain objects go to jsonb columns as JSON text; arrays stay arrays (text[] columns and ANY($n)); bytes (a Buffer or
  // another Uint8Array) go as bytea.
  const isPlainObject = (p: unknown) =>
    p !== null && typeof p === 'object' && !Array.isArray(p) && !(p instanceof Date) && !ArrayBuffer.isView(p);
  const toParams = (params: readonly unknown[]) => params.map((p) => (isPlainObject(p) ? JSON.stringify(p) : p));
  const wrap = (q: Pick<pg.Pool, 'query'> | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query(sql, toParams(params));
      return res.rows as T[];
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    exclusive: false,
    query: base.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const out = await fn(wrap(c));
        await c.query('COMMIT');
        return out;
      } catch (e) {
        await c.query('ROLLBACK');
        throw e;
      } finally {
        c.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async serialized(fn) {
      const c = await pool.connect();
      let broken = false;
      try {
        await c.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await c.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => (broken = true));
        }
      } finally {
        // A connection whose unlock failed is closed rather than reused: its session's end releases the lock.
        c.release(broken);
      }
    },
    listen: (channel, onMessage, onResync) => listenPostgres(url, channel, onMessage, onResync),
    async close() {
      await pool.end();
    },
  };
}
