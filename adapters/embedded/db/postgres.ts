import pg from 'pg';
import type { Database, Queryable } from './database';

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
    async close() {
      await pool.end();
    },
  };
}
