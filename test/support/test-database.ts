import type { DatabaseLocation } from '../../adapters/embedded/db/database';

/**
 * The database the integration and contract suites run on: a fresh in-memory PGlite by default, or the
 * PostgreSQL database named by NUTSHELL_TEST_DATABASE_URL (the same migrations and seed).
 */
export function testDatabase(): DatabaseLocation {
  const url = process.env.NUTSHELL_TEST_DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'memory' };
}
