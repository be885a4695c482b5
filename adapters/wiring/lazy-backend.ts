import type { PaymentTokenizerPort } from '../../ports/payments';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import { onDemand } from './on-demand';

/**
 * A StorefrontBackendPort that loads its adapter on the first call, as `lazyMyCart` does for the cart (
 * the HTTP client and its fetch helper stay out of the initial JS; the first paint comes with its data). Calls made
 * while the adapter loads wait for it; a failed load is retried by the next call, and its error reaches the caller
 * as any other exception of the port would.
 */
export function lazyBackend(load: () => Promise<StorefrontBackendPort>): StorefrontBackendPort {
  const port = onDemand(load);
  return {
    addToCart: async (input) => (await port()).addToCart(input),
    resolvePath: async (path) => (await port()).resolvePath(path),
    getPredictedShipping: async () => (await port()).getPredictedShipping(),
    getShipDates: async (key) => (await port()).getShipDates(key),
    calculateShipping: async (input) => (await port()).calculateShipping(input),
    getRestrictedCountrySkus: async (skus) => (await port()).getRestrictedCountrySkus(skus),
    selectDeliveryOption: async (input) => (await port()).selectDeliveryOption(input),
    placeOrder: async (input) => (await port()).placeOrder(input),
    getReceipt: async (token) => (await port()).getReceipt(token),
    isFirstOrder: async (receiptToken) => (await port()).isFirstOrder(receiptToken),
    getRecentPurchases: async (limit) => (await port()).getRecentPurchases(limit),
    getRecommendationList: async (path) => (await port()).getRecommendationList(path),
    setFavorite: async (productKey, favorite) => (await port()).setFavorite(productKey, favorite),
    getFavorites: async () => (await port()).getFavorites(),
    clearCopiedOrder: async () => (await port()).clearCopiedOrder(),
    prepareCart: async () => (await port()).prepareCart(),
  };
}

/** A PaymentTokenizerPort that loads its adapter on the first call (checkout's payment step), as `lazyBackend`. */
export function lazyTokenizer(load: () => Promise<PaymentTokenizerPort>): PaymentTokenizerPort {
  const port = onDemand(load);
  return { tokenizeCard: async (card, owner) => (await port()).tokenizeCard(card, owner) };
}
