import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/database';
import { BatchedInsert, INSERT_BATCH_MAX } from './batched-insert';

/** The statements a database ran, counted around a real in-memory PGlite. */
function counting(db: Database): { db: Database; statements: () => number } {
  let n = 0;
  return {
    db: { ...db, query: (sql, params) => (n++, db.query(sql, params)) },
    statements: () => n,
  };
}

describe('BatchedInsert (group commit of new carts and sessions)', () => {
  let base: Database;
  beforeAll(async () => {
    base = await openPglite(undefined);
    await base.exec('CREATE TABLE t (id text PRIMARY KEY, k text UNIQUE, n int NOT NULL)');
  });
  afterAll(() => base.close());

  it('writes rows that arrive together in one statement, each promise after its row committed', async () => {
    const { db, statements } = counting(base);
    const inserts = new BatchedInsert(db, 'INSERT INTO t (id, k, n)', 3, 'ON CONFLICT DO NOTHING RETURNING id');
    const done = await Promise.all(
      Array.from({ length: 10 }, (_, i) => inserts.insert([`a${i}`, `ka${i}`, i], `a${i}`)),
    );
    expect(done).toEqual(Array(10).fill(true));
    expect(statements()).toBe(1);
    expect(await base.query("SELECT count(*)::int AS n FROM t WHERE id LIKE 'a%'")).toEqual([{ n: 10 }]);
  });

  it('answers false for a row its conflict clause skipped (a cart key in use), true for the others', async () => {
    const inserts = new BatchedInsert(base, 'INSERT INTO t (id, k, n)', 3, 'ON CONFLICT DO NOTHING RETURNING id');
    const [clash, fresh, twin] = await Promise.all([
      inserts.insert(['b1', 'ka1', 1], 'b1'),
      inserts.insert(['b2', 'kb2', 2], 'b2'),
      inserts.insert(['b3', 'kb2', 3], 'b3'),
    ]);
    expect([clash, fresh, twin]).toEqual([false, true, false]);
  });

  it('rejects only the faulty row of a failed statement; the others are written', async () => {
    const inserts = new BatchedInsert(base, 'INSERT INTO t (id, k, n)', 3, 'RETURNING id');
    const results = await Promise.allSettled([
      inserts.insert(['c1', 'kc1', 1], 'c1'),
      inserts.insert(['c2', 'kc2', null], 'c2'),
      inserts.insert(['c3', 'kc3', 3], 'c3'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await base.query("SELECT id FROM t WHERE id LIKE 'c%' ORDER BY id")).toEqual([{ id: 'c1' }, { id: 'c3' }]);
  });

  it(`writes at most ${INSERT_BATCH_MAX} rows per statement`, async () => {
    const { db, statements } = counting(base);
    const inserts = new BatchedInsert(db, 'INSERT INTO t (id, k, n)', 3, 'RETURNING id');
    const n = INSERT_BATCH_MAX + 1;
    await Promise.all(Array.from({ length: n }, (_, i) => inserts.insert([`d${i}`, `kd${i}`, i], `d${i}`)));
    expect(statements()).toBe(2);
  });
});
