import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildApp } from '../../adapters/embedded/server/app';
import { CATALOG_IMAGES_DIR } from '../../adapters/embedded/db/seed';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { freshTestDatabase } from './test-database';

/** A local server for tests: the embedded services on a fresh test database, listening on a random port. */
export interface TestServer {
  readonly services: EmbeddedServices;
  /** e.g. 'http://127.0.0.1:40123' */
  readonly baseUrl: string;
  /** 'host:port' as algoliasearch takes it. */
  readonly hostPort: string;
  close(): Promise<void>;
}

/** The client-credentials client of test servers. */
export const TEST_CLIENT = { clientId: 'contract', clientSecret: 'contract-secret' } as const;

/**
 * Opens the embedded services on a fresh database (PGlite in memory, or PostgreSQL per
 * NUTSHELL_TEST_DATABASE_URL) and starts the local server on 127.0.0.1 with a random port.
 */
export async function startTestServer(clients: readonly { clientId: string; clientSecret: string }[] = [TEST_CLIENT]): Promise<TestServer> {
  const database = await freshTestDatabase();
  const s = await openEmbedded(database.location, systemClock, cryptoIds);
  const app = await buildApp({
    db: s.db, commerce: s.commerce, storefront: s.storefront, tokenizer: s.gateway, search: s.search, clock: systemClock, ids: cryptoIds,
    clients, projectKey: 'nutshell', imagesDir: CATALOG_IMAGES_DIR, logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    services: s,
    baseUrl: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    async close() {
      await app.close();
      await s.close();
      await database.drop();
    },
  };
}
