import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbedded } from '../../adapters/wiring/embedded-services';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * CLI end to end: the real `nutshell` launcher spawned against a temporary data directory (in-process mode,
 * no server), asserting on --json output and exit codes.
 */
/** The seeded fixed-address product's first variant (the food bank donation box, grouped shipments). */
const DONATION_BOX_SKU = '8015-01';

let dataDir: string;
let orderNumber = '';
let cartKey = '';
let sku = '';

let database: TestDatabase;

function nutshell(...args: string[]) {
  const databaseUrl = database.location.kind === 'postgres' ? database.location.url : '';
  const r = spawnSync('node', ['cli/bin/nutshell.mjs', ...args], {
    env: { ...process.env, NUTSHELL_DATA_DIR: dataDir, NUTSHELL_SERVER_URL: '', DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs `nutshell args…` with its stdout read by a reader that stops after the first chunk and closes the pipe,
 * as `| head -1` does; resolves with the exit code and what the CLI wrote to stderr.
 */
function nutshellIntoClosingReader(...args: string[]): Promise<{ code: number | null; stderr: string }> {
  const databaseUrl = database.location.kind === 'postgres' ? database.location.url : '';
  const child = spawn('node', ['cli/bin/nutshell.mjs', ...args], {
    env: { ...process.env, NUTSHELL_DATA_DIR: dataDir, NUTSHELL_SERVER_URL: '', DATABASE_URL: databaseUrl },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  child.stdout.once('data', () => child.stdout.destroy());
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nutshell-cli-'));
  database = await freshTestDatabase();
  // PGlite in a data directory (the CLI's default), or the PostgreSQL test database through DATABASE_URL.
  const location =
    database.location.kind === 'postgres'
      ? database.location
      : { kind: 'pglite' as const, dataDir: join(dataDir, 'pglite') };
  const s = await openEmbedded(location, systemClock, cryptoIds);
  try {
    const anonymousId = cryptoIds.uuid();
    const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
    sku = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
    const added = await s.storefront.addToCart(anonymousId, { sku, quantity: 2 });
    if (!added.ok) throw new Error(added.error.message);
    cartKey = `cx-${Date.now()}`;
    let cart = added.value.cart;
    const keyed = await s.commerce.updateCart(cart.id, cart.version, [
      { action: 'setKey', key: cartKey },
      { action: 'setCustomerEmail', email: 'cli@example.com' },
      {
        action: 'setShippingAddress',
        address: {
          name: 'C L I',
          street1: '5 Elm St',
          city: 'Austin',
          state: 'TX',
          postalCode: '73301',
          country: 'US',
        },
      },
      {
        action: 'addItemShippingAddress',
        address: {
          key: 'shipment-1',
          name: 'C L I',
          street1: '5 Elm St',
          city: 'Austin',
          state: 'TX',
          postalCode: '73301',
          country: 'US',
          custom: {},
        },
      },
    ]);
    if (!keyed.ok) throw new Error(keyed.error.message);
    cart = keyed.value;
    const assigned = await s.commerce.updateCart(cart.id, cart.version, [
      {
        action: 'setLineItemShippingDetails',
        lineItemId: cart.lineItems[0]!.id,
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }] },
      },
    ]);
    if (!assigned.ok) throw new Error(assigned.error.message);
    const delivered = await s.storefront.selectDeliveryOption(anonymousId, {
      cartId: cart.id,
      version: assigned.value.version,
      shipmentKey: 'shipment-1',
      shippingMethodId: 'ground',
    });
    if (!delivered.ok) throw new Error(delivered.error.message);
    const card = await s.gateway.tokenizeCard({ number: '4111111111111111', expMonth: 1, expYear: 2099, cvc: '123' });
    if (!card.ok) throw new Error(card.error.message);
    const placed = await s.storefront.placeOrder(anonymousId, {
      cartId: cart.id,
      version: delivered.value.version,
      paymentNonces: [card.value.nonce],
      idempotencyKey: 'cli-test-order',
    });
    if (!placed.ok) throw new Error(placed.error.message);
    orderNumber = placed.value.order.orderNumber;
    const second = await s.commerce.createCart({ key: `${cartKey}-open` });
    if (!second.ok) throw new Error(second.error.message);
  } finally {
    await s.close();
  }
}, 120_000);
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('nutshell CLI (in-process on a data directory, or on PostgreSQL with DATABASE_URL)', () => {
  it('order show --json finds the order', () => {
    const r = nutshell('order', 'show', orderNumber, '--json');
    expect(r.code).toBe(0);
    const order = JSON.parse(r.stdout) as {
      orderNumber: string;
      customerEmail: string;
      payments: { cardLast4: string }[];
    };
    expect(order.orderNumber).toBe(orderNumber);
    expect(order.customerEmail).toBe('cli@example.com');
    expect(order.payments[0]?.cardLast4).toBe('1111');
  });

  it('mail list and show read the order confirmation from the outbox; an unknown id exits 3', () => {
    const listed = nutshell('mail', 'list', '--to', 'CLI@example.com', '--json');
    expect(listed.code).toBe(0);
    const messages = JSON.parse(listed.stdout) as { id: string; kind: string; to: string; subject: string }[];
    expect(messages.map(({ kind, to, subject }) => ({ kind, to, subject }))).toEqual([
      { kind: 'order-confirmation', to: 'cli@example.com', subject: `Your Nutshell order ${orderNumber}` },
    ]);
    const shown = nutshell('mail', 'show', messages[0]!.id);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(
      new RegExp(`^Id: ${messages[0]!.id}\nSent at: .+ UTC\nKind: order-confirmation\nTo: cli@example[.]com\n`),
    );
    expect(shown.stdout).toContain(`Subject: Your Nutshell order ${orderNumber}\n\nThank you for your order!\n`);
    const unknown = nutshell('mail', 'show', 'no-such-message');
    expect(unknown).toMatchObject({ code: 3, stderr: 'nutshell: no message with id "no-such-message"\n' });
  }, 120_000);

  it('order show of an unknown number exits 3 with a clear message', () => {
    const r = nutshell('order', 'show', '999999999');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^nutshell: .*999999999/m);
  });

  it('edits a cart by key: add, set-quantity, apply-code (SUMMER15 refused), remove', () => {
    const key = `${cartKey}-open`;
    const added = nutshell('cart', 'add', sku, '--cart', key, '--quantity', '2', '--json');
    expect(added.code).toBe(0);
    const cart = JSON.parse(added.stdout) as { lineItems: { id: string; quantity: number }[] };
    expect(cart.lineItems[0]?.quantity).toBe(2);
    const lineId = cart.lineItems[0]!.id;
    expect(
      JSON.parse(nutshell('cart', 'set-quantity', lineId, '5', '--cart', key, '--json').stdout).lineItems[0].quantity,
    ).toBe(5);
    const refused = nutshell('cart', 'apply-code', 'SUMMER15', '--cart', key);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain('Discount code could not be applied because it is MaxApplicationReached');
    expect(nutshell('cart', 'apply-code', 'SAVE10', '--cart', key).code).toBe(0);
    expect(nutshell('cart', 'remove', lineId, '--cart', key, '--json').code).toBe(0);
    const shown = JSON.parse(nutshell('cart', 'show', key, '--json').stdout) as { lineItems: unknown[] };
    expect(shown.lineItems).toHaveLength(0);
  }, 120_000);

  it('cart add of a fixed-address product ships it to its address, as POST /cart does (core §4 Special lines)', () => {
    const r = nutshell('cart', 'add', DONATION_BOX_SKU, '--cart', `${cartKey}-open`, '--quantity', '2', '--json');
    expect(r.code).toBe(0);
    const cart = JSON.parse(r.stdout) as {
      lineItems: {
        variant: { sku: string };
        shippingDetails?: { targets: { addressKey: string; quantity: number }[] };
      }[];
      itemShippingAddresses: { key: string; company?: string; postalCode: string }[];
    };
    const box = cart.lineItems.find((l) => l.variant.sku === DONATION_BOX_SKU);
    expect(box?.shippingDetails?.targets).toEqual([{ addressKey: 'shipment-1', quantity: 2 }]);
    expect(cart.itemShippingAddresses.map((a) => [a.key, a.company, a.postalCode])).toEqual([
      ['shipment-1', 'Community Food Bank of New Jersey', '07205'],
    ]);
  }, 120_000);

  it('catalog set-stock stores the stock on hand, which catalog list then shows; an unknown SKU exits 3', () => {
    const set = nutshell('catalog', 'set-stock', sku, '0', '--json');
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ sku, availableQuantity: 0, isOnStock: false });
    const list = nutshell('catalog', 'list', '--category', 'nuts', '--limit', '5', '--json');
    const listed = JSON.parse(list.stdout) as { results: { variants: { sku: string; availability?: object }[] }[] };
    const variant = listed.results.flatMap((p) => p.variants).find((v) => v.sku === sku);
    expect(variant?.availability).toEqual({ isOnStock: false, availableQuantity: 0 });
    expect(nutshell('catalog', 'set-stock', 'NO-SUCH-SKU', '3')).toMatchObject({
      code: 3,
      stderr: 'nutshell: no product variant with SKU "NO-SUCH-SKU"\n',
    });
    expect(nutshell('catalog', 'set-stock', sku, '12').code).toBe(0);
  }, 180_000);

  it('customer carriers: an unknown carrier exits 2, an unknown customer 3', () => {
    expect(nutshell('customer', 'carriers', 'nobody@example.com', '--disallow', 'zeppelin').code).toBe(2);
    expect(nutshell('customer', 'carriers', 'nobody@example.com', '--disallow', 'ontrac')).toMatchObject({
      code: 3,
      stderr: 'nutshell: no customer with e-mail "nobody@example.com"\n',
    });
  }, 120_000);

  it('rejects bad input with exit 2 and an unknown cart with exit 3', () => {
    expect(nutshell('cart', 'add', sku, '--cart', cartKey, '--quantity', 'lots').code).toBe(2);
    expect(nutshell('cart', 'show', 'no-such-cart').code).toBe(3);
  }, 120_000);

  it('ends quietly with status 0 when its reader closes the pipe early (| head), for a long table and for --help', async () => {
    for (const args of [['catalog', 'list'], ['catalog', 'list', '--json'], ['--help']]) {
      const r = await nutshellIntoClosingReader(...args);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
    }
  }, 120_000);

  it('--help documents every command', () => {
    const r = nutshell('--help');
    expect(r.code).toBe(0);
    for (const c of [
      'cart show',
      'cart add',
      'cart set-quantity',
      'cart remove',
      'cart apply-code',
      'cart remove-code',
      'order show',
      'order list',
      'catalog list',
    ])
      expect(r.stdout).toContain(c);
  });
});
