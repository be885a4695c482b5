import pg from 'pg';
import type { DatabaseLocation } from '../../adapters/embedded/db/database';

/**
 * The database the integration and contract suites run on: a fresh in-memory PGlite by default; when
 * NUTSHELL_TEST_DATABASE_URL names a PostgreSQL server (its maintenance database, e.g.
 * postgres://nutshell:nutshell@localhost/postgres), a fresh database created on it for each test file and
 * dropped afterwards, so parallel test files never share state (the same migrations and seed run on it).
 */
export interface TestDatabase {
  readonly location: DatabaseLocation;
  /** 'pglite' or 'postgres', for test names. */
  readonly kind: 'pglite' | 'postgres';
  /** Drops the PostgreSQL database (after the services using it are closed); nothing for PGlite. */
  drop(): Promise<void>;
}

/** Creates the test database for one test file. */
export async function freshTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.NUTSHELL_TEST_DATABASE_URL;
  if (!adminUrl) return { location: { kind: 'memory' }, kind: 'pglite', drop: async () => undefined };
  const name = `nutshell_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    kind: 'postgres',
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // FORCE ends the test's own leftover connections; a backend of another role (an autovacuum worker that
        // has just started on the database) refuses it with insufficient_privilege (42501) for a moment.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (e) {
            if ((e as { code?: string }).code !== '42501' || attempt === 5) throw e;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}
