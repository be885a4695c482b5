import type { SubscriptionDesk } from '../../../ports/subscription-desk';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import type { CommercePort } from '../../../ports/commerce';
import type { StoredValuePort } from '../../../ports/stored-value';
import type { PaymentTokenizerPort, PaymentVaultPort } from '../../../ports/payments';
import type { SearchPort } from '../../../ports/search';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { AccountService } from '../../../ports/account-service';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { Database } from '../db/database';
import { cartsRoutes } from './carts-routes';
import { catalogueRoutes } from './catalogue-routes';
import { wireDirectory, type CommerceRouteOptions } from './commerce-routes';
import { customObjectRoutes } from './custom-object-routes';
import { discountRoutes } from './discount-routes';
import { answerThrownErrors, refuseUnstorableUrls, registerBodyParsers } from './request-guards';
import { registerMeRoutes } from './me-routes';
import { ordersRoutes } from './orders-routes';
import { registerPaymentRoutes } from './payment-routes';
import { registerOAuth, requireApiToken, type ApiClient } from './oauth';
import { registerSearchRoutes } from './search-routes';
import { registerSeoRoutes } from './seo-routes';
import { Sessions } from './sessions';
import { registerStorefrontRoutes } from './storefront-routes';
import { registerRecommendationRoutes, type TargetingServerDeps } from './recommendation-routes';
import { registerGiftedTraysRoutes } from './gifted-trays-routes';
import { registerUi } from './ui-routes';
import type { PageRenderer, PageRendererDeps } from '../../../ports/page-renderer';
import { registerSecurity } from './security';
import type { AccountRateLimits } from './account-rate-limits';
import type { LocalIdentitySettings } from './local-identity-provider';
import { registerAccounts, type MarketingServerDeps, type ResellerServerDeps } from './account-app';
import type { StoreCreditDesk } from '../../../ports/store-credit-desk';
import type { CxOrderDesk } from '../../../ports/cx-order-desk';
import { registerCliApi, type ContentServerDeps } from './cli-api';
import type { InventoryPort } from '../../../ports/inventory';
import type { CustomerDirectory } from '../../../ports/customer-directory';
import type { OutboxReader } from '../../../ports/mail';
import { registerOrderHistoryRoutes } from './order-history-routes';
import { registerCartPreparationRoutes } from './cart-preparation-routes';
import { registerOrderPaymentRoutes } from './order-payment-routes';
import { registerEventRoutes, type EventServerDeps } from './event-routes';
import { registerCheckoutAccountRoutes } from './checkout-account-routes';
import type { FeatureFlags } from '../../../core/shared';
import type { AutoDeliveryService } from '../../../ports/auto-delivery-service';
import type { GiftServerDeps } from './gift-drop-routes';
import type { OrderUploadServerDeps } from './order-upload-routes';
import { registerHealthRoutes, type DrainState } from './health-routes';
import { registerMetrics, type ServerMetrics } from './metrics';
import { registerRequestId, requestIdOf } from './request-id';
import { DEFAULT_MAX_IN_FLIGHT, registerLoadShedding } from './load-shedding';
/** Everything the local server needs, built by the Node composition root. */
export interface ServerDeps
  extends
    GiftServerDeps,
    OrderUploadServerDeps,
    ResellerServerDeps,
    TargetingServerDeps,
    EventServerDeps,
    ContentServerDeps,
    MarketingServerDeps {
  readonly db: Database;
  readonly commerce: CommercePort;
  readonly storefront: StorefrontService;
  /** The mail outbox, read by the CLI over HTTP (outbox-routes.ts); absent: no outbox routes. */
  readonly outbox?: OutboxReader;
  /** The customers, read by the CLI over HTTP (customer-directory-routes.ts); absent: no such routes. */
  readonly customers?: CustomerDirectory;
  /** The store credit desk for the CLI (GET|POST /nutshell/customers/credit behind the API token); absent: none. */
  readonly storeCredit?: StoreCreditDesk;
  /** The stock on hand, set by the CLI over HTTP (inventory-routes.ts); absent: no such route. */
  readonly inventory?: InventoryPort;
  /** The CX order desk for the CLI (POST /nutshell/cx/place-order|copy-order behind the API token); absent: none. */
  readonly cxOrders?: CxOrderDesk;
  /** The subscription desk for the CLI (/nutshell/subscriptions behind the API token, subscription-desk-routes.ts). */
  readonly subscriptionDesk?: SubscriptionDesk;
  /** Customer accounts and sign-in (account-routes.ts, customer-routes.ts); absent: no account routes. */
  readonly accounts?: AccountService;
  /**
   * The storefront's public origin, e.g. 'https://shop.example.com' (no trailing slash): mailed sign-in and reset
   * links start with it, never with the request's Host header (which a client can forge). Default 'http://localhost'.
   */
  readonly siteUrl?: string;
  /** The account routes' rate limits (env ACCOUNT_RATE_PER_ADDRESS, ACCOUNT_RATE_PER_EMAIL); defaults when absent. */
  readonly accountRateLimits?: AccountRateLimits;
  /**
   * The local test identity provider (local-identity-provider.ts) for the social sign-ins whose issuer is not
   * configured; absent or without providers: not mounted.
   */
  readonly localIdentity?: LocalIdentitySettings;
  readonly tokenizer: PaymentTokenizerPort;
  /** The gateway's vault of saved cards (GET|POST /api/payment-methods); absent: the wallet stays empty. */
  readonly vault?: PaymentVaultPort;
  /** The site layer of the feature flags (env NUTSHELL_FLAGS; feature-flag-cookie.ts); absent: none set. */
  readonly siteFlags?: FeatureFlags;
  /** Pages carry the body class enableBrowserTelemetry (env NUTSHELL_BROWSER_TELEMETRY, shell-account §4). */
  readonly browserTelemetry?: boolean;
  /** Gift certificates and store credit (GET /api/credit-accounts, POST /api/gift-certificates/apply). */
  readonly storedValue?: StoredValuePort;
  /** Auto-delivery subscriptions (the /api/auto-delivery routes); absent: no such routes. */
  readonly autoDelivery?: AutoDeliveryService;
  /** The search index served as the Algolia search API under /1/indexes/; absent: no search routes. */
  readonly search?: SearchPort;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly clients: readonly ApiClient[];
  readonly projectKey: string;
  /** Built React app (dist/ui); absent in API-only tests. */
  readonly uiDir?: URL;
  /**
   * The UI's server renderer factory (`createPageRenderer` of ui/server/render-page.tsx: the built
   * dist/server/render-page.js, or the source in tests); with `uiDir`, pages are rendered on the server.
   */
  readonly createPageRenderer?: (deps: PageRendererDeps) => PageRenderer;
  readonly imagesDir: URL;
  /** pino logger options, or false for none. */
  readonly logger: boolean | object;
  /** Prometheus metrics (NUTSHELL_METRICS=1) served at GET /metrics (metrics.ts); absent: that path is a 404. */
  readonly metrics?: ServerMetrics;
  /** GET /ready's search check (health-routes.ts); absent: the index is built before the server listens. */
  readonly searchReady?: () => boolean;
  /** The process's drain flag: GET /ready answers 503 once it is set (shutdown has begun). */
  readonly drain?: DrainState;
  /**
   * Requests worked on at once in this process before more are refused with 503 'server/busy' (load-shedding.ts;
   * env NUTSHELL_MAX_IN_FLIGHT); default DEFAULT_MAX_IN_FLIGHT (256).
   */
  readonly maxInFlight?: number;
}

/**
 * Query parameters that carry secrets are masked in logs: receipt tokens, cart keys, and OpenID Connect's
 * authorization codes, states, nonces, PKCE values and tokens.
 */
const SECRET_PARAMS =
  /([?&](?:token|receiptToken|key|access_token|id_token|code|state|nonce|code_challenge|code_verifier)=)[^&]*/g;
/** The key of a mailed sign-in or reset link in a path, plain or percent-encoded (resolve-path's `path=`). */
const SIGN_KEY_PATHS = /(sign(?:\/|%2F)(?:magic-link|reset-password)(?:\/|%2F))[^?&#/]*/gi;

/** The request URL with secret query values and mailed links' keys replaced by '***'. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***').replace(SIGN_KEY_PATHS, '$1***');
}

/**
 * The commercetools-compatible API with client-credentials scope, under /commerce/{projectKey}/ (spec:
 * core-cart-checkout §7 Commerce platform cart API; catalogue-gifting §7; adapters/commercetools/WIRE.md): one
 * scope in which every route needs a bearer token from /commerce/oauth/token, holding one plugin per resource; and,
 * in a scope with the same token check, the outbox and the customers the CLI reads (outbox-routes.ts,
 * customer-directory-routes.ts, staff-directory-routes.ts), store credit (store-credit-routes.ts) and the stock the
 * CLI sets (inventory-routes.ts).
 */
async function registerCommerceApi(
  app: FastifyInstance,
  deps: ServerDeps,
  options: CommerceRouteOptions,
  sessions: Sessions,
): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook('onRequest', requireApiToken(deps.db, deps.clock));
      await api.register(cartsRoutes, options);
      await api.register(ordersRoutes, options);
      await api.register(catalogueRoutes, options);
      await api.register(customObjectRoutes, options);
      await api.register(discountRoutes, options);
    },
    { prefix: `/commerce/${deps.projectKey}` },
  );
  await registerCliApi(app, deps, sessions);
}

/** fastify's logger options: pino at level info, URLs' secrets and credentials redacted, `logger` merged over. */
function loggerOptions(logger: ServerDeps['logger']): FastifyServerOptions['logger'] {
  return logger === false
    ? false
    : {
        level: 'info',
        serializers: {
          req: (req: { method: string; url: string; hostname?: string }) => ({
            method: req.method,
            url: redactUrl(req.url),
            hostname: req.hostname,
          }),
        },
        redact: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.number',
          '*.cvc',
          '*.paymentNonces',
          '*.nonce',
          '*.access_token',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.passwordHash',
          '*.key',
        ],
        ...(typeof logger === 'object' ? logger : {}),
      };
}

/**
 * The local server: one fastify app serving the React app, the commercetools-compatible API, the
 * storefront backend and the test payment gateway. Client mistakes get 4xx with a clear message.
 */
export async function buildApp(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    bodyLimit: 256 * 1024,
    trustProxy: false,
    // Request ids (request-id.ts): an incoming safe x-request-id or a UUID, logged as `reqId` on each line.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // On close, idle keep-alive connections end at once; busy ones end after their response (503 to new requests).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  registerRequestId(app);
  if (deps.metrics) registerMetrics(app, deps.metrics);
  await app.register(cookie);
  await registerSecurity(app);
  registerLoadShedding(app, { maxInFlight: deps.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT });
  // Responses of 1 KB or more go out compressed when the client accepts it: brotli at quality 4 (fast enough to
  // run per response) or gzip. The UI's files are compressed once, at build time, at the highest levels
  // (vite.config.ts) and served as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerBodyParsers(app);
  refuseUnstorableUrls(app);
  answerThrownErrors(app);
  const sessions = new Sessions(deps.db, deps.ids, deps.clock);
  registerHealthRoutes(app, deps);
  const { db, ids, clock, clients, projectKey } = deps;
  registerOAuth(app, { db, ids, clock, clients, projectKey });
  const directory = wireDirectory(deps.commerce);
  await registerCommerceApi(app, deps, { commerce: deps.commerce, db: deps.db, directory }, sessions);
  registerMeRoutes(app, { commerce: deps.commerce, sessions, projectKey: deps.projectKey, directory });
  registerPaymentRoutes(app, { tokenizer: deps.tokenizer, sessions });
  registerStorefrontRoutes(app, { ...deps, sessions });
  await registerAccounts(app, deps, sessions);
  if (deps.accounts)
    registerCheckoutAccountRoutes(app, {
      accounts: deps.accounts,
      storefront: deps.storefront,
      sessions,
      siteUrl: deps.siteUrl ?? 'http://localhost',
    });
  registerOrderHistoryRoutes(app, { ...deps, sessions });
  registerCartPreparationRoutes(app, { storefront: deps.storefront, sessions });
  registerOrderPaymentRoutes(app, { storefront: deps.storefront, sessions });
  registerEventRoutes(app, deps);
  registerRecommendationRoutes(app, { ...deps, sessions });
  registerGiftedTraysRoutes(app, { storefront: deps.storefront });
  if (deps.search) await registerSearchRoutes(app, { search: deps.search });
  registerSeoRoutes(app, { commerce: deps.commerce });
  await registerUi(app, deps, sessions);
  return app;
}
