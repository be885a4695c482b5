import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cart } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import type { Result } from '../../core/shared';
import type { Queryable } from '../../adapters/embedded/db/database';
import { CartWrites } from '../../adapters/embedded/engine/cart-writes';
import { EmbeddedCommerce } from '../../adapters/embedded/engine/embedded-commerce';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, Sessions } from '../../adapters/embedded/server/sessions';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The embedded engine's write path and caches (cart update throughput): the group-committed
 * conditional cart writes, the cart, discount and session caches of an exclusive database (PGlite), and the
 * same answers on PostgreSQL, where the caches are off. What must hold: of two updates from one version exactly
 * one wins; a failed write fails alone; a discount code's application count is seen by the next cart once an
 * order used it; an expired session is refused even when kept in memory.
 */
let testDb: TestDatabase;
let services: EmbeddedServices;
let commerce: EmbeddedCommerce;
let sku = '';
let counter = 0;

beforeAll(async () => {
  testDb = await freshTestDatabase();
  services = await openEmbedded(testDb.location, systemClock, cryptoIds, { search: false });
  commerce = new EmbeddedCommerce(services.db, systemClock, cryptoIds);
  const { results } = await commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
  sku = results.flatMap((p) => p.variants).find((v) => v.active && !v.backordered)!.sku;
}, 120_000);
afterAll(async () => {
  await services?.close();
  await testDb?.drop();
});

function valueOf<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

async function cartWithLine(): Promise<Cart> {
  const cart = valueOf(await commerce.createCart({ anonymousId: `anon-${++counter}` }));
  return valueOf(await commerce.updateCart(cart.id, cart.version, [{ action: 'addLineItem', sku, quantity: 1 }]));
}

const quantity = (cart: Cart, n: number): CartAction[] => [
  { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: n },
];

/** `db` counting its statements. */
function counting(db: Queryable): Queryable & { statements: number } {
  const q = {
    statements: 0,
    query<T>(sql: string, params?: readonly unknown[]) {
      q.statements++;
      return db.query<T>(sql, params);
    },
  };
  return q;
}

async function storedVersion(id: string): Promise<number | undefined> {
  const [row] = await services.db.query<{ version: number }>('SELECT version FROM carts WHERE id = $1', [id]);
  return row?.version;
}

describe('group-committed cart writes', () => {
  it('writes 20 carts updated at once in fewer statements than carts, every one applied', async () => {
    const carts = await Promise.all(Array.from({ length: 20 }, () => cartWithLine()));
    const db = counting(services.db);
    const writes = new CartWrites(db);
    const written = await Promise.all(carts.map((c) => writes.write({ ...c, version: c.version + 1 }, c.version)));
    expect(written).toEqual(carts.map(() => true));
    expect(db.statements).toBeLessThan(20);
    expect(await Promise.all(carts.map((c) => storedVersion(c.id)))).toEqual(carts.map((c) => c.version + 1));
  });

  it('applies exactly one of two writes of the same cart from the same version', async () => {
    const cart = await cartWithLine();
    const writes = new CartWrites(services.db);
    const both = await Promise.all([
      writes.write({ ...cart, version: cart.version + 1 }, cart.version),
      writes.write({ ...cart, version: cart.version + 1 }, cart.version),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await storedVersion(cart.id)).toBe(cart.version + 1);
  });

  it('refuses a write from a stale version and leaves the cart as it was', async () => {
    const cart = await cartWithLine();
    const writes = new CartWrites(services.db);
    expect(await writes.write({ ...cart, version: cart.version + 5 }, cart.version - 1)).toBe(false);
    expect(await storedVersion(cart.id)).toBe(cart.version);
  });

  it('fails only the write whose key is taken; the others in its statement are applied', async () => {
    const [a, b, c] = await Promise.all([cartWithLine(), cartWithLine(), cartWithLine()]);
    const key = `taken-${Date.now()}`;
    expect(valueOf(await commerce.updateCart(a!.id, a!.version, [{ action: 'setKey', key }])).key).toBe(key);
    const writes = new CartWrites(services.db);
    const outcomes = await Promise.allSettled([
      writes.write({ ...b!, version: b!.version + 1, key }, b!.version),
      writes.write({ ...c!, version: c!.version + 1 }, c!.version),
    ]);
    expect(outcomes[0]?.status).toBe('rejected');
    expect(outcomes[1]).toEqual({ status: 'fulfilled', value: true });
    expect(await storedVersion(b!.id)).toBe(b!.version);
    expect(await storedVersion(c!.id)).toBe(c!.version + 1);
  });
});

describe('cart updates through the engine', () => {
  it("answers the loser of two updates from one version with the winner's version", async () => {
    const cart = await cartWithLine();
    const [first, second] = await Promise.all([
      commerce.updateCart(cart.id, cart.version, quantity(cart, 2)),
      commerce.updateCart(cart.id, cart.version, quantity(cart, 3)),
    ]);
    const results = [first!, second!];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const lost = results.find((r) => !r.ok);
    expect(lost?.ok === false && lost.error).toMatchObject({
      code: 'cart/version-conflict',
      details: { currentVersion: cart.version + 1 },
    });
    const won = results.find((r) => r.ok);
    const read = await commerce.getCartById(cart.id);
    expect(read?.version).toBe(cart.version + 1);
    expect(read?.lineItems[0]?.quantity).toBe(won?.ok ? won.value.lineItems[0]?.quantity : undefined);
  });

  it('given the cart as the caller read it, applies the update; given a copy gone stale, answers 409 and changes nothing', async () => {
    const cart = await cartWithLine();
    const updated = valueOf(await commerce.updateCart(cart.id, cart.version, quantity(cart, 4), cart));
    expect(updated.version).toBe(cart.version + 1);
    expect(updated.lineItems[0]?.quantity).toBe(4);
    // `cart` is now stale, but its version is the one asked for: the conditional write refuses it.
    const stale = await commerce.updateCart(cart.id, cart.version, quantity(cart, 7), cart);
    expect(stale.ok === false && stale.error).toMatchObject({
      code: 'cart/version-conflict',
      details: { currentVersion: cart.version + 1 },
    });
    const read = await commerce.getCartById(cart.id);
    expect(read?.version).toBe(cart.version + 1);
    expect(read?.lineItems[0]?.quantity).toBe(4);
  });

  it('reads an ordered cart as Ordered and refuses to change it', async () => {
    const c = await cartWithLine();
    const order = valueOf(
      await commerce.createOrderFromCart({
        cartId: c.id,
        version: c.version,
        receiptToken: `receipt-${++counter}`,
        idempotencyKey: `order-${counter}-abcdef`,
        payments: [
          {
            id: `payment-${counter}`,
            method: 'card',
            amountPlanned: c.totalPrice,
            cardLast4: '1111',
            cardBrand: 'Visa',
          },
        ],
        totals: [{ label: 'Total', amount: c.totalPrice }],
      }),
    );
    const read = await commerce.getCartById(c.id);
    expect(read).toMatchObject({ cartState: 'Ordered', version: order.cart.version });
    const refused = await commerce.updateCart(c.id, read!.version, quantity(c, 2));
    expect(refused.ok === false && refused.error.code).toBe('cart/not-active');
  });

  it('sees a discount code used up by an order: the next cart gets MaxApplicationReached', async () => {
    await services.db.query("UPDATE discount_codes SET application_count = 99 WHERE code = 'SUMMER15'");
    const engine = new EmbeddedCommerce(services.db, systemClock, cryptoIds);
    const first = valueOf(await engine.createCart({ anonymousId: `anon-${++counter}` }));
    const withCode = valueOf(
      await engine.updateCart(first.id, first.version, [
        { action: 'addLineItem', sku, quantity: 1 },
        { action: 'addDiscountCode', code: 'SUMMER15' },
      ]),
    );
    expect(withCode.discountCodes.map((d) => d.state)).toEqual(['MatchesCart']);
    valueOf(
      await engine.createOrderFromCart({
        cartId: withCode.id,
        version: withCode.version,
        receiptToken: `receipt-${++counter}`,
        idempotencyKey: `order-${counter}-abcdef`,
        payments: [
          {
            id: `payment-${counter}`,
            method: 'card',
            amountPlanned: withCode.totalPrice,
            cardLast4: '1111',
            cardBrand: 'Visa',
          },
        ],
        totals: [{ label: 'Total', amount: withCode.totalPrice }],
      }),
    );
    const next = valueOf(await engine.createCart({ anonymousId: `anon-${++counter}` }));
    const refused = valueOf(
      await engine.updateCart(next.id, next.version, [
        { action: 'addLineItem', sku, quantity: 1 },
        { action: 'addDiscountCode', code: 'SUMMER15' },
      ]),
    );
    expect(refused.discountCodes.map((d) => d.state)).toEqual(['MaxApplicationReached']);
  });
});

describe('kept sessions', () => {
  it('refuses a session once it has expired, though it was found before', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    const clock = { nowMs: () => now };
    const sessions = new Sessions(services.db, cryptoIds, clock);
    const cookies: Record<string, string> = {};
    const reply = {
      setCookie: (name: string, value: string) => {
        cookies[name] = value;
        return reply;
      },
    } as unknown as FastifyReply;
    const anonymousId = await sessions.ensure(
      { cookies: {}, protocol: 'http', hostname: 'localhost' } as unknown as FastifyRequest,
      reply,
    );
    const req = { cookies: { [SESSION_COOKIE]: cookies[SESSION_COOKIE] } } as unknown as FastifyRequest;
    expect(await sessions.find(req)).toBe(anonymousId);
    expect(await new Sessions(services.db, cryptoIds, clock).find(req)).toBe(anonymousId);
    now += SESSION_MAX_AGE_S * 1000 + 1;
    expect(await sessions.find(req)).toBeUndefined();
    expect(await new Sessions(services.db, cryptoIds, clock).find(req)).toBeUndefined();
  });
});
