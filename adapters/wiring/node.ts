import { join } from 'node:path';
import type { CommercePort } from '../../ports/commerce';
import { buildApp } from '../embedded/server/app';
import { acquireLock, readLock, updateLock } from '../embedded/server/data-dir-lock';
import { ensureUiBuild, UI_DIST } from '../embedded/server/ui-build';
import { CATALOG_IMAGES_DIR } from '../embedded/db/seed';
import type { DatabaseLocation } from '../embedded/db/database';
import { Agent, fetch as undiciFetch } from 'undici';
import { HttpCommerce } from '../commercetools/http-commerce';
import { localServerConfig } from '../commercetools/ct-api';
import { cryptoIds, systemClock } from '../system/node-system';
import { openEmbedded } from './embedded-services';
import { PROJECT_KEY, type NodeEnv } from './env';

/** A running local server. */
export interface RunningServer {
  readonly url: string;
  readonly dataLabel: string;
  close(): Promise<void>;
}

function locationOf(env: Pick<NodeEnv, 'DATABASE_URL' | 'dataDir'>): DatabaseLocation {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') };
}

/**
 * Starts the local server: locks the data directory (PGlite), builds the UI when needed, opens, migrates
 * and seeds the database, and listens on HOST:PORT. Throws when another process holds the directory.
 */
export async function startServer(env: NodeEnv, options: { buildUi?: boolean; logger?: boolean } = {}): Promise<RunningServer> {
  const lock = env.DATABASE_URL ? { release: () => undefined } : acquireLock(env.dataDir, { pid: process.pid, kind: 'server' });
  if ('heldBy' in lock) throw new Error(`the data directory ${env.dataDir} is in use by ${lock.heldBy.kind} process ${lock.heldBy.pid}${lock.heldBy.url ? ` at ${lock.heldBy.url}` : ''}`);
  try {
    if (options.buildUi !== false) await ensureUiBuild((m) => process.stdout.write(`${m}\n`));
    const services = await openEmbedded(locationOf(env), systemClock, cryptoIds);
    const app = await buildApp({
      db: services.db, commerce: services.commerce, storefront: services.storefront, tokenizer: services.gateway, search: services.search, clock: systemClock, ids: cryptoIds,
      clients: [{ clientId: env.NUTSHELL_CLIENT_ID, clientSecret: env.NUTSHELL_CLIENT_SECRET }], projectKey: PROJECT_KEY,
      uiDir: UI_DIST, imagesDir: CATALOG_IMAGES_DIR, logger: options.logger ?? (env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL }),
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://localhost:${port}`;
    if (!env.DATABASE_URL) updateLock(env.dataDir, { pid: process.pid, kind: 'server', url });
    return {
      url,
      dataLabel: env.DATABASE_URL ? 'PostgreSQL' : env.dataDir,
      async close() {
        await app.close();
        await services.close();
        lock.release();
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}

/**
 * The commerce port for the CLI: over HTTP (client credentials) to the server that holds the data directory,
 * or to `serverUrl`; otherwise the embedded engine in-process, holding the directory's lock meanwhile.
 */
export async function openCommerce(options: { dataDir: string; databaseUrl?: string; serverUrl?: string; clientId?: string; clientSecret?: string }): Promise<{ commerce: CommercePort; mode: 'http' | 'in-process'; close(): Promise<void> }> {
  const overHttp = (baseUrl: string) => {
    // undici's fetch with a keep-alive agent (DESIGN §5: undici in Node, fetch in the browser).
    const dispatcher = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 5_000 } });
    const nodeFetch = ((url: string, init?: RequestInit) => undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch;
    const commerce = new HttpCommerce(localServerConfig(baseUrl, { clientId: options.clientId ?? 'nutshell-local', clientSecret: options.clientSecret ?? 'nutshell-local-secret' }, PROJECT_KEY, nodeFetch));
    return { commerce, mode: 'http' as const, close: () => dispatcher.close() };
  };
  const serverUrl = options.serverUrl ?? (options.databaseUrl ? undefined : readLock(options.dataDir)?.url);
  if (serverUrl) return overHttp(serverUrl);
  const lock = options.databaseUrl ? { release: () => undefined } : acquireLock(options.dataDir, { pid: process.pid, kind: 'cli' });
  if ('heldBy' in lock) {
    if (lock.heldBy.url) return overHttp(lock.heldBy.url);
    throw new Error(`the data directory ${options.dataDir} is in use by ${lock.heldBy.kind} process ${lock.heldBy.pid}; try again in a moment`);
  }
  try {
    const services = await openEmbedded(locationOf({ DATABASE_URL: options.databaseUrl, dataDir: options.dataDir }), systemClock, cryptoIds, { search: false });
    return { commerce: services.commerce, mode: 'in-process', close: async () => { await services.close(); lock.release(); } };
  } catch (e) {
    lock.release();
    throw e;
  }
}
