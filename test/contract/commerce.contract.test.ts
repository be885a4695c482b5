import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommercePort } from '../../ports/commerce';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildApp } from '../../adapters/embedded/server/app';
import { CATALOG_IMAGES_DIR } from '../../adapters/embedded/db/seed';
import { HttpCommerce } from '../../adapters/commercetools/http-commerce';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { testDatabase } from '../support/test-database';

/**
 * Contract suite of the commerce port (DESIGN §4), run against the embedded engine in-process and the
 * commercetools HTTP adapter through the local server.
 */
let services: EmbeddedServices;
let close: () => Promise<void>;
const impls: Record<string, () => CommercePort> = {};

beforeAll(async () => {
  services = await openEmbedded(testDatabase(), systemClock, cryptoIds);
  const app = await buildApp({
    db: services.db, commerce: services.commerce, storefront: services.storefront, tokenizer: services.gateway, clock: systemClock, ids: cryptoIds,
    clients: [{ clientId: 'contract', clientSecret: 'contract-secret' }], projectKey: 'nutshell', imagesDir: CATALOG_IMAGES_DIR, logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  impls['embedded in-process'] = () => services.commerce;
  impls['HTTP adapter via local server'] = () => new HttpCommerce({ baseUrl: `http://127.0.0.1:${port}`, projectKey: 'nutshell', clientId: 'contract', clientSecret: 'contract-secret' });
  close = async () => {
    await app.close();
    await services.close();
  };
});
afterAll(async () => close?.());

describe.each(['embedded in-process', 'HTTP adapter via local server'])('CommercePort contract: %s', (name) => {
  const port = () => impls[name]!();

  async function firstSku(): Promise<string> {
    const { results } = await port().listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
    const v = results.flatMap((p) => p.variants).find((x) => x.active && !x.backordered);
    if (!v) throw new Error('no active variant seeded');
    return v.sku;
  }

  it('lists categories with the spec category paths', async () => {
    const paths = (await port().listCategories()).map((c) => c.path);
    for (const p of ['/nuts', '/driedfruit', '/cookingbaking', '/chocolatessweets', '/snacks', '/coffeesteas', '/baking', '/gifts', '/powders']) expect(paths).toContain(p);
  });

  it('creates a cart, adds a line priced by the server, and bumps the version', async () => {
    const sku = await firstSku();
    const cart = await port().createCart({ key: `contract-${name.length}-${Date.now()}` });
    expect(cart.version).toBe(1);
    const r = await port().updateCart(cart.id, cart.version, [{ action: 'addLineItem', sku, quantity: 2 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.version).toBe(2);
    const line = r.value.lineItems[0]!;
    expect(line.quantity).toBe(2);
    expect(line.totalPrice.cents).toBe(line.unitPrice.cents * 2);
    expect((await port().getCartByKey(cart.key!))?.id).toBe(cart.id);
  });

  it('refuses a stale version with cart/version-conflict and the current version', async () => {
    const sku = await firstSku();
    const cart = await port().createCart({});
    await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku, quantity: 1 }]);
    const stale = await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku, quantity: 1 }]);
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.error.code).toBe('cart/version-conflict');
      expect(stale.error.details?.currentVersion).toBe(2);
    }
  });

  it('applies SAVE10 as 10% off and reports SUMMER15 as MaxApplicationReached', async () => {
    const sku = await firstSku();
    const cart = await port().createCart({});
    const added = await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku, quantity: 1 }, { action: 'addDiscountCode', code: 'SAVE10' }]);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const line = added.value.lineItems[0]!;
    expect(added.value.discountCodes[0]?.state).toBe('MatchesCart');
    expect(line.totalPrice.cents).toBe(line.totalPriceBeforeCartLevelDiscount.cents - Math.round(line.totalPriceBeforeCartLevelDiscount.cents / 10));
    const exhausted = await port().updateCart(cart.id, 2, [{ action: 'addDiscountCode', code: 'SUMMER15' }]);
    expect(exhausted.ok && exhausted.value.discountCodes.find((c) => c.code === 'SUMMER15')?.state).toBe('MaxApplicationReached');
  });

  it('answers undefined for unknown carts, orders and products, and an error for an unknown SKU', async () => {
    expect(await port().getCartById('no-such-cart')).toBeUndefined();
    expect(await port().getOrderByNumber('999999999')).toBeUndefined();
    expect(await port().getProductByKey('no-such-product')).toBeUndefined();
    const cart = await port().createCart({});
    const r = await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku: 'NOPE-00', quantity: 1 }]);
    expect(r.ok ? 'ok' : r.error.code).toBe('product/sku-not-found');
  });

  it('reads nutrition facts as the custom object of a product key', async () => {
    const { results } = await port().listProducts({ categoryKey: 'nuts', limit: 10, offset: 0 });
    const facts = await Promise.all(results.map((p) => port().getNutritionFacts(p.key)));
    const some = facts.find((f) => f !== undefined);
    expect(some?.servingSize.unit).toBe('g');
    expect(some?.perServing.calories?.unit).toBe('kcal');
  });
});
