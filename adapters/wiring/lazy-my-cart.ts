import type { MyCartPort } from '../../ports/my-cart';
import { lazyPort } from './on-demand';

/**
 * A MyCartPort that loads its adapter on the first call (to keep it out of the initial JS): the browser's
 * commercetools `/me` client decodes carts with zod and maps commercetools shapes, which the first paint
 * does not need. Calls made while the adapter loads wait for it, so none is lost; a failed load is retried
 * by the next call, and its error reaches the caller as any other exception of the port would.
 */
export function lazyMyCart(load: () => Promise<MyCartPort>): MyCartPort {
  return lazyPort(load);
}
