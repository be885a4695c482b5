import type { PaymentTokenizerPort } from '../../ports/payments';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import { lazyPort } from './on-demand';

/**
 * A StorefrontBackendPort that loads its adapter on the first call, as `lazyMyCart` does for the cart (
 * the HTTP client and its fetch helper stay out of the initial JS; the first paint comes with its data). Calls made
 * while the adapter loads wait for it; a failed load is retried by the next call, and its error reaches the caller
 * as any other exception of the port would.
 */
export function lazyBackend(load: () => Promise<StorefrontBackendPort>): StorefrontBackendPort {
  return lazyPort(load);
}

/** A PaymentTokenizerPort that loads its adapter on the first call (checkout's payment step), as `lazyBackend`. */
export function lazyTokenizer(load: () => Promise<PaymentTokenizerPort>): PaymentTokenizerPort {
  return lazyPort(load);
}
