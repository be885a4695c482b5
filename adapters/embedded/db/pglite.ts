import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Opens PGlite in `dir` (created when missing) or in memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined): Promise<Database> {
  const pg = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    exclusive: true,
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pg.close();
    },
  };
}
