import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { writePgliteImage } from '../../adapters/embedded/db/pglite';
import { migrateAndSeedCatalog } from '../../adapters/wiring/embedded-services';
import { TEMPLATE_ENV, adminQuery, databaseUrl, dropDatabase } from './test-database';

/** What the template holds: the schema and the seeded catalogue, the slow part of preparing a database (~2 s). */
async function prepareTemplate(db: Database): Promise<void> {
  await migrateAndSeedCatalog(db);
}

/**
 * Vitest's global setup of the pglite and postgres projects (vitest.config.ts): prepares, once per run, the
 * database every test file's fresh database starts from (test-database.ts), instead of each file running the
 * migrations and the catalogue seed again, and on PGlite initdb too (~5 s a file on this machine). The targeting
 * campaigns and content entries are left out: they are seeded with the opening clock's time, which tests set.
 * PGlite: an image file of a prepared in-memory database; PostgreSQL: a template database on the test server.
 * Returns the teardown, which removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env?.NUTSHELL_TEST_DATABASE_URL;
  if (adminUrl) return postgresTemplate(adminUrl);
  const dir = resolve('.tmp/test-images');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `pglite-${process.pid}.tar`);
  await writePgliteImage(file, prepareTemplate);
  process.env[TEMPLATE_ENV.pgliteImage] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV.pgliteImage];
    rmSync(file, { force: true });
  };
}

/** Creates the template database on the server `adminUrl` names, prepares it, and returns its teardown. */
async function postgresTemplate(adminUrl: string): Promise<() => Promise<void>> {
  const name = `nutshell_template_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await prepareTemplate(db);
  } finally {
    await db.close();
  }
  process.env[TEMPLATE_ENV.postgresTemplate] = name;
  return async () => {
    delete process.env[TEMPLATE_ENV.postgresTemplate];
    await dropDatabase(adminUrl, name);
  };
}
