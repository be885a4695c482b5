import { domainError, err } from '../../core/shared';
import type { StorefrontService } from '../../ports/storefront-service';
import type { ListWholesaleItems } from '../../core/catalogue';
import type { Storefront } from './storefront';

/**
 * The local server's view of the storefront (ports/storefront-service.ts): each route's call with the caller's
 * session id passed in, forwarded to one use case. No logic lives here; it only adapts argument shapes, and chains
 * two: an order placed at checkout then makes its auto-delivery lines subscriptions (SubscribeOrderLines) and its
 * digital gift lines gift drops (CreateGiftDrops). `wholesale` (the /wholesale page's read, core-cart-checkout §6) is
 * the server's own (node-container.ts), kept out of the storefront the browser builds too.
 */
export function storefrontService(
  storefront: Storefront,
  server: { readonly wholesale?: ListWholesaleItems } = {},
): StorefrontService {
  const { wholesale } = server;
  const { checkout, catalogue, lists, customerOrders, cx, subscriptions, gifting } = storefront;
  return {
    setPaymentAdjustment: (input) => cx.setPaymentAdjustment.execute(input),
    addToCart: (anonymousId, input, options) =>
      checkout.addToCart.execute({ anonymousId, ...input, ...(options?.newSession ? { newSession: true } : {}) }),
    resolvePath: (path) => catalogue.resolvePath.execute(path),
    customizerPage: (path) => catalogue.customizerPage.execute(path),
    giftBundle: () => catalogue.giftBundle.execute(),
    ...(wholesale ? { wholesale: () => wholesale.execute() } : {}),
    calculateShipping: (input) => checkout.quoteShipping.execute(input),
    shipDates: (anonymousId, input) => checkout.listShipDates.execute(input, anonymousId),
    predictedShipping: () => checkout.predictShipping.execute(),
    restrictedCountrySkus: (skus) => checkout.findRestrictedCountrySkus.execute(skus),
    selectDeliveryOption: (anonymousId, input) => checkout.selectDeliveryOption.execute({ anonymousId, ...input }),
    placeOrder: async (anonymousId, input) => {
      const placed = await checkout.placeOrder.execute({
        anonymousId,
        ...input,
        paymentNonces: [...input.paymentNonces],
      });
      // The order stands whatever happens next: a failure to subscribe its lines never turns it into an error.
      if (placed.ok) await subscriptions.subscribeOrderLines.execute(placed.value.order).catch(() => undefined);
      // Likewise its digital gift lines become gift drops mailed to their recipients (CreateGiftDrops, idempotent).
      if (placed.ok) await gifting.createGiftDrops.execute(placed.value.order).catch(() => undefined);
      return placed;
    },
    getReceipt: (token) => checkout.getReceipt.execute(token),
    isFirstOrder: (token) => checkout.isFirstOrder.execute(token),
    changePaymentMethod: async (input) =>
      checkout.changePaymentMethod
        ? checkout.changePaymentMethod.execute(input)
        : err(domainError('route/not-found', 'Orders keep no payment state here.')),
    recentPurchases: (anonymousId, limit) => lists.buyItAgain.execute({ anonymousId, limit }),
    categoryRecommendations: (categoryKey, limit) => catalogue.recommendProducts.execute({ categoryKey, limit }),
    productRecommendations: (keys, limit) => catalogue.recommendProducts.execute({ productKeys: keys, limit }),
    trayCatalog: (category) => catalogue.listTrayCatalog.execute(category),
    favorites: (anonymousId) => lists.listFavorites.execute(anonymousId),
    setFavorite: (anonymousId, productKey, favorite) =>
      lists.toggleFavorite.execute({ anonymousId, productKey, favorite }),
    adoptFavorites: (anonymousOwnerId, customerId) =>
      lists.adoptSessionFavorites.execute({ anonymousOwnerId, customerId }),
    favoriteCards: (ownerId) => lists.listFavoriteCards.execute(ownerId),
    customerOrders: (customerId) => customerOrders.listCustomerOrders.execute(customerId),
    customerOrder: (customerId, orderNumber) => customerOrders.getCustomerOrder.execute({ customerId, orderNumber }),
    easyReorder: (customerId) => customerOrders.listEasyReorder.execute(customerId),
    reorder: (ownerId, customerId, orderNumber) =>
      customerOrders.reorderOrder.execute({ ownerId, customerId, orderNumber }),
    clearCopiedOrder: (ownerId) => customerOrders.clearCopiedOrder.execute(ownerId),
    prepareCart: (ownerId) => checkout.prepareCart.execute(ownerId),
  };
}
