import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMIZER_ONLY_MESSAGE } from '../../core/checkout';
import { encodeBundleSelection, orderBundleShipDates, type GiftBundlePageData } from '../../core/customizers';
import { buildTestApp, readyToOrder, type TestApp } from '../support/test-server';
import { call } from '../support/account-client';

/**
 * The gift box bundle on the local server (spec: catalogue-gifting §1 '3 Month Subscription Bundle', §2 Gift box
 * shipments details and /bundle-customizer, §3 config, §7 gift shipments by sku facet filters, §9 labels): POST /cart
 * prices '9910-03' from its three gift boxes at 10% off (never from the browser) and refuses a bad selection with 400
 * and its message; the bundle's product page and /bundle-customizer render with the bundle's data.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
}, 120_000);
afterAll(async () => t?.close());

type Envelope = {
  data?: { cart: { lineItems: { custom: Record<string, unknown>; price?: unknown }[] } };
  errors?: { key: string; message: string }[];
};

async function addBundle(customization?: { selection: string }) {
  const res = await call(t.app, 'POST', '/cart', undefined, {
    cart_sku: { sku_external_id: '9910-03', quantity: 1, ...(customization ? { customization } : {}) },
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

async function lineOf(body: Envelope) {
  const id = (body.data?.cart as unknown as { id: string }).id;
  const cart = await t.services.commerce.getCartById(id);
  return cart?.lineItems[0];
}

function stateOf(html: string): { giftBundle?: GiftBundlePageData } {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as { giftBundle?: GiftBundlePageData };
}

describe('POST /cart with the gift box bundle', () => {
  it('prices the default bundle at 10% off its three boxes: (1779 + 1479 + 1449) × 0.9 → $42.36', async () => {
    const selection = encodeBundleSelection([8009, 8010, 8012]);
    const { status, body } = await addBundle({ selection });
    expect(status).toBe(200);
    const line = await lineOf(body);
    expect(line?.priceMode).toBe('ExternalPrice');
    expect(line?.unitPrice.cents).toBe(4236);
    expect(line?.custom).toMatchObject({
      externalId: selection,
      customizationsDescription:
        'Dark Chocolate Gift Box (ship immediately), Milk Chocolate Almond Gift Box (one month after first box), ' +
        'Medjool Dates Gift Box (one month after second box)',
    });
  });

  it('prices a customized bundle from its own boxes: (1169 + 1479 + 1449) × 0.9 → $36.87', async () => {
    const { status, body } = await addBundle({ selection: encodeBundleSelection([8014, 8010, 8012]) });
    expect(status).toBe(200);
    expect((await lineOf(body))?.unitPrice.cents).toBe(3687);
  });

  it.each([
    ['a gift tin', [8009, 8001, 8012], 'Shipment 2: 8001 is not a gift box.'],
    ['two boxes', [8009, 8010], 'Choose a gift box for each of the 3 shipments.'],
  ])('refuses %s with 400 and the reason', async (_, numbers, message) => {
    const { status, body } = await addBundle({ selection: encodeBundleSelection(numbers) });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(message);
  });

  it('refuses the bundle without its boxes', async () => {
    const { status, body } = await addBundle();
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(CUSTOMIZER_ONLY_MESSAGE);
  });
});

describe('the bundle pages', () => {
  it('the product page shows the gift-box buy block with the three shipments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gifts/gift-box-of-the-month' });
    expect(res.statusCode).toBe(200);
    const bundle = stateOf(res.body).giftBundle;
    expect(bundle?.shipments.map((s) => [s.sku, s.piecePrice])).toEqual([
      ['8009-01', 1779],
      ['8010-01', 1479],
      ['8012-01', 1449],
    ]);
    expect([bundle?.priceCents, bundle?.options.length]).toEqual([4236, 6]);
    expect(res.body).toContain('3 Month Subscription Bundle');
    expect(res.body).toContain('Save 10%');
    expect(res.body).toContain('$42.36');
    for (const timing of ['ship immediately', 'one month after first box', 'one month after second box']) {
      expect(res.body).toContain(timing);
    }
  });

  it('/bundle-customizer renders its three labelled choices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bundle-customizer' });
    expect(res.statusCode).toBe(200);
    expect(stateOf(res.body).giftBundle?.config).toEqual({
      sku: '9910-03',
      discountPercent: 10,
      shipments: ['8009-01', '8010-01', '8012-01'],
    });
    expect(res.body).toContain('Customize Your Bundle');
    expect(res.body.match(/<select /g)).toHaveLength(3);
    expect(res.body).toContain('Shipment 3: one month after second box');
  });
});

describe('an order of the bundle', () => {
  it('shows the three ship dates on the receipt and mails the boxes with their timing labels', async () => {
    const CSRF = { 'x-nutshell-csrf': '1' };
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: CSRF,
      payload: {
        cart_sku: {
          sku_external_id: '9910-03',
          quantity: 1,
          customization: { selection: encodeBundleSelection([8009, 8010, 8012]) },
        },
      },
    });
    expect(added.statusCode).toBe(200);
    const session = added.cookies.find((c) => c.name === 'nutshell_session')!;
    const cookie = `${session.name}=${session.value}`;
    const cartId = (added.json() as { data: { cart: { id: string } } }).data.cart.id;
    const anonymousId = (await t.services.commerce.getCartById(cartId))!.anonymousId!;
    const address = { name: 'Pat Guest', street1: '1 Main St', city: 'Newark', state: 'NJ', postalCode: '07102' };
    const version = await readyToOrder(t.services, cartId, anonymousId, 'bundle@example.com', {
      ...address,
      country: 'US',
    });
    const card = await t.app.inject({
      method: 'POST',
      url: '/payments/v1/tokenize',
      headers: { ...CSRF, cookie },
      payload: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const nonce = (card.json() as { data: { nonce: string } }).data.nonce;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: { ...CSRF, cookie },
      payload: { cartId, version, paymentNonces: [nonce], idempotencyKey: 'gift-bundle-order-1' },
    });
    expect(placed.statusCode).toBe(200);
    const { order } = (placed.json() as { data: { order: { orderNumber: string; receiptToken: string } } }).data;
    const stored = (await t.services.commerce.getOrderByNumber(order.orderNumber))!;
    const long = (d: string) =>
      new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const dates = orderBundleShipDates(stored.createdAt, 'America/New_York')!;
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/checkout/receipt?token=${order.receiptToken}`,
      headers: { cookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain(`Shipment 1 (ship immediately): ${long(dates[0])}`);
    expect(receipt.body).toContain(`Shipment 3 (one month after second box): ${long(dates[2])}`);
    const [mail] = await t.services.outbox.list({ limit: 1 });
    expect(mail?.text).toContain('Medjool Dates Gift Box (one month after second box)');
  });
});
