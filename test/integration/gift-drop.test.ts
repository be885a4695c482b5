import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../core/catalogue';
import { decodeSelection, productNumberOf } from '../../core/customizers';
import type { Cart } from '../../core/cart';
import { encodeRecipientsJson, GREETING_CARD_SKU, type GiftDrop } from '../../core/gifting';
import { HttpGiftDesk } from '../../adapters/storefront-backend/http-gift-desk';
import { runCli } from '../../cli/testing/run-cli';
import { call, signUp, tokenizeVisa, TEST_ORDER_ADDRESS } from '../support/account-client';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';

/**
 * Gift drops through the local server (spec: catalogue-gifting §1, §2 /gift-drop/redeem, §4 Gift drop; core-cart-checkout
 * §4 digital gift lines, §5 gift message): a signed-in customer orders a Premium tray (9901-05) for two recipients; each
 * gets a mail with a single-use link; one recipient redeems with a tray choice and a Hawaii address; the sender sees one
 * redeemed and one sent; the CX desk lists, shows and resends over HTTP. On the seeded catalogue's tray 9901 and its
 * tray ingredients.
 */
let t: TestApp;
let desk: HttpGiftDesk;
let cookie = '';
let trayNumbers: number[] = [];
const SENDER = 'gift.sender@example.com';
/** The greeting card's message: one card rides with the gift to each recipient (core-cart-checkout §4). */
const CARD = 'Happy holidays from all of us!';
const HAWAII = {
  name: 'Sam Lee',
  street1: '1 Aloha Tower Dr',
  city: 'Honolulu',
  state: 'HI',
  postalCode: '96813',
  country: 'US',
};

/** The product numbers of the catalogue's tray ingredients (a Premium tray offers them all), ascending. */
async function trayIngredientNumbers(): Promise<number[]> {
  const rows = await t.services.db.query<{ doc: Product }>(
    "SELECT doc FROM products WHERE doc->'customizer'->'trayIngredient' IS NOT NULL",
  );
  return rows.map((r) => productNumberOf(r.doc.variants[0]!.sku)!).sort((a, b) => a - b);
}

/**
 * The gift cart made ready to order: the e-mail and the order's address set; the digital gift line sits in the
 * warehouse shipment (shipment-1) with the greeting card riding with it, which needs no delivery option (it is sent by
 * e-mail). The cart's version.
 */
async function giftCartReady(cartId: string): Promise<number> {
  const cart = (await t.services.commerce.getCartById(cartId))!;
  expect(cart.itemShippingAddresses.map((a) => [a.key, a.state])).toEqual([['shipment-1', 'NJ']]);
  const targets = cart.lineItems.map((l) => [l.variant.sku, l.shippingDetails?.targets]);
  expect(targets).toEqual([
    ['9901-05', [{ addressKey: 'shipment-1', quantity: 2 }]],
    [GREETING_CARD_SKU, [{ addressKey: 'shipment-1', quantity: 2 }]],
  ]);
  const set = await t.services.commerce.updateCart(cart.id, cart.version, [
    { action: 'setCustomerEmail', email: SENDER },
    { action: 'setShippingAddress', address: TEST_ORDER_ADDRESS },
  ]);
  if (!set.ok) throw new Error(set.error.message);
  return set.value.version;
}

/** The redeem key of the last gift mail to `to`, with the mail. */
async function mailedKey(to: string) {
  const [mail] = await t.services.outbox.list({ limit: 1, to });
  const key = /\/gift-drop\/redeem\?key=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  return { mail, key: key ?? '' };
}

/**
 * The recipient's fulfilment order in the engine (catalogue-gifting §4 "which creates their shipment"): one $0.00
 * line of 9901-05 with the selection encoded and one $0.00 greeting card with its message, Sam's Hawaii address, Sam's e-mail, no payment, a $0.00 total.
 */
async function expectGiftOrder(orderNumber: string, selection: readonly number[]): Promise<void> {
  const order = await t.services.commerce.getOrderByNumber(orderNumber);
  expect(order).toBeDefined();
  expect(order!.cart.lineItems.map((l) => [l.variant.sku, l.quantity, l.totalPrice.cents])).toEqual([
    ['9901-05', 1, 0],
    [GREETING_CARD_SKU, 1, 0],
  ]);
  const externalId = order!.cart.lineItems[0]!.custom.externalId;
  expect(order!.cart.lineItems[1]!.custom).toMatchObject({ greetingCardMessage: CARD, parentExternalId: externalId });
  const slots = decodeSelection('tray', order!.cart.lineItems[0]!.custom.externalId ?? '');
  expect(slots.ok && slots.value.map((s) => s?.productNumber)).toEqual(selection);
  expect(order!.cart.lineItems[0]!.custom.customizationsDescription).toMatch(/\S/);
  expect(order!.shippingAddress).toMatchObject(HAWAII);
  expect(order!.customerEmail).toBe('sam.gift@example.com');
  expect(order!.payments).toEqual([]);
  expect(order!.totals.find((l) => l.label === 'Total')?.amount.cents).toBe(0);
  const shown = await call(t.app, 'GET', `/api/gift-drop/redeem?key=${(await mailedKey('sam.gift@example.com')).key}`);
  expect((shown.json() as { data: { gift: { orderNumber?: string } } }).data.gift.orderNumber).toBe(orderNumber);
}

beforeAll(async () => {
  t = await buildTestApp([TEST_CLIENT]);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  desk = new HttpGiftDesk({ baseUrl, ...TEST_CLIENT, fetch });
  trayNumbers = await trayIngredientNumbers();
  cookie = (await signUp(t.app, SENDER, { name: 'Pat Sender' })).cookie;
  const recipientsJson = encodeRecipientsJson([
    { name: 'Sam Lee', email: 'sam.gift@example.com', message: 'Enjoy!', sender: 'Pat' },
    { name: 'Alex Kim', email: 'alex.gift@example.com', message: 'Enjoy!', sender: 'Pat' },
  ]);
  const added = await call(t.app, 'POST', '/cart', cookie, {
    cart_sku: { sku_external_id: '9901-05', quantity: 2, recipients_json: recipientsJson },
  });
  expect(added.statusCode).toBe(200);
  type Added = { data: { cart: Cart; cart_line: { id: string } } };
  const { cart, cart_line } = (added.json() as Added).data;
  const parent = cart.lineItems.find((l) => l.id === cart_line.id)?.custom.externalId;
  const card = await call(t.app, 'POST', '/cart', cookie, {
    cart_sku: {
      sku_external_id: GREETING_CARD_SKU,
      quantity: 2,
      greeting_card_message: CARD,
      parent_external_id: parent,
    },
  });
  expect(card.statusCode).toBe(200);
  const cartId = cart.id;
  const version = await giftCartReady(cartId);
  const placed = await call(t.app, 'POST', '/api/checkout/place-order', cookie, {
    cartId,
    version,
    paymentNonces: [await tokenizeVisa(t.app, cookie)],
    idempotencyKey: `gift-${cartId}`,
  });
  expect(placed.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('gift drop', () => {
  it('mails each recipient a single-use link naming the sender, with the message and the sender', async () => {
    for (const [to, name] of [
      ['sam.gift@example.com', 'Sam Lee'],
      ['alex.gift@example.com', 'Alex Kim'],
    ] as const) {
      const { mail, key } = await mailedKey(to);
      expect(mail?.kind).toBe('gift-drop-recipient');
      expect(mail?.subject).toBe('Pat sent you a gift');
      expect(mail?.text).toContain(`Hello ${name},`);
      expect(mail?.text).toContain('Pat sent you Custom Gift Tray, Premium.');
      expect(mail?.text).toContain('Enjoy! - Pat');
      expect(key.length).toBeGreaterThanOrEqual(22);
    }
    expect((await mailedKey('sam.gift@example.com')).key).not.toBe((await mailedKey('alex.gift@example.com')).key);
  });

  it('shows the gift by key, redeems it once with a tray choice and a Hawaii address', async () => {
    const { key } = await mailedKey('sam.gift@example.com');
    const shown = await call(t.app, 'GET', `/api/gift-drop/redeem?key=${key}`);
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as { data: { gift: object } }).data.gift).toMatchObject({
      title: 'Custom Gift Tray, Premium',
      productKey: '9901',
      sku: '9901-05',
      recipientName: 'Sam Lee',
      senderName: 'Pat',
      message: 'Enjoy! - Pat',
      status: 'sent',
      count: 5,
      productNumbers: trayNumbers,
    });
    const selection = trayNumbers.slice(0, 5);
    const redeemed = await call(t.app, 'POST', '/api/gift-drop/redeem', undefined, { key, selection, address: HAWAII });
    expect(redeemed.statusCode).toBe(200);
    type Redeemed = { status: string; selection: number[]; shipOn: string; orderNumber: string };
    const gift = (redeemed.json() as { data: { gift: Redeemed } }).data.gift;
    expect(gift.status).toBe('redeemed');
    expect(gift.selection).toEqual(selection);
    expect(gift.shipOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectGiftOrder(gift.orderNumber, selection);
    const again = await call(t.app, 'POST', '/api/gift-drop/redeem', undefined, { key, selection, address: HAWAII });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ message: 'This gift has already been redeemed.', key: 'gift/already-redeemed' }],
    });
  });

  it('shows the signed-in sender one redeemed and one sent recipient; 401 without a session', async () => {
    const sent = await call(t.app, 'GET', '/api/gift-drop/sent', cookie);
    expect(sent.statusCode).toBe(200);
    const gifts = (sent.json() as { data: { gifts: GiftDrop[] } }).data.gifts;
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.recipients.map((r) => [r.name, r.status, /^\d+$/.test(r.orderNumber ?? '')])).toEqual([
      ['Sam Lee', 'redeemed', true],
      ['Alex Kim', 'sent', false],
    ]);
    expect(gifts[0]!.recipients[0]!.shippingAddress).toMatchObject({ city: 'Honolulu', state: 'HI', country: 'US' });
    expect(JSON.stringify(gifts)).not.toContain((await mailedKey('alex.gift@example.com')).key);
    const anonymous = await call(t.app, 'GET', '/api/gift-drop/sent');
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unknown keys, wrong choices, addresses outside the US, and writes without the CSRF header', async () => {
    const { key } = await mailedKey('alex.gift@example.com');
    const unknown = await call(t.app, 'GET', `/api/gift-drop/redeem?key=${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: 'No gift with that link.', key: 'gift/not-found' }] });
    const missing = await call(t.app, 'GET', '/api/gift-drop/redeem');
    expect(missing.statusCode).toBe(400);
    const four = await call(t.app, 'POST', '/api/gift-drop/redeem', undefined, {
      key,
      selection: trayNumbers.slice(0, 4),
      address: HAWAII,
    });
    expect(four.statusCode).toBe(400);
    expect(four.json()).toEqual({
      errors: [{ message: 'Please choose exactly 5 items.', key: 'gift/invalid-choice' }],
    });
    const guam = await call(t.app, 'POST', '/api/gift-drop/redeem', undefined, {
      key,
      selection: trayNumbers.slice(0, 5),
      address: { ...HAWAII, city: 'Hagatna', state: 'GU', postalCode: '96910' },
    });
    expect(guam.statusCode).toBe(400);
    const outside = 'Gifts ship only within the United States (including Hawaii and Alaska) and Puerto Rico.';
    expect(guam.json()).toEqual({
      errors: [{ message: outside, key: 'gift/invalid-address', fields: { state: outside } }],
    });
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/gift-drop/redeem',
      payload: { key, selection: trayNumbers.slice(0, 5), address: HAWAII },
    });
    expect(noCsrf.statusCode).toBe(403);
    const extra = await call(t.app, 'POST', '/api/gift-drop/redeem', undefined, {
      key,
      selection: trayNumbers.slice(0, 5),
      address: HAWAII,
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/gift-drop/redeem?key=${key}`)).statusCode).toBe(200);
  });

  it('lists, shows and resends over the CX desk: a new link, the old one dead', async () => {
    const listed = await runCli(['gift', 'list', '--sender', SENDER.toUpperCase(), '--json'], { gifts: desk });
    expect(listed.exitCode).toBe(0);
    const drops = JSON.parse(listed.stdout) as GiftDrop[];
    expect(drops.map((d) => [d.sku, d.sender.email, d.recipients.length])).toEqual([['9901-05', SENDER, 2]]);
    const shown = await runCli(['gift', 'show', drops[0]!.id], { gifts: desk });
    expect(shown.stdout).toContain('Custom Gift Tray, Premium (9901-05)');
    expect(shown.stdout).toContain('to Honolulu, HI');
    const samOrder = drops[0]!.recipients[0]!.orderNumber;
    expect(samOrder).toMatch(/^\d+$/);
    expect(shown.stdout).toContain(samOrder);
    const alex = drops[0]!.recipients[1]!;
    const old = (await mailedKey('alex.gift@example.com')).key;
    const resent = await runCli(['gift', 'resend', alex.id], { gifts: desk });
    expect(resent.exitCode).toBe(0);
    expect(resent.stdout).toContain(`Sent a new link to recipient ${alex.id}.`);
    const fresh = (await mailedKey('alex.gift@example.com')).key;
    expect(fresh).not.toBe(old);
    expect((await call(t.app, 'GET', `/api/gift-drop/redeem?key=${old}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/gift-drop/redeem?key=${fresh}`)).statusCode).toBe(200);
    const sam = drops[0]!.recipients[0]!;
    const refused = await runCli(['gift', 'resend', sam.id], { gifts: desk });
    expect(refused.exitCode).toBe(4);
    expect(refused.stderr).toContain('This gift has already been redeemed.');
    const unknown = await runCli(['gift', 'show', 'no-such-drop'], { gifts: desk });
    expect(unknown.exitCode).toBe(3);
  });
});
