import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { HttpCxOrderDesk } from '../../adapters/storefront-backend/http-cx-order-desk';
import { cxOrderDesk } from '../../adapters/wiring/cx-order-desk';
import { cryptoIds } from '../../adapters/system/node-system';
import type { Cart } from '../../core/cart';
import { formatMoney } from '../../core/shared';
import type { CxOrderDesk } from '../../ports/cx-order-desk';
import { runCli } from '../../cli/testing/run-cli';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { signUp } from '../support/account-client';

/**
 * `nutshell cart place-order` and `nutshell order copy-to-cart` on the embedded engine (PGlite or the PostgreSQL test
 * database): in-process through the wiring's CX order desk, and over the wire through the local server's
 * /nutshell/cx routes (HttpCxOrderDesk with the API client's token), with exact output, messages and exit codes.
 */
let t: TestApp;
let inProcess: CxOrderDesk;
let overHttp: CxOrderDesk;
let baseUrl = '';
let sku = '';
let productName = '';
const ids: Record<string, string> = {};
const cards: Record<string, string> = {};
let counter = 0;
const SITE = 'http://localhost';
const ADDRESS = { name: 'Pat Jones', street1: '5 Elm St', city: 'Austin', state: 'TX', postalCode: '73301' };

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A new cart of a new owner with 2 units of `sku` under a fresh key: 'bare' (no shipping details), 'shipped', 'ready'. */
async function cartOf(stage: 'bare' | 'shipped' | 'ready', owner = cryptoIds.uuid()): Promise<Cart> {
  const s = t.services;
  let cart = ok(await s.storefront.addToCart(owner, { sku, quantity: 2 })).cart;
  counter += 1;
  const actions = [
    { action: 'setKey' as const, key: `cx-order-${counter}` },
    { action: 'setCustomerEmail' as const, email: 'guest.shopper@example.com' },
  ];
  cart = ok(await s.commerce.updateCart(cart.id, cart.version, actions));
  if (stage === 'bare') return cart;
  cart = ok(
    await s.commerce.updateCart(cart.id, cart.version, [
      { action: 'setShippingAddress', address: { ...ADDRESS, country: 'US' } },
      { action: 'addItemShippingAddress', address: { key: 'shipment-1', ...ADDRESS, country: 'US', custom: {} } },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: cart.lineItems[0]!.id,
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }] },
      },
    ]),
  );
  if (stage === 'shipped') return cart;
  const input = { cartId: cart.id, version: cart.version, shipmentKey: 'shipment-1', shippingMethodId: 'ground' };
  return ok(await s.storefront.selectDeliveryOption(owner, input));
}

const cli = (desk: CxOrderDesk, ...args: string[]) =>
  runCli(args, { commerce: t.services.commerce, cxOrders: desk, customers: null, inventory: null, outbox: null });

beforeAll(async () => {
  t = await buildTestApp([TEST_CLIENT], { siteUrl: SITE });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = base;
  const s = t.services;
  inProcess = cxOrderDesk({ ...s, ids: cryptoIds, siteUrl: SITE });
  overHttp = new HttpCxOrderDesk({ baseUrl: base, ...TEST_CLIENT, fetch });
  const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
  const product = results.find((p) => p.variants.some((v) => v.active && !v.backordered))!;
  sku = product.variants.find((v) => v.active && !v.backordered)!.sku;
  productName = product.name;
  for (const [who, number] of [
    ['pat', '4111111111111111'],
    ['sam', '5555555555554444'],
  ] as const) {
    await signUp(t.app, `${who}.cx@example.com`, { name: `${who} Customer` });
    ids[who] = (await s.accounts.customerByEmail(`${who}.cx@example.com`))!.id;
    const card = { number, expMonth: 12, expYear: 2040, cvc: '123' };
    const nonce = ok(await s.gateway.tokenizeCard(card, ids[who])).nonce;
    cards[who] = ok(await s.vault.saveCard(ids[who]!, { nonce, cardholderName: `${who} Customer` })).id;
  }
}, 120_000);
afterAll(async () => t.close());

describe.each([
  ['in-process', () => inProcess],
  ['over the wire', () => overHttp],
])('nutshell cart place-order (%s)', (_mode, desk) => {
  it("places a guest cart offline for the customer: the cart becomes the customer's, checkout type CX", async () => {
    const cart = await cartOf('ready');
    const run = await cli(
      desk(),
      'cart',
      'place-order',
      '--key',
      cart.key!,
      '--customer',
      'PAT.cx@example.com',
      '--offline',
    );
    expect([run.exitCode, run.stderr]).toEqual([0, '']);
    const orderNumber = /^Order (\S+) placed/.exec(run.stdout)![1]!;
    const order = (await t.services.commerce.getOrderByNumber(orderNumber))!;
    const total = order.totals.find((l) => l.label === 'Total')!.amount;
    expect(run.stdout).toBe(
      [
        `Order ${orderNumber} placed for pat.cx@example.com`,
        `Total:     ${formatMoney(total)}`,
        'Paid with: Offline',
        'Placed by: Employee, checkout type CX',
        `Receipt:   ${SITE}/checkout/receipt?token=${order.receiptToken}`,
        '',
      ].join('\n'),
    );
    expect(order).toMatchObject({ placedBy: 'Employee', checkoutType: 'CX', customerEmail: 'pat.cx@example.com' });
    expect(order.payments.map((p) => [p.method, p.amountPlanned])).toEqual([['offline', total]]);
    expect(order.cart).toMatchObject({ customerId: ids['pat'], anonymousId: ids['pat'] });
  });

  it("pays with the customer's saved card named by its last four digits; --json prints the order", async () => {
    const cart = await cartOf('ready');
    const args = ['--key', cart.id, '--customer', 'pat.cx@example.com', '--card', '1111', '--json'];
    const run = await cli(desk(), 'cart', 'place-order', ...args);
    expect(run.exitCode).toBe(0);
    const placed = JSON.parse(run.stdout) as { orderNumber: string; receiptUrl: string };
    const order = (await t.services.commerce.getOrderByNumber(placed.orderNumber))!;
    expect(placed).toEqual({
      orderNumber: order.orderNumber,
      total: order.totals.find((l) => l.label === 'Total')!.amount,
      receiptUrl: `${SITE}/checkout/receipt?token=${order.receiptToken}`,
      paidWith: 'Visa ending in 1111',
      customerEmail: 'pat.cx@example.com',
      placedBy: 'Employee',
      checkoutType: 'CX',
    });
    expect(order.payments.map((p) => [p.method, p.cardLast4])).toEqual([['card', '1111']]);
  });

  it('refuses a saved card of another customer (by id or last four), exit 3, the cart unchanged', async () => {
    const cart = await cartOf('ready');
    for (const card of [cards['sam']!, '4444']) {
      const args = ['--key', cart.key!, '--customer', 'pat.cx@example.com', '--card', card];
      const run = await cli(desk(), 'cart', 'place-order', ...args);
      expect([run.exitCode, run.stdout, run.stderr]).toEqual([
        3,
        '',
        'nutshell: We could not find that card. It may have been removed.\n',
      ]);
    }
    expect(await t.services.commerce.getCartById(cart.id)).toEqual(cart);
  });

  it('refuses a cart whose lines lack shipping details, or without a delivery choice: exit 5, nothing changed', async () => {
    for (const [stage, message] of [
      ['bare', 'Please review your cart: every item needs shipping details.'],
      ['shipped', 'Please complete your shipping address and delivery choice.'],
    ] as const) {
      const cart = await cartOf(stage);
      const args = ['--key', cart.key!, '--customer', 'pat.cx@example.com', '--offline'];
      const run = await cli(desk(), 'cart', 'place-order', ...args);
      expect([run.exitCode, run.stdout, run.stderr]).toEqual([5, '', `nutshell: ${message}\n`]);
      expect(await t.services.commerce.getCartById(cart.id)).toEqual(cart);
    }
  });

  it("refuses another customer's cart, an unknown customer, an unknown cart and a non-staff agent", async () => {
    const cart = await cartOf('ready');
    const sams = ok(await t.services.commerce.assignToCustomer(cart.id, cart.version, ids['sam']!));
    const place = (...args: string[]) => cli(desk(), 'cart', 'place-order', '--offline', ...args);
    const refusals = [
      [['--key', sams.key!, '--customer', 'pat.cx@example.com'], 5, 'That cart belongs to another customer.'],
      [['--key', sams.key!, '--customer', 'nobody@example.com'], 3, 'No customer with that e-mail.'],
      [['--key', 'no-such-cart', '--customer', 'pat.cx@example.com'], 3, 'No cart with that key.'],
      [
        ['--key', sams.key!, '--customer', 'sam.cx@example.com', '--agent', 'pat.cx@example.com'],
        5,
        'Only staff with the checkOutAsCustomer permission may do this.',
      ],
    ] as const;
    for (const [args, code, message] of refusals) {
      const run = await place(...args);
      expect([run.exitCode, run.stdout, run.stderr]).toEqual([code, '', `nutshell: ${message}\n`]);
    }
    expect(await t.services.commerce.getCartById(cart.id)).toEqual(sams);
  });
});

describe('nutshell cart place-order: flags', () => {
  it('needs exactly one of --offline and --card (exit 2, nothing opened)', async () => {
    for (const extra of [[], ['--offline', '--card', '1111']]) {
      const run = await cli(
        inProcess,
        'cart',
        'place-order',
        '--key',
        'k',
        '--customer',
        'pat.cx@example.com',
        ...extra,
      );
      expect([run.exitCode, run.stderr, run.sessionsOpened]).toEqual([
        2,
        'nutshell: --offline: give either --offline or --card <saved card id or last4>\n',
        0,
      ]);
    }
  });

  it('places the order as the customer when the named agent is staff without the admin flag', async () => {
    await t.services.accounts.addStaff({ email: 'agent.cx@example.com', admin: false, origin: SITE });
    const cart = await cartOf('ready');
    const args = [
      '--key',
      cart.key!,
      '--customer',
      'pat.cx@example.com',
      '--offline',
      '--agent',
      'agent.cx@example.com',
    ];
    const run = await cli(inProcess, 'cart', 'place-order', ...args, '--json');
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ placedBy: 'Customer', checkoutType: 'CX' });
  });
});

describe.each([
  ['in-process', () => inProcess],
  ['over the wire', () => overHttp],
])('nutshell order copy-to-cart (%s)', (_mode, desk) => {
  it("copies a customer's order into the customer's active cart and marks it", async () => {
    const placedCart = await cartOf('ready');
    const place = ['--key', placedCart.key!, '--customer', 'sam.cx@example.com', '--offline', '--json'];
    const { orderNumber } = JSON.parse((await cli(desk(), 'cart', 'place-order', ...place)).stdout) as {
      orderNumber: string;
    };
    const run = await cli(desk(), 'order', 'copy-to-cart', orderNumber, '--json');
    expect(run.exitCode).toBe(0);
    const active = (await t.services.commerce.getActiveCartOf(ids['sam']!))!;
    expect(JSON.parse(run.stdout)).toEqual({
      orderNumber,
      customerEmail: 'sam.cx@example.com',
      cartId: active.id,
      cartKey: active.key ?? null,
      added: [{ sku, name: productName, quantity: 2 }],
      skipped: [],
    });
    expect(active.custom?.['copiedFromOrderNumber']).toBe(orderNumber);
  });

  it('copies into the cart named by --key and prints the cart and the lines', async () => {
    const placedCart = await cartOf('ready');
    const place = ['--key', placedCart.key!, '--customer', 'pat.cx@example.com', '--offline', '--json'];
    const { orderNumber } = JSON.parse((await cli(desk(), 'cart', 'place-order', ...place)).stdout) as {
      orderNumber: string;
    };
    const target = await cartOf('bare');
    const run = await cli(desk(), 'order', 'copy-to-cart', orderNumber, '--key', target.key!);
    expect(run.exitCode).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      `Copied order ${orderNumber} into cart ${target.key} for pat.cx@example.com`,
      'Added:',
    ]);
    expect(run.stdout).toContain(`│ ${sku} │ ${productName} │        2 │`);
    const after = (await t.services.commerce.getCartById(target.id))!;
    expect(after.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sku, 4]]);
  });

  it('answers an unknown order with exit 3 and changes nothing', async () => {
    const run = await cli(desk(), 'order', 'copy-to-cart', '999999');
    expect([run.exitCode, run.stdout, run.stderr]).toEqual([3, '', 'nutshell: We could not find that order.\n']);
  });
});

describe('the CX order desk: last cases', () => {
  it('refuses the routes without the API client bearer token (401)', async () => {
    for (const url of ['/nutshell/cx/place-order', '/nutshell/cx/copy-order']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { orderNumber: '1' } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('asks for the card id when two saved cards of the customer end in the same digits (exit 2)', async () => {
    const s = t.services;
    const card = { number: '4111111111111111', expMonth: 11, expYear: 2041, cvc: '123' };
    const nonce = ok(await s.gateway.tokenizeCard(card, ids['pat'])).nonce;
    ok(await s.vault.saveCard(ids['pat']!, { nonce, cardholderName: 'pat Customer' }));
    const cart = await cartOf('ready');
    const args = ['--key', cart.key!, '--customer', 'pat.cx@example.com', '--card', '1111'];
    const run = await cli(overHttp, 'cart', 'place-order', ...args);
    expect([run.exitCode, run.stderr]).toEqual([
      2,
      'nutshell: More than one saved card ends in 1111; name the card by its id.\n',
    ]);
    const byId = await cli(overHttp, 'cart', 'place-order', ...args.slice(0, 4), '--card', cards['pat']!, '--json');
    expect([byId.exitCode, JSON.parse(byId.stdout).paidWith]).toEqual([0, 'Visa ending in 1111']);
  });
});

/** The real `nutshell` launcher against the running test server (NUTSHELL_SERVER_URL, the test API client). */
function spawned(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    NUTSHELL_SERVER_URL: baseUrl,
    NUTSHELL_CLIENT_ID: TEST_CLIENT.clientId,
    NUTSHELL_CLIENT_SECRET: TEST_CLIENT.clientSecret,
  };
  const child = spawn('node', ['cli/bin/nutshell.mjs', ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => void (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => void (stderr += c));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('the spawned CLI over a running server', () => {
  it('places an order offline and refuses an unknown order to copy, through the /nutshell/cx routes', async () => {
    const cart = await cartOf('ready');
    const placed = await spawned(
      'cart',
      'place-order',
      '--key',
      cart.key!,
      '--customer',
      'pat.cx@example.com',
      '--offline',
    );
    expect([placed.code, placed.stderr]).toEqual([0, '']);
    const orderNumber = /^Order (\S+) placed for pat.cx@example.com\n/.exec(placed.stdout)![1]!;
    expect((await t.services.commerce.getOrderByNumber(orderNumber))?.checkoutType).toBe('CX');
    const unknown = await spawned('order', 'copy-to-cart', '999999');
    expect([unknown.code, unknown.stdout, unknown.stderr]).toEqual([
      3,
      '',
      'nutshell: We could not find that order.\n',
    ]);
  }, 60_000);
});
