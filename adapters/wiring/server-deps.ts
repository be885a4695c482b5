import type { CxOrderDesk } from '../../ports/cx-order-desk';
import type { SubscriptionDesk } from '../../ports/subscription-desk';
import { cryptoIds } from '../system/node-system';
import { customerDirectory } from './customer-directory';
import { cxOrderDesk } from './cx-order-desk';
import type { EmbeddedServices } from './embedded-services';
import { publicUrlOf, siteFlagsOf, type NodeEnv } from './env';
import { orderUploadDesk } from './order-upload-desk';
import { storeCreditDesk } from './store-credit-desk';
import { subscriptionDesk } from './subscription-desk';
import { targetingServerDeps } from './targeting-bindings';

/** The embedded profile's CX order desk, with receipt URLs on `siteUrl`. */
export function cxOrdersOf(services: EmbeddedServices, siteUrl: string): CxOrderDesk {
  return cxOrderDesk({ ...services, ids: cryptoIds, siteUrl });
}

/** The embedded profile's subscription desk: delivery runs held for NUTSHELL_DELIVERY_LEASE_MS. */
export function subscriptionDeskOf(services: EmbeddedServices, env: NodeEnv): SubscriptionDesk {
  const { autoDelivery, subscriptionStore: store, accounts } = services;
  return subscriptionDesk({ autoDelivery, store, accounts, leaseMs: env.NUTSHELL_DELIVERY_LEASE_MS });
}

/** The server's content: the embedded store, read and edited, behind the Content API's public key. */
function contentDepsOf(services: EmbeddedServices, env: NodeEnv) {
  return { content: services.content, contentEditor: services.content, contentApiKey: env.BUILDER_API_KEY };
}

/**
 * The local server's services from the embedded profile (node.ts startServer): accounts and their rate limits, the
 * CLI's desks, payments and stored value, site flags, targeting, auto-delivery, search, content and marketing.
 */
export function embeddedServerDeps(services: EmbeddedServices, env: NodeEnv) {
  return {
    accounts: services.accounts,
    siteUrl: publicUrlOf(env),
    accountRateLimits: { perAddress: env.ACCOUNT_RATE_PER_ADDRESS, perEmail: env.ACCOUNT_RATE_PER_EMAIL },
    localIdentity: services.localIdentity,
    outbox: services.outbox,
    mail: services.mail,
    customers: customerDirectory(services.accounts, services.storefront, publicUrlOf(env)),
    storeCredit: storeCreditDesk(services.useCases.storedValue),
    inventory: services.inventory,
    cxOrders: cxOrdersOf(services, publicUrlOf(env)),
    subscriptionDesk: subscriptionDeskOf(services, env),
    giftDesk: services.giftDesk,
    orderUpload: orderUploadDesk(services),
    resellers: services.resellers,
    gifting: services.gifting,
    tokenizer: services.gateway,
    vault: services.vault,
    storedValue: services.storedValue,
    siteFlags: siteFlagsOf(env),
    browserTelemetry: env.NUTSHELL_BROWSER_TELEMETRY === '1',
    ...targetingServerDeps(services, env),
    autoDelivery: services.autoDelivery,
    search: services.search,
    ...contentDepsOf(services, env),
    marketing: services.marketing,
  };
}
