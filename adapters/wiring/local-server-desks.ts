import { HttpOutbox } from '../mail/http-outbox';
import { HttpCustomerDirectory } from '../storefront-backend/http-customer-directory';
import { HttpCxOrderDesk } from '../storefront-backend/http-cx-order-desk';
import { HttpGiftDesk } from '../storefront-backend/http-gift-desk';
import { HttpInventory } from '../storefront-backend/http-inventory';
import { HttpOrderUploadDesk } from '../storefront-backend/http-order-upload-desk';
import { HttpResellerDesk } from '../storefront-backend/http-reseller-desk';
import { HttpStoreCreditDesk } from '../storefront-backend/http-store-credit-desk';
import { HttpSubscriptionDesk } from '../storefront-backend/http-subscription-desk';
import type { LocalApiOptions } from '../http/local-api-client';

/**
 * The CLI's desks over a running local server's bearer-token API (adapters/embedded/server/cli-api.ts): the outbox,
 * customers, store credit, stock, the CX order desk, subscriptions, gifts, the order upload and the resale
 * certificates' review, each an HTTP adapter on `options` (base URL, API client, fetch).
 */
export function localServerDesks(options: LocalApiOptions) {
  return {
    outbox: new HttpOutbox(options),
    customers: new HttpCustomerDirectory(options),
    storeCredit: new HttpStoreCreditDesk(options),
    inventory: new HttpInventory(options),
    cxOrders: new HttpCxOrderDesk(options),
    subscriptions: new HttpSubscriptionDesk(options),
    gifts: new HttpGiftDesk(options),
    orderUpload: new HttpOrderUploadDesk(options),
    resellers: new HttpResellerDesk(options),
  };
}
