import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-prepared';
import { openPglite } from './pglite';

describe('PreparedStatements (PGlite)', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`CREATE TABLE t (id text PRIMARY KEY, n int, big bigint, price numeric(10,2), ok boolean,
      tags text[], doc jsonb, at timestamptz, note text)`);
  });
  afterAll(() => pg.close());

  const run = <T>(ps: PreparedStatements, sql: string, params: unknown[] = []) =>
    pg._runExclusiveQuery(() => ps.run<T>(sql, params));

  it('answers every column type exactly as PGlite.query does, parameters serialised the same way', async () => {
    const ps = new PreparedStatements(pg);
    const row = ['a', 7, 9007199254740993n, '12.50', true, ['x', 'y'], { lines: [{ q: 2 }] }, new Date(0), null];
    const insert = 'INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *';
    const mine = await run(ps, insert, row);
    const theirs = (await pg.query('SELECT * FROM t WHERE id = $1', ['a'])).rows;
    expect(mine).toEqual(theirs);
    expect(mine[0]).toMatchObject({ n: 7, ok: true, tags: ['x', 'y'], doc: { lines: [{ q: 2 }] }, note: null });
    expect((mine[0] as { at: Date }).at.getTime()).toBe(0);
  });

  it('parses a text once and runs it again with new parameters', async () => {
    const ps = new PreparedStatements(pg);
    await run(ps, 'INSERT INTO t (id, n) VALUES ($1, $2)', ['b', 1]);
    await run(ps, 'INSERT INTO t (id, n) VALUES ($1, $2)', ['c', 2]);
    expect(ps.size).toBe(1);
    const rows = await run<{ id: string }>(ps, 'SELECT id FROM t WHERE n = $1', [2]);
    expect(rows).toEqual([{ id: 'c' }]);
    expect(await run(ps, 'UPDATE t SET n = n + 1 WHERE id = $1', ['zz'])).toEqual([]);
  });

  it("rejects with PostgreSQL's error and code, keeps nothing of a text that does not parse", async () => {
    const ps = new PreparedStatements(pg);
    await expect(run(ps, 'INSERT INTO t (id) VALUES ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(run(ps, 'SELEKT 1')).rejects.toMatchObject({ code: '42601' });
    expect(ps.size).toBe(1);
    // The failed statement left no transaction open: the next one runs.
    expect(await run(ps, 'SELECT count(*)::int AS n FROM t WHERE id = $1', ['a'])).toEqual([{ n: 1 }]);
  });

  it('keeps at most its limit of texts, closing the least recently used', async () => {
    const ps = new PreparedStatements(pg, 3);
    for (const n of [1, 2, 3, 1, 4]) await run(ps, `SELECT ${n}::int AS n`);
    expect(ps.size).toBe(3);
    const sql = "SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT _::int AS n'";
    const names = (await pg.query<{ statement: string }>(sql)).rows;
    expect(names.map((r) => r.statement).sort()).toEqual([
      'SELECT 1::int AS n',
      'SELECT 3::int AS n',
      'SELECT 4::int AS n',
    ]);
  });
});

describe('openPglite with prepared statements', () => {
  it('a schema change by exec does not leave a stale row shape', async () => {
    const db = await openPglite(undefined);
    try {
      await db.exec('CREATE TABLE s (a int)');
      await db.query('INSERT INTO s VALUES ($1)', [1]);
      expect(await db.query('SELECT * FROM s')).toEqual([{ a: 1 }]);
      await db.exec('ALTER TABLE s ADD COLUMN b text');
      expect(await db.query('SELECT * FROM s')).toEqual([{ a: 1, b: null }]);
      // As migrations run them: one statement at a time in a transaction.
      await db.transaction((tx) => tx.query('ALTER TABLE s ADD COLUMN c int'));
      expect(await db.query('SELECT * FROM s')).toEqual([{ a: 1, b: null, c: null }]);
    } finally {
      await db.close();
    }
  });

  it('statements in a transaction commit together, or roll back together when it throws', async () => {
    const db = await openPglite(undefined);
    try {
      await db.exec('CREATE TABLE u (a int)');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO u VALUES ($1)', [1]);
        await tx.query('INSERT INTO u VALUES ($1)', [2]);
      });
      const failed = db.transaction(async (tx) => {
        await tx.query('INSERT INTO u VALUES ($1)', [3]);
        throw new Error('stop');
      });
      await expect(failed).rejects.toThrow('stop');
      expect(await db.query('SELECT a FROM u ORDER BY a')).toEqual([{ a: 1 }, { a: 2 }]);
    } finally {
      await db.close();
    }
  });
});
