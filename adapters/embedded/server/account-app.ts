import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from './app';
import { registerAccountAreaRoutes } from './account-area';
import { registerAccountRoutes } from './account-routes';
import { bodyOf, registerCustomerRoutes, signedIn, walletOwner } from './customer-routes';
import { registerAutoDeliveryRoutes } from './auto-delivery-routes';
import { registerGiftDropRoutes } from './gift-drop-routes';
import { registerCxCreditRoutes } from './cx-credit-routes';
import { registerCxRoutes } from './cx-routes';
import { registerLocalIdentityProvider } from './local-identity-provider';
import { registerMeProfileRoutes } from './me-profile-routes';
import { registerBusinessRoutes } from './business-routes';
import { registerOrderUploadRoutes } from './order-upload-routes';
import { registerResellerRoutes } from './reseller-routes';
export type { ResellerServerDeps } from './reseller-routes';
import { registerMarketingRoutes } from './marketing-routes';
export type { MarketingServerDeps } from './marketing-routes';
import type { Sessions } from './sessions';
import { registerSocialRoutes } from './social-routes';
import { registerStoredValueRoutes } from './stored-value-routes';

/**
 * The customers' side of the local server (spec: shell-account §7 sign-in rows; core-cart-checkout §7 describe,
 * addresses): with `deps.accounts`, the sign-in, sign-up, link and reset routes (account-routes.ts) and social
 * sign-in (social-routes.ts) behind their rate limits, the customer's own resources (customer-routes.ts), settings
 * (me-profile-routes.ts), business accounts (business-routes.ts), stored value at the payment step
 * (stored-value-routes.ts), account-area data (account-area.ts), auto-delivery (auto-delivery-routes.ts), gift
 * drops (gift-drop-routes.ts), the bulk order upload (order-upload-routes.ts) and the CX agents' routes (cx-routes.ts;
 * courtesy credit: cx-credit-routes.ts); and, for social sign-ins without a configured issuer, the local test identity
 * provider (local-identity-provider.ts). With `deps.marketing`, for visitors too, the newsletter, survey and offer
 * calls (marketing-routes.ts).
 */
export async function registerAccounts(app: FastifyInstance, deps: ServerDeps, sessions: Sessions): Promise<void> {
  if (deps.accounts) {
    const accountDeps = {
      accounts: deps.accounts,
      sessions,
      siteUrl: deps.siteUrl ?? 'http://localhost',
      ...(deps.accountRateLimits ? { rateLimits: deps.accountRateLimits } : {}),
      favorites: deps.storefront,
    };
    const guard = await registerAccountRoutes(app, accountDeps);
    registerSocialRoutes(app, accountDeps, guard);
    const vault = deps.vault ? { vault: deps.vault } : {};
    registerCustomerRoutes(app, { accounts: deps.accounts, sessions, ...vault });
    registerMeProfileRoutes(app, { accounts: deps.accounts, sessions });
    registerBusinessRoutes(app, { accounts: deps.accounts, sessions });
    const cx = { accounts: deps.accounts, sessions, commerce: deps.commerce, storefront: deps.storefront };
    registerCxRoutes(app, { ...cx, ids: deps.ids });
    if (deps.storeCredit) registerCxCreditRoutes(app, { ...cx, storeCredit: deps.storeCredit });
    if (deps.storedValue) {
      const customers = { accounts: deps.accounts, sessions };
      registerStoredValueRoutes(app, {
        storedValue: deps.storedValue,
        sessions,
        walletOwner: (req, reply, customerId) => walletOwner(customers, req, reply, customerId),
      });
    }
    if (deps.autoDelivery) {
      const customers = { accounts: deps.accounts, sessions };
      registerAutoDeliveryRoutes(app, {
        autoDelivery: deps.autoDelivery,
        ...vault,
        signedIn: (req, reply) => signedIn(customers, req, reply),
        bodyOf,
        worker: `server-${deps.ids.uuid().slice(0, 8)}`,
      });
    }
    if (deps.gifting) {
      const customers = { accounts: deps.accounts, sessions };
      registerGiftDropRoutes(app, { gifting: deps.gifting, signedIn: (req, reply) => signedIn(customers, req, reply) });
    }
    if (deps.orderUpload) {
      const customers = { accounts: deps.accounts, sessions };
      const { orderUpload, accounts } = deps;
      registerOrderUploadRoutes(app, {
        orderUpload,
        accounts,
        signedIn: (req, reply) => signedIn(customers, req, reply),
        currentCustomerId: async (req) => (await sessions.current(req))?.customerId ?? undefined,
      });
    }
    if (deps.resellers) {
      const customers = { accounts: deps.accounts, sessions };
      registerResellerRoutes(app, {
        resellers: deps.resellers,
        signedIn: (req, reply) => signedIn(customers, req, reply),
      });
    }
    registerAccountAreaRoutes(app, {
      ...(deps.resellers ? { resellers: deps.resellers } : {}),
      ...vault,
      ...(deps.autoDelivery ? { autoDelivery: deps.autoDelivery } : {}),
      ...(deps.siteFlags ? { siteFlags: deps.siteFlags } : {}),
      accounts: deps.accounts,
      sessions,
      commerce: deps.commerce,
      storefront: deps.storefront,
    });
  }
  if (deps.marketing) registerMarketingRoutes(app, { marketing: deps.marketing, sessions, clock: deps.clock });
  if (deps.localIdentity && deps.localIdentity.providers.length > 0)
    await registerLocalIdentityProvider(app, deps.localIdentity, deps.db);
}
