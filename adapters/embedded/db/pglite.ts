import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { PreparedStatements } from './pglite-prepared';

/** Opens PGlite in `dir` (created when missing) or in memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined): Promise<Database> {
  const pg = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  const prepared = new PreparedStatements(pg);
  // Inside a transaction (which holds PGlite's transaction lock), a statement takes the query lock only, as
  // PGlite's own `tx.query` does; outside, both, as `PGlite.query` does.
  const inTransaction: Queryable = {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      pg._runExclusiveQuery(() => prepared.run<T>(sql, params)),
  };
  return {
    kind: 'pglite',
    exclusive: true,
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => prepared.run<T>(sql, params))),
    async exec(sql) {
      await pg.exec(sql);
      // A script may change the schema that kept plans were made for.
      if (prepared.size > 0) {
        await pg.exec('DEALLOCATE ALL');
        prepared.forget();
      }
    },
    transaction: (fn) => pg.transaction(() => fn(inTransaction)),
    async close() {
      await pg.close();
    },
  };
}
