import type { FastifyInstance } from 'fastify';
import { storeCreditDesk } from '../../adapters/wiring/store-credit-desk';
import { customerDirectory } from '../../adapters/wiring/customer-directory';
import { cxOrderDesk } from '../../adapters/wiring/cx-order-desk';
import { orderUploadDesk } from '../../adapters/wiring/order-upload-desk';
import { subscriptionDesk } from '../../adapters/wiring/subscription-desk';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp, type ServerDeps } from '../../adapters/embedded/server/app';
import { CATALOG_IMAGES_DIR } from '../../adapters/embedded/db/seed';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { freshTestDatabase } from './test-database';
import type { Clock } from '../../ports/clock';
import type { ServerMetrics } from '../../adapters/embedded/server/metrics';

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

/** The local server's app for `app.inject` tests (not listening): its services and a close that drops the database. */
export interface TestApp {
  readonly services: EmbeddedServices;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Opens the embedded services on a fresh database (PGlite in memory, or PostgreSQL per
 * NUTSHELL_TEST_DATABASE_URL) and builds the local server's app on them, not listening. `options.logger`: pino
 * options for the app's request log (none by default); `options.clock`: the services' and server's clock (the system
 * clock by default; a test advances its own to expire links and sessions); `options.siteUrl`: the site's public origin
 * (default 'http://localhost'): mailed links and social sign-in's redirect URIs and local test provider's issuer
 * start with it, while the server reaches that provider at its listening address; `options.pages`: storefront pages rendered on the server from
 * the UI's source (otherwise page GETs answer the API's 404), from `options.uiDir` when given (a folder holding
 * index.html and assets/), else from a temporary copy of ui/index.html; `options.metrics`: GET /metrics on (metrics.ts),
 * counting the engine's orders as the server does.
 */
export async function buildTestApp(
  clients: readonly { clientId: string; clientSecret: string }[] = [TEST_CLIENT],
  options: {
    logger?: object;
    pages?: boolean;
    uiDir?: URL;
    clock?: Clock;
    siteUrl?: string;
    metrics?: ServerMetrics;
  } = {},
): Promise<TestApp> {
  const database = await freshTestDatabase();
  const clock = options.clock ?? systemClock;
  const siteUrl = options.siteUrl ?? 'http://localhost';
  let listening: () => string | undefined = () => undefined;
  const identity = { publicOrigin: siteUrl, backChannelOrigin: () => listening() };
  const s = await openEmbedded(database.location, clock, cryptoIds, { identity });
  const ui = options.pages ? await sourceUi(options.uiDir) : undefined;
  const app = await buildApp({
    siteUrl,
    localIdentity: s.localIdentity,
    db: s.db,
    commerce: s.commerce,
    storefront: s.storefront,
    accounts: s.accounts,
    outbox: s.outbox,
    customers: customerDirectory(s.accounts, s.storefront, siteUrl),
    storeCredit: storeCreditDesk(s.useCases.storedValue),
    inventory: s.inventory,
    cxOrders: cxOrderDesk({ ...s, ids: cryptoIds, siteUrl }),
    subscriptionDesk: subscriptionDesk({
      autoDelivery: s.autoDelivery,
      store: s.subscriptionStore,
      accounts: s.accounts,
    }),
    tokenizer: s.gateway,
    vault: s.vault,
    storedValue: s.storedValue,
    autoDelivery: s.autoDelivery,
    gifting: s.gifting,
    giftDesk: s.giftDesk,
    orderUpload: orderUploadDesk(s),
    resellers: s.resellers,
    search: s.search,
    targeting: s.targeting,
    socialProof: s.socialProof,
    content: s.content,
    contentEditor: s.content,
    marketing: s.marketing,
    clock,
    ids: cryptoIds,
    clients,
    projectKey: 'nutshell',
    imagesDir: CATALOG_IMAGES_DIR,
    logger: options.logger ?? false,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(ui ? { uiDir: ui.uiDir, createPageRenderer: ui.createPageRenderer } : {}),
  });
  const metrics = options.metrics;
  if (metrics) s.commerce.orders.onCreated(() => metrics.orderPlaced());
  listening = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : undefined;
  };
  return {
    services: s,
    app,
    async close() {
      await app.close();
      await s.close();
      await database.drop();
      if (ui?.temporary) rmSync(ui.uiDir, { recursive: true, force: true });
    },
  };
}

/**
 * The UI as the server renders it, from source (no build): a folder holding ui/index.html (no manifest, so no
 * preloads) and the server renderer imported from ui/server/render-page.tsx.
 */
async function sourceUi(
  given: URL | undefined,
): Promise<{ uiDir: URL; createPageRenderer: ServerDeps['createPageRenderer']; temporary: boolean }> {
  const { createPageRenderer } = await import('../../ui/server/render-page');
  if (given) return { uiDir: given, createPageRenderer, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'nutshell-ui-'));
  mkdirSync(join(dir, 'assets'));
  copyFileSync(UI_INDEX_HTML, join(dir, 'index.html'));
  return { uiDir: pathToFileURL(`${dir}/`), createPageRenderer, temporary: true };
}

/** The UI's index.html source (with the markers the page templates need). */
export const UI_INDEX_HTML = fileURLToPath(new URL('../../ui/index.html', import.meta.url));

/** `buildTestApp`, then listening on 127.0.0.1 with a random port. */
export async function startTestServer(
  clients: readonly { clientId: string; clientSecret: string }[] = [TEST_CLIENT],
  options: { logger?: object; siteUrl?: string } = {},
): Promise<TestServer> {
  const built = await buildTestApp(clients, options);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    services: built.services,
    baseUrl: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () => built.close(),
  };
}

/** `Bearer …` access token of `client` from the app's POST /commerce/oauth/token (client credentials). */
export async function injectBearer(
  app: FastifyInstance,
  client: { clientId: string; clientSecret: string },
): Promise<string> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const res = await app.inject({
    method: 'POST',
    url: '/commerce/oauth/token',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  return (res.json() as { access_token: string }).access_token;
}

/** A US shipping address for carts made ready to order in tests. */
export interface TestShippingAddress {
  readonly name: string;
  readonly street1: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: 'US';
}

/**
 * Makes the cart `cartId` of session `anonymousId` ready to order: `email`, `address` as its shipping address and
 * one shipment holding every line, with the 'ground' delivery option. Returns the cart's version; throws on failure.
 */
export async function readyToOrder(
  services: EmbeddedServices,
  cartId: string,
  anonymousId: string,
  email: string,
  address: TestShippingAddress,
): Promise<number> {
  const cart = (await services.commerce.getCartById(cartId))!;
  const shipped = await services.commerce.updateCart(cart.id, cart.version, [
    { action: 'setCustomerEmail', email },
    { action: 'setShippingAddress', address },
    { action: 'addItemShippingAddress', address: { ...address, key: 'shipment-1', custom: {} } },
    ...cart.lineItems.map((l) => ({
      action: 'setLineItemShippingDetails' as const,
      lineItemId: l.id,
      shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: l.quantity }] },
    })),
  ]);
  if (!shipped.ok) throw new Error(shipped.error.message);
  const delivered = await services.storefront.selectDeliveryOption(anonymousId, {
    cartId,
    version: shipped.value.version,
    shipmentKey: 'shipment-1',
    shippingMethodId: 'ground',
  });
  if (!delivered.ok) throw new Error(delivered.error.message);
  return delivered.value.version;
}
