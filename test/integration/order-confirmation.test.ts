import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { formatMoney } from '../../core/shared';
import { buildTestApp, readyToOrder, type TestApp } from '../support/test-server';

/**
 * Placing an order through the local server's routes sends its confirmation into the embedded outbox (the default
 * MailPort): one 'order-confirmation' message to the order's e-mail, linking its receipt.
 */
const CSRF = { 'x-nutshell-csrf': '1' };
const ADDRESS = {
  name: 'Pat <Guest>',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
} as const;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The session cookie a response set (`name=value`). */
function cookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'nutshell_session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

describe('the order confirmation', () => {
  it('placing an order writes one order-confirmation message to the outbox', async () => {
    const { app, services } = t;
    const { results } = await services.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
    const sku = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
    const added = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: CSRF,
      payload: { cart_sku: { sku_external_id: sku, quantity: 2 } },
    });
    expect(added.statusCode).toBe(200);
    const cookie = cookieOf(added);
    const cartId = (added.json() as { data: { cart: { id: string } } }).data.cart.id;
    const anonymousId = (await services.commerce.getCartById(cartId))!.anonymousId!;
    const version = await readyToOrder(services, cartId, anonymousId, 'Guest@Example.com', ADDRESS);
    const card = await app.inject({
      method: 'POST',
      url: '/payments/v1/tokenize',
      headers: { ...CSRF, cookie },
      payload: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const nonce = (card.json() as { data: { nonce: string } }).data.nonce;
    const before = await services.outbox.list({ limit: 10 });

    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: { ...CSRF, cookie },
      payload: { cartId, version, paymentNonces: [nonce], idempotencyKey: 'confirm-order-1' },
    });
    expect(placed.statusCode).toBe(200);
    const { order } = (placed.json() as { data: { order: { orderNumber: string; receiptToken: string } } }).data;

    const sent = await services.outbox.list({ limit: 10 });
    expect(sent).toHaveLength(before.length + 1);
    const [message] = sent;
    expect(message).toMatchObject({
      kind: 'order-confirmation',
      to: 'Guest@Example.com',
      subject: `Your Nutshell order ${order.orderNumber}`,
    });
    const stored = (await services.commerce.getOrderByNumber(order.orderNumber))!;
    const line = stored.cart.lineItems[0]!;
    expect(message!.text).toContain(`\nItems\n${line.name}, ${line.variant.variantName} · Qty 2: `);
    const total = stored.totals.find((x) => x.label === 'Total')!;
    expect(message!.text).toContain(`\nTotal: ${formatMoney(total.amount)}\n`);
    expect(message!.text).toContain('\nShipping address\nPat <Guest>\n1 Main St\nNewark, NJ 07102\nUnited States\n');
    expect(message!.text).toContain(
      `View your receipt: http://localhost:3000/checkout/receipt?token=${stored.receiptToken}\n`,
    );
    expect(message!.html).toContain('<p>Pat &lt;Guest&gt;<br>1 Main St');

    const retried = await app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: { ...CSRF, cookie },
      payload: { cartId, version, paymentNonces: [nonce], idempotencyKey: 'confirm-order-1' },
    });
    expect(retried.statusCode).toBe(200);
    expect(await services.outbox.list({ limit: 10 })).toHaveLength(before.length + 1);
  });
});
