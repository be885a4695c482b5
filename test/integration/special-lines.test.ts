import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { cookieJarFetch } from '../replay/http-exchanges';
import { HttpMyCart } from '../../adapters/commercetools/http-my-cart';
import { HttpStorefrontBackend } from '../../adapters/storefront-backend/http-storefront';

/**
 * Special lines of core-cart-checkout §4 through the local server, as the browser sees them: the seeded
 * fixed-address product (the food bank donation box, variant attribute fixedAddress with groupShipments)
 * and a digital gift line (recipientsJson), added with POST /cart and read back from the commercetools
 * `/me/active-cart`.
 */
let server: TestServer;
let backend: HttpStorefrontBackend;
let myCart: HttpMyCart;

beforeAll(async () => {
  server = await startTestServer();
  const fetchFn = cookieJarFetch(fetch);
  backend = new HttpStorefrontBackend(server.baseUrl, fetchFn);
  myCart = new HttpMyCart(server.baseUrl, 'nutshell', fetchFn);
});
afterAll(async () => server?.close());

describe('special lines', () => {
  it('sends every donation box to the food bank in one shipment, with its shipping method', async () => {
    const product = await server.services.commerce.getProductByKey('trail-mix-food-bank-donation-box');
    const variant = product?.variants[0];
    expect(JSON.parse(variant?.fixedAddress ?? '{}')).toMatchObject({
      groupShipments: true,
      address: { company: 'Community Food Bank of New Jersey', postalCode: '07205' },
    });
    const added = await backend.addToCart({ sku: variant!.sku, quantity: 3 });
    expect(added.errors ?? []).toEqual([]);
    const cart = await myCart.getActiveCart();
    expect(
      cart?.itemShippingAddresses.map((a) => [a.key, a.company, a.city, a.state, a.custom.shippingMethodName]),
    ).toEqual([['shipment-1', 'Community Food Bank of New Jersey', 'Hillside', 'NJ', 'UPS Ground']]);
    expect(cart?.lineItems[0]?.shippingDetails).toEqual({
      targets: [{ addressKey: 'shipment-1', quantity: 3 }],
      valid: true,
    });
    expect(cart?.lineItems[0]?.variant.fixedAddress).toBe(variant?.fixedAddress);
  });

  it('sends a digital gift line to the New Jersey warehouse, arriving tomorrow', async () => {
    const { results } = await server.services.commerce.listProducts({ categoryKey: 'nuts', limit: 3, offset: 0 });
    const sku = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
    const added = await backend.addToCart({
      sku,
      quantity: 1,
      recipientsJson: '[{"name":"Sam","email":"sam@example.com"}]',
    });
    expect(added.errors ?? []).toEqual([]);
    const cart = await myCart.getActiveCart();
    const gift = cart?.lineItems.find((l) => l.variant.sku === sku);
    expect(gift?.custom.recipientsJson).toBe('[{"name":"Sam","email":"sam@example.com"}]');
    const target = gift?.shippingDetails?.targets[0];
    const warehouse = cart?.itemShippingAddresses.find((a) => a.key === target?.addressKey);
    expect(warehouse).toMatchObject({ key: 'shipment-2', state: 'NJ', country: 'US' });
    expect(warehouse?.custom.requestedDeliveryOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(`${warehouse!.custom.requestedDeliveryOn}T12:00:00Z`)).toBeGreaterThan(
      Date.now() - 24 * 3600_000,
    );
  });
});
