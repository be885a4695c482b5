import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { PreparedStatements } from './pglite-prepared';

/**
 * Opens PGlite in `dir` (created when missing) or in memory when `dir` is undefined: an empty cluster, or the one
 * `image` holds (a file writePgliteImage wrote). Throws when the image cannot be read.
 */
export async function openPglite(dir: string | undefined, image?: string): Promise<Database> {
  if (dir !== undefined) return wrap(await PGlite.create(dir));
  if (image === undefined) return wrap(await PGlite.create());
  return wrap(await PGlite.create({ loadDataDir: new Blob([await readFile(image)]) }));
}

/**
 * Writes to `file` an image of a new in-memory database after `prepare` ran on it (an uncompressed tarball of its
 * data directory), for DatabaseLocation's memory `image`.
 */
export async function writePgliteImage(file: string, prepare: (db: Database) => Promise<void>): Promise<void> {
  const pg = await PGlite.create();
  try {
    await prepare(wrap(pg));
    const dump = await pg.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

/** Our Database over one PGlite instance, with kept prepared statements (pglite-prepared.ts). */
function wrap(pg: PGlite): Database {
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
