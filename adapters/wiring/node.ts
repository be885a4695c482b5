import { storeCreditDesk } from './store-credit-desk';
import type { StoreCreditDesk } from '../../ports/store-credit-desk';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { CommercePort } from '../../ports/commerce';
import { buildApp } from '../embedded/server/app';
import { cxOrdersOf, embeddedServerDeps, subscriptionDeskOf } from './server-deps';
import { acquireLock, readLock, updateLock } from '../embedded/server/data-dir-lock';
import { ensureUiBuild, loadPageRendererFactory, UI_DIST } from '../embedded/server/ui-build';
import { CATALOG_IMAGES_DIR } from '../embedded/db/seed';
import type { DatabaseLocation } from '../embedded/db/database';
import { pino } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { cryptoIds, systemClock } from '../system/node-system';
import { openEmbedded } from './embedded-services';
import type { OutboxReader } from '../../ports/mail';
import { TOKENS } from '../../ports/tokens';
import {
  localServerRemoteConfig,
  PROJECT_KEY,
  publicUrlOf,
  oidcIssuersOf,
  remoteConfigOf,
  smtpSettingsOf,
  type NodeEnv,
  type RemoteConfig,
} from './env';
import { remoteContainer, resolve, WIRING, type MailOptions } from './node-container';
import type { Storefront } from './storefront';
import type { InventoryPort } from '../../ports/inventory';
import type { CustomerDirectory } from '../../ports/customer-directory';
import { customerDirectory } from './customer-directory';
import { orderUploadDesk } from './order-upload-desk';
import type { OrderUploadDesk } from '../../ports/order-upload-desk';
import type { ResellerReviewDesk } from '../../ports/reseller-desk';
import { localServerDesks } from './local-server-desks';
import { cliContentEditor } from './content-bindings';
import type { ContentEditorPort } from '../../ports/content';
import type { CxOrderDesk } from '../../ports/cx-order-desk';
import type { SubscriptionDesk } from '../../ports/subscription-desk';
import { deliverySchedulerOf } from './scheduler';
import type { GiftDesk } from '../../ports/gift-desk';
import { createServerMetrics, type ServerMetrics } from '../embedded/server/metrics';
import { requestLogFields } from '../embedded/server/request-id';

/** A running local server. */
export interface RunningServer {
  readonly url: string;
  readonly dataLabel: string;
  /** This process's Prometheus registry (NUTSHELL_METRICS=1): what a cluster primary aggregates; else absent. */
  readonly metrics?: ServerMetrics;
  /**
   * Graceful stop: /ready turns 503, the listener stops accepting, idle keep-alive connections close, in-flight
   * requests finish, the delivery scheduler stops (waiting for a run under way), the database closes and the data
   * directory's lock is released. The caller bounds it in time (server-main.ts, NUTSHELL_SHUTDOWN_TIMEOUT_MS).
   */
  close(): Promise<void>;
}

function locationOf(env: Pick<NodeEnv, 'DATABASE_URL' | 'dataDir'>): DatabaseLocation {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') };
}

/**
 * The mail of `env`: SMTP when SMTP_URL is set (else the outbox), links to NUTSHELL_PUBLIC_URL, and failures
 * logged as JSON lines (pino, at LOG_LEVEL) under the name 'mail' to the file descriptor `fd` (the server's log
 * on stdout; the CLI's on stderr, which keeps its stdout for the command's output).
 */
function mailOptionsOf(env: NodeEnv, fd: 1 | 2): MailOptions {
  const smtp = smtpSettingsOf(env);
  return {
    ...(smtp ? { smtp } : {}),
    siteUrl: publicUrlOf(env),
    // A line written while a request runs carries its `reqId` (request-id.ts), as the request's own lines do.
    logger: pino({ name: 'mail', level: env.LOG_LEVEL, mixin: requestLogFields }, pino.destination(fd)),
  };
}

/**
 * The origin a process on this machine reaches a server listening at `address` with: a wildcard address becomes
 * the loopback one ('0.0.0.0' → 127.0.0.1, '::' → [::1]).
 */
export function listeningOrigin(address: string | AddressInfo | null): string | undefined {
  if (address === null || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Starts the local server: locks the data directory (PGlite), builds the UI when needed, opens, migrates
 * and seeds the database, and listens on HOST:PORT. Throws when another process holds the directory.
 */
export async function startServer(
  env: NodeEnv,
  options: { buildUi?: boolean; logger?: boolean } = {},
): Promise<RunningServer> {
  const lock = env.DATABASE_URL
    ? { release: () => undefined }
    : acquireLock(env.dataDir, { pid: process.pid, kind: 'server' });
  if ('heldBy' in lock)
    throw new Error(
      `the data directory ${env.dataDir} is in use by ${lock.heldBy.kind} process ${lock.heldBy.pid}` +
        (lock.heldBy.url ? ` at ${lock.heldBy.url}` : ''),
    );
  try {
    if (options.buildUi !== false) await ensureUiBuild((m) => process.stdout.write(`${m}\n`));
    // Known once the server listens; the local identity provider's back channel is used only after that.
    const listening: { origin?: string } = {};
    const identity = {
      issuers: oidcIssuersOf(env),
      publicOrigin: publicUrlOf(env),
      backChannelOrigin: () => listening.origin,
    };
    const services = await openEmbedded(locationOf(env), systemClock, cryptoIds, {
      mail: mailOptionsOf(env, 1),
      identity,
    });
    const metrics =
      env.NUTSHELL_METRICS === '1' ? createServerMetrics({ poolStats: services.db.poolStats }) : undefined;
    if (metrics) services.commerce.orders.onCreated(() => metrics.orderPlaced());
    const drain = { draining: false };
    const app = await buildApp({
      ...(metrics ? { metrics } : {}),
      drain,
      maxInFlight: env.NUTSHELL_MAX_IN_FLIGHT,
      db: services.db,
      commerce: services.commerce,
      storefront: services.storefront,
      ...embeddedServerDeps(services, env),
      clock: systemClock,
      ids: cryptoIds,
      clients: [{ clientId: env.NUTSHELL_CLIENT_ID, clientSecret: env.NUTSHELL_CLIENT_SECRET }],
      projectKey: PROJECT_KEY,
      uiDir: UI_DIST,
      createPageRenderer: (await loadPageRendererFactory()) ?? undefined,
      imagesDir: CATALOG_IMAGES_DIR,
      logger: options.logger ?? (env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL }),
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    const scheduler = deliverySchedulerOf(env, services, app.log);
    listening.origin = listeningOrigin(app.server.address());
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://localhost:${port}`;
    if (!env.DATABASE_URL) updateLock(env.dataDir, { pid: process.pid, kind: 'server', url });
    return {
      url,
      dataLabel: env.DATABASE_URL ? 'PostgreSQL' : env.dataDir,
      ...(metrics ? { metrics } : {}),
      async close() {
        drain.draining = true;
        // fastify closes the connections idle when close begins; a keep-alive one whose response is still going out
        // turns idle a moment later and would hold close() open until the client's keep-alive timeout.
        const idle = setInterval(() => app.server.closeIdleConnections(), 100);
        await Promise.all([scheduler?.stop(), app.close()]).finally(() => clearInterval(idle));
        await services.close();
        lock.release();
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}

/** The use cases a CX agent's commands run: the shopper's cart edits and the agent's own (cx). */
export type CliStorefront = Pick<Storefront, 'cart' | 'cx'>;

/** What the CLI opens for one command: the commerce port it reads, the use cases it runs, and how it got there. */
export interface CliSession {
  readonly commerce: CommercePort;
  readonly storefront: CliStorefront;
  /**
   * `in-process`: the embedded engine on the data directory; `http`: a running local server; `remote`: the remote
   * profile.
   */
  readonly mode: 'http' | 'in-process' | 'remote';
  /** The outbox (`nutshell mail`): the database's in-process, a local server's over HTTP; absent on remote. */
  readonly outbox?: OutboxReader;
  /** The customers (`nutshell customer`): the database's in-process, a local server's over HTTP; absent on remote. */
  readonly customers?: CustomerDirectory;
  /** Store credit (`nutshell customer credit`): the database's in-process, a local server's over HTTP. */
  readonly storeCredit?: StoreCreditDesk;
  /** The stock on hand (`nutshell catalog set-stock`): in-process, or a local server's over HTTP; absent on remote. */
  readonly inventory?: InventoryPort;
  /** `nutshell cart place-order`, `order copy-to-cart`: in-process, or a local server's over HTTP; absent on remote. */
  readonly cxOrders?: CxOrderDesk;
  /** `nutshell subscriptions`: in-process, or a local server's over HTTP; absent on remote. */
  readonly subscriptions?: SubscriptionDesk;
  /** `nutshell gift`: in-process, or a local server's over HTTP; absent on remote. */
  readonly gifts?: GiftDesk;
  /** `nutshell order upload`: in-process, or a local server's over HTTP; absent on remote. */
  readonly orderUpload?: OrderUploadDesk;
  /** `nutshell reseller`: in-process, or a local server's over HTTP; absent on remote. */
  readonly resellers?: ResellerReviewDesk;
  /** `nutshell content`: the embedded store in-process, a local server's Write API, or the remote service's. */
  readonly content?: ContentEditorPort;
  close(): Promise<void>;
}

/**
 * The remote container's commerce port and storefront over undici's fetch with a keep-alive agent; for a local
 * server (`mode` 'http', `client` given), its outbox and customers too (HttpOutbox, HttpCustomerDirectory).
 */
function overHttp(
  config: RemoteConfig,
  mode: 'http' | 'remote',
  client?: { readonly baseUrl: string; readonly clientId: string; readonly clientSecret: string },
): CliSession {
  // undici's fetch with a keep-alive agent (DESIGN §5: undici in Node, fetch in the browser).
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 5_000 } });
  const nodeFetch = ((url: string, init?: RequestInit) =>
    undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch;
  const c = remoteContainer(config, systemClock, cryptoIds, nodeFetch);
  return {
    commerce: resolve(c, TOKENS.Commerce),
    storefront: resolve(c, WIRING.RemoteStorefront),
    mode,
    ...(client ? localServerDesks({ ...client, fetch: nodeFetch }) : {}),
    content: cliContentEditor(c, nodeFetch, client),
    close: () => dispatcher.close(),
  };
}

/**
 * The CLI's session for the environment `env` (parseEnv). On the remote profile: the HTTP adapters against the
 * configured services. On the embedded profile: over HTTP (client credentials) to the local server that holds the
 * data directory, or to NUTSHELL_SERVER_URL, through the same remote container; otherwise the embedded engine
 * in-process, holding the directory's lock meanwhile. Throws when another process holds the directory without a
 * server URL.
 */
export async function openCli(env: NodeEnv): Promise<CliSession> {
  const remote = remoteConfigOf(env);
  if (remote) return overHttp(remote, 'remote');
  const client = { clientId: env.NUTSHELL_CLIENT_ID, clientSecret: env.NUTSHELL_CLIENT_SECRET };
  const serverUrl = env.NUTSHELL_SERVER_URL ?? (env.DATABASE_URL ? undefined : readLock(env.dataDir)?.url);
  if (serverUrl) return overHttp(localServerRemoteConfig(serverUrl, client), 'http', { baseUrl: serverUrl, ...client });
  const lock = env.DATABASE_URL
    ? { release: () => undefined }
    : acquireLock(env.dataDir, { pid: process.pid, kind: 'cli' });
  if ('heldBy' in lock) {
    if (lock.heldBy.url)
      return overHttp(localServerRemoteConfig(lock.heldBy.url, client), 'http', {
        baseUrl: lock.heldBy.url,
        ...client,
      });
    const holder = `${lock.heldBy.kind} process ${lock.heldBy.pid}`;
    throw new Error(`the data directory ${env.dataDir} is in use by ${holder}; try again in a moment`);
  }
  try {
    const services = await openEmbedded(locationOf(env), systemClock, cryptoIds, {
      search: false,
      mail: mailOptionsOf(env, 2),
    });
    const close = async () => {
      await services.close();
      lock.release();
    };
    return {
      commerce: services.commerce,
      storefront: services.useCases,
      outbox: services.outbox,
      customers: customerDirectory(services.accounts, services.storefront, publicUrlOf(env)),
      storeCredit: storeCreditDesk(services.useCases.storedValue),
      inventory: services.inventory,
      cxOrders: cxOrdersOf(services, publicUrlOf(env)),
      subscriptions: subscriptionDeskOf(services, env),
      gifts: services.giftDesk,
      orderUpload: orderUploadDesk(services),
      resellers: services.resellers,
      content: services.content,
      mode: 'in-process',
      close,
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}
