import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usd } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { Variant } from '../../core/catalogue';
import { AddToCart } from '../../core/checkout';
import type { MyCartPort } from '../../ports/my-cart';
import { HttpMyCart } from '../../adapters/commercetools/http-my-cart';
import { HttpStorefrontBackend } from '../../adapters/storefront-backend/http-storefront';
import { systemClock } from '../../adapters/system/node-system';
import { InMemoryCommerce } from '../support/in-memory-commerce/in-memory-commerce';
import { cookieJarFetch } from '../replay/http-exchanges';
import { startTestServer, type TestServer } from '../support/test-server';
import { catalogueSeed } from './catalogue-seed';

/**
 * Contract suite of the session cart port (ports/my-cart.ts; spec: core-cart-checkout §7 /me cart API): HttpMyCart
 * against the local server's /me routes, and the in-memory fake's session view (`myCart(anonymousId)`) that the
 * UI tests use. A session's first cart comes from add to cart (POST /cart; AddToCart on the fake).
 */

/** A browser session: its cart port, and an add to cart that creates or grows its cart. */
interface Session {
  readonly myCart: MyCartPort;
  add(sku: string, quantity: number): Promise<Cart>;
}

const catalogue = catalogueSeed();
const defaultPrice = (v: Variant) => v.prices.find((p) => p.channelKey === undefined)!;
/** An active, in-stock variant at a plain price (no tier, no product discount), not meltable. */
const plain = (catalogue.products ?? [])
  .filter((p) => !p.meltable)
  .flatMap((p) => p.variants)
  .find((v) => v.active && !v.backordered && defaultPrice(v).tiers.length === 0 && !defaultPrice(v).discounted)!;
const unit = defaultPrice(plain).value.cents;

let server: TestServer;
let fake: InMemoryCommerce;
let sessions = 0;
beforeAll(async () => {
  server = await startTestServer();
  fake = new InMemoryCommerce({ ...catalogue, clock: systemClock });
}, 60_000);
afterAll(async () => server?.close());

const IMPLEMENTATIONS: readonly { name: string; session(): Session }[] = [
  {
    name: 'HttpMyCart via the local server',
    session: () => {
      const f = cookieJarFetch(fetch);
      const backend = new HttpStorefrontBackend(server.baseUrl, f);
      return {
        myCart: new HttpMyCart(server.baseUrl, 'nutshell', f),
        add: async (sku, quantity) => (await backend.addToCart({ sku, quantity })).data!.cart,
      };
    },
  },
  {
    name: "the in-memory fake's session view",
    session: () => {
      const anonymousId = `anon-contract-${(sessions += 1)}`;
      return {
        myCart: fake.myCart(anonymousId),
        add: async (sku, quantity) => {
          const added = await new AddToCart(fake, systemClock).execute({ anonymousId, sku, quantity });
          if (!added.ok) throw new Error(added.error.message);
          return added.value.cart;
        },
      };
    },
  },
];

describe.each(IMPLEMENTATIONS)('MyCartPort contract: $name', ({ session }) => {
  it('has no active cart before the first add, then the cart the add made', async () => {
    const s = session();
    expect(await s.myCart.getActiveCart()).toBeUndefined();
    const cart = await s.add(plain.sku, 2);
    const active = await s.myCart.getActiveCart();
    expect([active?.id, active?.version, active?.totalPrice]).toEqual([cart.id, cart.version, usd(2 * unit)]);
    const byId = await s.myCart.getCartById(cart.id);
    expect(byId?.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[plain.sku, 2]]);
  });

  it("edits the session's own cart at its version, and refuses a stale one with the current version", async () => {
    const s = session();
    const cart = await s.add(plain.sku, 1);
    const lineItemId = cart.lineItems[0]!.id;
    const toFive = { action: 'changeLineItemQuantity', lineItemId, quantity: 5 } as const;
    const changed = await s.myCart.updateCart(cart.id, cart.version, [toFive]);
    const five = changed.ok ? changed.value : undefined;
    expect([five?.version, five?.lineItems[0]?.quantity]).toEqual([cart.version + 1, 5]);
    expect(five?.totalPrice).toEqual(usd(5 * unit));
    const email = { action: 'setCustomerEmail', email: 'pat@example.com' } as const;
    const stale = await s.myCart.updateCart(cart.id, cart.version, [email]);
    const conflict = { code: 'cart/version-conflict', details: { currentVersion: cart.version + 1 } };
    expect(stale.ok ? undefined : stale.error).toMatchObject(conflict);
  });

  it('refuses the price-bearing actions, which only the storefront backend may send', async () => {
    const s = session();
    const cart = await s.add(plain.sku, 1);
    for (const action of [
      { action: 'addCustomLineItem', name: 'Adjustment', slug: 'adjustment', money: usd(-500), quantity: 1 },
      { action: 'setCustomShippingMethod', shippingMethodName: 'Free', price: usd(0) },
    ] as const) {
      const r = await s.myCart.updateCart(cart.id, cart.version, [action]);
      const message = `The action ${action.action} is not allowed for this token.`;
      expect(r).toEqual({ ok: false, error: { code: 'cart/invalid-action', message } });
    }
    expect((await s.myCart.getCartById(cart.id))?.version).toBe(cart.version);
  });

  it("neither sees nor edits another session's cart", async () => {
    const [mine, theirs] = [session(), session()];
    const other = await theirs.add(plain.sku, 1);
    await mine.add(plain.sku, 3);
    expect(await mine.myCart.getCartById(other.id)).toBeUndefined();
    const email = { action: 'setCustomerEmail', email: 'eve@example.com' } as const;
    const r = await mine.myCart.updateCart(other.id, other.version, [email]);
    const message = `The Resource with ID '${other.id}' was not found.`;
    expect(r).toEqual({ ok: false, error: { code: 'cart/not-found', message } });
    expect((await theirs.myCart.getActiveCart())?.customerEmail).toBeUndefined();
  });
});
