import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from './app';
import { cxOrderDeskRoutes } from './cx-order-desk-routes';
import { customerDirectoryRoutes } from './customer-directory-routes';
import { inventoryRoutes } from './inventory-routes';
import { requireApiToken } from './oauth';
import { outboxRoutes } from './outbox-routes';
import type { Sessions } from './sessions';
import { staffDirectoryRoutes } from './staff-directory-routes';
import { storeCreditRoutes } from './store-credit-routes';
import { subscriptionDeskRoutes } from './subscription-desk-routes';
import { giftDeskRoutes } from './gift-desk-routes';
import { orderUploadDeskRoutes } from './order-upload-desk-routes';
import { resellerDeskRoutes } from './reseller-desk-routes';
import { registerContentRoutes } from './content-routes';

export type { ContentServerDeps } from './content-routes';

/**
 * The CLI's routes on the local server (`nutshell ...` while the server holds the data directory), in one scope whose
 * every route needs the API client's bearer token (requireApiToken): the outbox, the customer directory, staff, store
 * credit, the stock on hand, the CX order desk, the subscription desk (`/nutshell/subscriptions`), the gift desk
 * (`/nutshell/gifts`), the order upload (`/nutshell/cx/order-upload`) and the resale certificates' review
 * (`/nutshell/resellers/certificates`), each only when its dependency is given.
 * `sessions` forgets a removed staff member's sessions. Also Builder's Content and Write APIs (content-routes.ts),
 * whose writes take the same bearer token.
 */
export async function registerCliApi(app: FastifyInstance, deps: ServerDeps, sessions: Sessions): Promise<void> {
  const { outbox, customers, inventory, storeCredit, cxOrders, subscriptionDesk, giftDesk, orderUpload } = deps;
  const { resellers } = deps;
  registerContentRoutes(app, deps);
  const desks = [
    outbox,
    customers,
    inventory,
    storeCredit,
    cxOrders,
    subscriptionDesk,
    giftDesk,
    orderUpload,
    resellers,
  ];
  if (desks.every((d) => d === undefined)) return;
  await app.register(async (api) => {
    api.addHook('onRequest', requireApiToken(deps.db, deps.clock));
    if (outbox) await api.register(outboxRoutes, { outbox });
    if (customers) await api.register(customerDirectoryRoutes, { customers });
    const forgetSessions = (customerId: string) => sessions.forgetCustomer(customerId);
    if (customers) await api.register(staffDirectoryRoutes, { customers, forgetSessions });
    if (storeCredit) await api.register(storeCreditRoutes, { desk: storeCredit });
    if (inventory) await api.register(inventoryRoutes, { inventory });
    if (cxOrders) await api.register(cxOrderDeskRoutes, { desk: cxOrders });
    if (subscriptionDesk) await api.register(subscriptionDeskRoutes, { desk: subscriptionDesk });
    if (giftDesk) await api.register(giftDeskRoutes, { desk: giftDesk });
    if (orderUpload) await api.register(orderUploadDeskRoutes, { desk: orderUpload });
    if (resellers) await api.register(resellerDeskRoutes, { desk: resellers });
  });
}
