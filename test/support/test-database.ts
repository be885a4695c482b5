import pg from 'pg';
import type { DatabaseLocation } from '../../adapters/embedded/db/database';

/**
 * The database the integration and contract suites run on: a fresh in-memory PGlite by default; when
 * NUTSHELL_TEST_DATABASE_URL names a PostgreSQL server (its maintenance database, e.g.
 * postgres://nutshell:nutshell@localhost/postgres), a fresh database created on it for each test file and
 * dropped afterwards, so parallel test files never share state (the same migrations and seed run on it). Under
 * vitest each starts from the run's template (database-template.ts), migrated and with the catalogue seeded.
 */
export interface TestDatabase {
  readonly location: DatabaseLocation;
  /** 'pglite' or 'postgres', for test names. */
  readonly kind: 'pglite' | 'postgres';
  /** Drops the PostgreSQL database (after the services using it are closed); nothing for PGlite. */
  drop(): Promise<void>;
}

/**
 * The environment variables that name the run's template to the test workers (set by database-template.ts, vitest's
 * global setup; unset elsewhere, where each database is prepared from nothing).
 */
export const TEMPLATE_ENV = {
  /** The path of the PGlite image every in-memory test database starts from. */
  pgliteImage: 'NUTSHELL_TEST_PGLITE_IMAGE',
  /** The PostgreSQL database every test database is created from (CREATE DATABASE … TEMPLATE). */
  postgresTemplate: 'NUTSHELL_TEST_DATABASE_TEMPLATE',
} as const;

/** Creates the test database for one test file. */
export async function freshTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.NUTSHELL_TEST_DATABASE_URL;
  if (!adminUrl) {
    const image = process.env[TEMPLATE_ENV.pgliteImage] || undefined;
    return { location: { kind: 'memory', ...(image ? { image } : {}) }, kind: 'pglite', drop: async () => undefined };
  }
  const name = `nutshell_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const template = process.env[TEMPLATE_ENV.postgresTemplate];
  if (template !== undefined && !/^[a-z][a-z0-9_]*$/.test(template)) {
    throw new Error(`${TEMPLATE_ENV.postgresTemplate} must be a database name of a-z, 0-9 and _, not "${template}"`);
  }
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    location: { kind: 'postgres', url: databaseUrl(adminUrl, name) },
    kind: 'postgres',
    drop: () => dropDatabase(adminUrl, name),
  };
}

/** The URL of the database `name` on the server of `adminUrl` (its maintenance database's URL). */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs one statement on the server's maintenance database `adminUrl`, on a connection of its own (10 s to connect).
 */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops the database `name` (after the services using it are closed). FORCE ends leftover connections; a backend of
 * another role (an autovacuum worker that has just started on the database) refuses it with insufficient_privilege
 * (42501) for a moment, so that is retried, up to 5 times.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '42501' || attempt === 5) throw e;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
