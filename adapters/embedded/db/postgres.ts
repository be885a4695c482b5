import pg from 'pg';
import type { Database, Queryable } from './database';
import { SCHEMA_CHANGE } from './schema-change';
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
  const names = new StatementNames();
  const wrap = (q: Pick<pg.Pool, 'query'> | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const name = names.of(sql);
      const values = toParams(params);
      const res = await q.query(name ? { name, text: sql, values } : { text: sql, values });
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
      // A script may change the schema that prepared plans were made for: texts get new names from now on.
      names.forget();
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

/** Distinct SQL texts given a statement name; texts past it run unnamed (a text built with literals stays cheap). */
export const MAX_NAMED_STATEMENTS = 2000;

/**
 * Names for SQL texts, so that node-postgres prepares each text once per connection (Parse on its first run there)
 * and later runs only Bind and Execute: PostgreSQL neither parses nor plans the text again. A name is
 * `n<generation>_<number>`, one per distinct text, for at most MAX_NAMED_STATEMENTS texts; `forget` starts a new
 * generation of names.
 */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private generation = 0;

  constructor(private readonly limit: number = MAX_NAMED_STATEMENTS) {}

  /**
   * The name of `sql`, or undefined when the limit is reached and `sql` has none yet, or when `sql` changes the
   * schema (SCHEMA_CHANGE): it runs unnamed, and every text gets a new name after it.
   */
  of(sql: string): string | undefined {
    if (SCHEMA_CHANGE.test(sql)) {
      this.forget();
      return undefined;
    }
    let name = this.named.get(sql);
    if (name === undefined && this.named.size < this.limit) {
      name = `n${this.generation}_${this.named.size + 1}`;
      this.named.set(sql, name);
    }
    return name;
  }

  /** Forgets every name: each text gets a new one, so every connection prepares it again (after a schema change). */
  forget(): void {
    this.named.clear();
    this.generation++;
  }
}
