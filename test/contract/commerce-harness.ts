import { afterAll, beforeAll } from 'vitest';
import type { Cart } from '../../core/cart/model/cart';
import type { CartAction } from '../../core/cart/model/actions';
import type { Result } from '../../core/shared/result';
import type { CommercePort } from '../../ports/commerce';
import { HttpCommerce } from '../../adapters/commercetools/http-commerce';
import { startTestServer, TEST_CLIENT } from '../support/test-server';

/**
 * Shared set-up of the commerce port's contract suites (DESIGN §4): every suite runs the same `it`s against
 * each implementation named in IMPLEMENTATIONS, on one freshly seeded database per test file.
 */
export const IMPLEMENTATIONS = ['embedded in-process', 'HTTP adapter via local server'] as const;
export type ImplementationName = (typeof IMPLEMENTATIONS)[number];

/**
 * Registers beforeAll/afterAll hooks that open the embedded services and the local server on a random port,
 * and returns a lookup of the port implementation by name (valid inside tests).
 */
export function commerceImplementations(): (name: ImplementationName) => CommercePort {
  let close: (() => Promise<void>) | undefined;
  const impls = new Map<ImplementationName, CommercePort>();
  beforeAll(async () => {
    const server = await startTestServer();
    impls.set('embedded in-process', server.services.commerce);
    impls.set('HTTP adapter via local server', new HttpCommerce({ baseUrl: server.baseUrl, projectKey: 'nutshell', ...TEST_CLIENT }));
    close = () => server.close();
  });
  afterAll(async () => {
    await close?.();
    impls.clear();
  });
  return (name) => {
    const impl = impls.get(name);
    if (!impl) throw new Error('commerce implementations are not open yet');
    return impl;
  };
}

/** The value of a successful Result; throws with the error's code and message otherwise. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** `count` SKUs of active, not backordered variants in category `categoryKey`, from different products. */
export async function activeSkus(port: CommercePort, count: number, categoryKey = 'nuts'): Promise<string[]> {
  const { results } = await port.listProducts({ categoryKey, limit: 20, offset: 0 });
  const skus = results.flatMap((p) => p.variants.find((v) => v.active && !v.backordered)?.sku ?? []);
  if (skus.length < count) throw new Error(`fewer than ${count} active variants seeded in ${categoryKey}`);
  return skus.slice(0, count);
}

/** A new cart with `actions` applied (throws when they fail). */
export async function cartWith(port: CommercePort, actions: readonly CartAction[]): Promise<Cart> {
  const cart = await port.createCart({});
  return actions.length === 0 ? cart : value(await port.updateCart(cart.id, cart.version, actions));
}

let sequence = 0;
/** A string unique in this run, e.g. for cart keys, receipt tokens and idempotency keys (at least 16 characters). */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2, 10)}`;
}
