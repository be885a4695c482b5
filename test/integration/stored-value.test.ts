import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { SetShippingAddress, type Cart, type Order } from '../../core/cart';
import { activeNutsSku, openTestServices, value, type TestServices } from '../support/embedded-test-services';
import { creditedCustomer, mailedCertificateCode } from '../support/stored-value';

/**
 * Gift certificates and store credit on the embedded engine (core-cart-checkout §3, §4 Placing an order, §7 place
 * order; catalogue-gifting §2): certificates bought are issued once per unit and mailed; an order pays with any mix
 * of store credit, certificate and card; balances drop in the order's transaction and never below zero.
 */
let t: TestServices;
let s: EmbeddedServices;
let sku = '';
beforeAll(async () => {
  t = await openTestServices();
  s = t.services;
  sku = await activeNutsSku(s.commerce);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const address = {
  name: 'Pat Buyer',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US' as const,
};

/** A cart of `owner` with `lines` (SKU and quantity), an address with `email` and ground delivery: ready to order. */
async function readyCart(owner: string, lines: [string, number][], email = 'pat@example.com'): Promise<Cart> {
  let cart: Cart | undefined;
  for (const [lineSku, quantity] of lines)
    cart = value(await s.storefront.addToCart(owner, { sku: lineSku, quantity })).cart;
  const addressed = value(
    await new SetShippingAddress(s.commerce).execute({ cart: cart!, email, address: { ...address, email } }),
  );
  // A gift certificate goes by e-mail: a cart of certificates only has no delivery to choose.
  if (lines.every(([lineSku]) => lineSku.startsWith('GC-'))) return addressed;
  return value(
    await s.storefront.selectDeliveryOption(owner, {
      cartId: addressed.id,
      version: addressed.version,
      shipmentKey: 'shipment-1',
      shippingMethodId: 'ground',
    }),
  );
}

const visa = { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123' };
const cardNonce = async (owner: string) => value(await s.gateway.tokenizeCard(visa, owner)).nonce;
const totalOf = (cart: Cart) => (cart.taxedPrice?.totalGross ?? cart.totalPrice).cents;
let keys = 0;
const place = (owner: string, cart: Cart, paymentNonces: string[], extra: object = {}) =>
  s.useCases.checkout.placeOrder.execute({
    anonymousId: owner,
    cartId: cart.id,
    version: cart.version,
    paymentNonces,
    idempotencyKey: `stored-value-${(keys += 1)}-${cart.id}`,
    ...extra,
  });

const balanceOf = async (table: 'gift_certificates' | 'store_credit_accounts', where: string, id: string) =>
  (await s.db.query<{ b: number }>(`SELECT balance_cents AS b FROM ${table} WHERE ${where} = $1`, [id]))[0]?.b;

describe('gift certificates bought', () => {
  it('issues one certificate per unit, mails each with its code and amount, once', async () => {
    const cart = await readyCart('gc-buyer', [['GC-5', 2]], 'friend@example.com');
    const placed = value(await place('gc-buyer', cart, [await cardNonce('gc-buyer')]));
    const mails = (await s.outbox.list({ limit: 10, to: 'friend@example.com' })).filter(
      (m) => m.kind === 'gift-certificate',
    );
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual([
      'You received a $25.00 Nutshell gift certificate',
      'You received a $25.00 Nutshell gift certificate',
    ]);
    const rows = await s.db.query<{ initial_cents: number; balance_cents: number; pending_code: string | null }>(
      'SELECT initial_cents, balance_cents, pending_code FROM gift_certificates WHERE order_number = $1',
      [placed.order.orderNumber],
    );
    expect(rows).toEqual([
      { initial_cents: 2500, balance_cents: 2500, pending_code: null },
      { initial_cents: 2500, balance_cents: 2500, pending_code: null },
    ]);
    expect(await s.useCases.storedValue.issueGiftCertificates.execute(placed.order)).toBe(0);
    expect(
      await s.db.query('SELECT id FROM gift_certificates WHERE order_number = $1', [placed.order.orderNumber]),
    ).toHaveLength(2);
  });
});

describe('paying with stored value', () => {
  it('pays with store credit, then the certificate, then the card for exactly the remainder', async () => {
    const recipient = 'mix@example.com';
    await place('gc-mix', await readyCart('gc-mix', [['GC-5', 1]], recipient), [await cardNonce('gc-mix')]);
    const code = await mailedCertificateCode(s, recipient);
    const customerId = await creditedCustomer(s, 'credit.mix@example.com', 1000);
    const cart = await readyCart(customerId, [[sku, 3]]);
    const total = totalOf(cart);
    expect(total).toBeGreaterThan(3500);
    const applied = value(await s.storedValue.applyGiftCertificate(code.toLowerCase(), customerId));
    expect(applied.code).toBe(`XXXX-XXXX-XXXX-${code.slice(-4)}`);
    expect(applied.balance).toEqual({ cents: 2500, currency: 'USD' });
    const sc = (await s.storedValue.storeCreditNonce(customerId))!;
    expect(sc.balance).toEqual({ cents: 1000, currency: 'USD' });
    const { order } = value(await place(customerId, cart, [sc.nonce, applied.nonce, await cardNonce(customerId)]));
    expect(order.payments.map((p) => [p.method, p.amountPlanned.cents])).toEqual([
      ['store_credit', 1000],
      ['gift_certificate', 2500],
      ['card', total - 3500],
    ]);
    expect(order.totals.slice(-3).map((t) => [t.label, t.amount.cents])).toEqual([
      ['Total', total],
      ['Store Credit', -1000],
      ['Gift Certificate', -2500],
    ]);
    expect(order.checkoutType).toBe('Customer');
    expect(order.placedBy).toBe('Customer');
    expect(await balanceOf('store_credit_accounts', 'customer_id', customerId)).toBe(0);
    const ledger = value(await s.useCases.storedValue.getStoreCredit.execute({ email: 'credit.mix@example.com' }));
    expect(ledger.entries.map((e) => [e.amount.cents, e.reason, e.orderNumber])).toEqual([
      [-1000, 'Order', order.orderNumber],
      [1000, 'Courtesy Credit', undefined],
    ]);
    expect(await s.storedValue.applyGiftCertificate(code, customerId)).toEqual({
      ok: false,
      error: { code: 'gift-certificate/empty', message: 'That gift certificate has no balance left.' },
    });
  });

  it('needs no card when store credit covers the order, and spends a nonce once', async () => {
    const customerId = await creditedCustomer(s, 'credit.full@example.com', 100_000, 'Late box');
    const cart = await readyCart(customerId, [[sku, 1]]);
    const sc = (await s.storedValue.storeCreditNonce(customerId))!;
    const { order } = value(await place(customerId, cart, [sc.nonce]));
    expect(order.payments.map((p) => [p.method, p.amountPlanned.cents])).toEqual([['store_credit', totalOf(cart)]]);
    expect(await balanceOf('store_credit_accounts', 'customer_id', customerId)).toBe(100_000 - totalOf(cart));
    const again = await readyCart(customerId, [[sku, 1]]);
    expect(await place(customerId, again, [sc.nonce])).toEqual({
      ok: false,
      error: {
        code: 'payment/nonce-unknown',
        message: 'That gift certificate or store credit can no longer be used. Please apply it again.',
      },
    });
  });

  it('refuses a stored value that does not cover the order without a card', async () => {
    const customerId = await creditedCustomer(s, 'credit.short@example.com', 500);
    const cart = await readyCart(customerId, [[sku, 1]]);
    const sc = (await s.storedValue.storeCreditNonce(customerId))!;
    const r = await place(customerId, cart, [sc.nonce]);
    expect(r.ok ? '' : r.error.code).toBe('payment/card-required');
    expect(await balanceOf('store_credit_accounts', 'customer_id', customerId)).toBe(500);
  });

  it("refuses another payer's nonce, and 'offline' outside CX mode; an agent's offline order is CX", async () => {
    const customerId = await creditedCustomer(s, 'credit.other@example.com', 700);
    const sc = (await s.storedValue.storeCreditNonce(customerId))!;
    const cart = await readyCart('intruder', [[sku, 1]]);
    const stolen = await place('intruder', cart, [sc.nonce, await cardNonce('intruder')]);
    expect(stolen.ok ? '' : stolen.error.code).toBe('payment/nonce-unknown');
    const offline = await place('intruder', cart, ['offline']);
    expect(offline.ok ? '' : offline.error.code).toBe('payment/offline-not-allowed');
    const mine = await readyCart(customerId, [[sku, 1]]);
    const mySc = (await s.storedValue.storeCreditNonce(customerId))!;
    const cx = { agentCustomerId: 'agent-1', isAdmin: true };
    const { order } = value(await place(customerId, mine, [mySc.nonce, 'offline'], { cx }));
    expect(order.payments.map((p) => [p.method, p.amountPlanned.cents])).toEqual([
      ['store_credit', 700],
      ['offline', totalOf(mine) - 700],
    ]);
    expect([order.placedBy, order.checkoutType]).toEqual(['Employee', 'CX']);
  });
});

describe('concurrent orders on one certificate', () => {
  it('never spends it twice: one order takes it, the other fails and its card is voided', async () => {
    const recipient = 'race@example.com';
    await place('gc-race', await readyCart('gc-race', [['GC-5', 1]], recipient), [await cardNonce('gc-race')]);
    const code = await mailedCertificateCode(s, recipient);
    const owners = ['race-a', 'race-b'];
    const carts = await Promise.all(owners.map((o) => readyCart(o, [[sku, 2]])));
    const nonces = await Promise.all(
      owners.map(async (o) => [value(await s.storedValue.applyGiftCertificate(code, o)).nonce, await cardNonce(o)]),
    );
    const results = await Promise.all(owners.map((o, i) => place(o, carts[i]!, nonces[i]!)));
    const placed = results.filter((r): r is { ok: true; value: { order: Order; receiptToken: string } } => r.ok);
    const failed = results.filter((r) => !r.ok);
    expect(placed).toHaveLength(1);
    expect(failed.map((r) => (r.ok ? '' : r.error.code))).toEqual(['payment/insufficient-balance']);
    const gc = placed[0]!.value.order.payments.find((p) => p.method === 'gift_certificate');
    expect(gc?.amountPlanned.cents).toBe(2500);
    const [cert] = await s.db.query<{ id: string }>('SELECT id FROM gift_certificates WHERE code_last4 = $1', [
      code.slice(-4),
    ]);
    expect(await balanceOf('gift_certificates', 'id', cert!.id)).toBe(0);
    const voided = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_nonces WHERE owner_id = ANY($1) AND voided_at IS NOT NULL',
      [owners],
    );
    expect(voided[0]?.n).toBe(1);
  });
});
