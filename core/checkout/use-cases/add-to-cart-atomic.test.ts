import { PortError } from '../../shared';
import { domainError, err, ok, type Result } from '../../shared';
import type { CartAction } from '../../cart/model';
import type { Cart, LineItem } from '../../cart/model';
import { applyTestActions } from '../../cart/model/test-apply-actions';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import type { CommercePort } from '../../../ports/commerce';
import { AddToCart, addLineItemWithShipments } from './add-to-cart';

/**
 * AddToCart is all or nothing (core-cart-checkout §4 Special lines; catalogue-gifting §7 Add to cart): when the
 * shipment update after addLineItem fails, the line is taken back and the failure returned. The cart store here
 * is local to this file (the shared fakes are not needed): it applies the few actions involved, atomically, with
 * optimistic concurrency, and answers the update numbered in `failOn` with the given outcome instead.
 */
const foodBank = {
  company: 'Community Food Bank',
  street1: '31 Evans Terminal',
  city: 'Hillside',
  state: 'NJ',
  postalCode: '07205',
  country: 'US',
};
const FIXED = JSON.stringify({ address: foodBank, groupShipments: true });
const fixedAddressOf: Readonly<Record<string, string>> = { 'DON-GROUPED': FIXED, 'DON-BROKEN': '{not json' };

class CartStore {
  readonly updates: { readonly version: number; readonly actions: readonly CartAction[] }[] = [];
  /** Outcome of the n-th update (1-based) instead of applying it. */
  readonly failOn = new Map<number, () => Promise<Result<Cart>>>();
  private lines = 0;

  constructor(public cart: Cart) {}

  async getActiveCartOf(): Promise<Cart | undefined> {
    return this.cart;
  }

  async getCartById(id: string): Promise<Cart | undefined> {
    return id === this.cart.id ? this.cart : undefined;
  }

  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    this.updates.push({ version, actions });
    const injected = this.failOn.get(this.updates.length);
    if (injected) return injected();
    if (version !== this.cart.version) {
      return err(domainError('cart/version-conflict', 'Version mismatch', { currentVersion: this.cart.version }));
    }
    this.cart = { ...actions.reduce((c, a) => this.apply(c, a), this.cart), version: version + 1 };
    return ok(this.cart);
  }

  private apply(c: Cart, a: CartAction): Cart {
    const withQuantity = (id: string, quantity: number) =>
      c.lineItems.map((l): LineItem => (l.id === id ? { ...l, quantity } : l));
    switch (a.action) {
      case 'addLineItem': {
        const listMetadata = a.custom?.listMetadata;
        const same = c.lineItems.find((l) => l.variant.sku === a.sku && l.custom.listMetadata === listMetadata);
        if (same) return { ...c, lineItems: withQuantity(same.id, same.quantity + a.quantity) };
        const id = `line-${(this.lines += 1)}`;
        const line = testLine(id, { sku: a.sku, quantity: a.quantity, custom: a.custom ?? {} });
        const fixedAddress = fixedAddressOf[a.sku];
        const added = fixedAddress ? { ...line, variant: { ...line.variant, fixedAddress } } : line;
        return { ...c, lineItems: [...c.lineItems, added] };
      }
      case 'changeLineItemQuantity':
        return { ...c, lineItems: withQuantity(a.lineItemId, a.quantity) };
      case 'removeLineItem':
        return { ...c, lineItems: c.lineItems.filter((l) => l.id !== a.lineItemId) };
      default:
        return applyTestActions(c, [a]);
    }
  }
}

const almonds = testLine('almonds', {
  sku: 'ALM-1LB',
  quantity: 3,
  targets: [{ addressKey: 'shipment-1', quantity: 3 }],
});
const refused = domainError('cart/invalid-action', 'Cannot find line item for ID line-1', {
  action: 'setLineItemShippingDetails',
});
const clock = { nowMs: () => Date.parse('2026-11-22T15:00:00Z') };
/** The port as AddToCart uses it (getActiveCartOf, getCartById, updateCart): the rest is never called. */
const asPort = (store: CartStore) => store as unknown as CommercePort;

function setup(cart: Cart) {
  const store = new CartStore(cart);
  return { store, addToCart: new AddToCart(asPort(store), clock) };
}
const add = (addToCart: AddToCart, sku: string, quantity: number) =>
  addToCart.execute({ anonymousId: 'anon-1', sku, quantity });

describe('AddToCart: all or nothing', () => {
  it('removes a new fixed-address line whose shipments were refused, and returns that failure', async () => {
    const before = testCart({ anonymousId: 'anon-1', version: 4, lineItems: [testLine('old', { sku: 'TRF-8OZ' })] });
    const { store, addToCart } = setup(before);
    store.failOn.set(2, async () => err(refused));
    expect(await add(addToCart, 'DON-GROUPED', 3)).toEqual({ ok: false, error: refused });
    expect(store.updates.map((u) => [u.version, u.actions.map((a) => a.action)])).toEqual([
      [4, ['addLineItem']],
      [5, ['addItemShippingAddress', 'setLineItemShippingDetails']],
      [5, ['removeLineItem']],
    ]);
    expect(store.updates[2]?.actions).toEqual([{ action: 'removeLineItem', lineItemId: 'line-1' }]);
    expect(store.cart).toEqual({ ...before, version: 6 });
  });

  it('gives a merged line its earlier quantity back when assigning it to the one shipment fails', async () => {
    const before = testCart({
      anonymousId: 'anon-1',
      version: 7,
      lineItems: [almonds],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    const { store, addToCart } = setup(before);
    store.failOn.set(2, async () => err(refused));
    expect(await add(addToCart, 'ALM-1LB', 2)).toEqual({ ok: false, error: refused });
    expect(store.updates[1]?.actions.map((a) => a.action)).toEqual(['setLineItemShippingDetails']);
    expect(store.updates[2]).toEqual({
      version: 8,
      actions: [{ action: 'changeLineItemQuantity', lineItemId: 'almonds', quantity: 3 }],
    });
    expect(store.cart).toEqual({ ...before, version: 9 });
  });

  it('takes the line back when its shipments cannot be computed (a malformed fixedAddress attribute)', async () => {
    const before = testCart({ anonymousId: 'anon-1', version: 2 });
    const { store, addToCart } = setup(before);
    expect(await add(addToCart, 'DON-BROKEN', 1)).toMatchObject({
      ok: false,
      error: { code: 'cart/invalid-fixed-address', message: 'Invalid fixedAddress attribute: not JSON' },
    });
    expect(store.updates.map((u) => [u.version, u.actions])).toEqual([
      [2, [{ action: 'addLineItem', sku: 'DON-BROKEN', quantity: 1, custom: undefined }]],
      [3, [{ action: 'removeLineItem', lineItemId: 'line-1' }]],
    ]);
    expect(store.cart).toEqual({ ...before, version: 4 });
  });

  it('undoes, then rethrows the same error, when the shipment update throws (the CLI helper)', async () => {
    const before = testCart({ version: 1 });
    const store = new CartStore(before);
    const down = new PortError('commerce', 'unreachable', 500);
    store.failOn.set(2, async () => {
      throw down;
    });
    await expect(
      addLineItemWithShipments(asPort(store), clock, before, { sku: 'DON-GROUPED', quantity: 2 }),
    ).rejects.toBe(down);
    expect(store.updates[2]).toEqual({ version: 2, actions: [{ action: 'removeLineItem', lineItemId: 'line-1' }] });
    expect(store.cart).toEqual({ ...before, version: 3 });
  });

  it('reloads and undoes at the current version when someone wrote the cart between the two updates', async () => {
    const before = testCart({ anonymousId: 'anon-1', version: 1 });
    const { store, addToCart } = setup(before);
    const conflict = domainError('cart/version-conflict', 'Version mismatch', { currentVersion: 3 });
    store.failOn.set(2, async () => {
      store.cart = { ...store.cart, version: 3, customerEmail: 'other@example.com' };
      return err(conflict);
    });
    expect(await add(addToCart, 'DON-GROUPED', 1)).toEqual({ ok: false, error: conflict });
    expect(store.updates.slice(2)).toEqual([
      { version: 2, actions: [{ action: 'removeLineItem', lineItemId: 'line-1' }] },
      { version: 3, actions: [{ action: 'removeLineItem', lineItemId: 'line-1' }] },
    ]);
    expect(store.cart).toEqual({ ...before, version: 4, customerEmail: 'other@example.com' });
  });

  it('reports an undo that failed too in details.undoFailure, keeping the original code', async () => {
    const { store, addToCart } = setup(testCart({ anonymousId: 'anon-1' }));
    store.failOn.set(2, async () => err(refused));
    store.failOn.set(3, async () => err(domainError('cart/not-active', "Can't update order")));
    const undoFailure = { lineItemId: 'line-1', code: 'cart/not-active', message: "Can't update order" };
    expect(await add(addToCart, 'DON-GROUPED', 1)).toEqual({
      ok: false,
      error: { ...refused, details: { action: 'setLineItemShippingDetails', undoFailure } },
    });
  });

  it("reports an undo that threw as 'port/unreachable' with the error's message", async () => {
    const { store, addToCart } = setup(testCart({ anonymousId: 'anon-1' }));
    store.failOn.set(2, async () => err(refused));
    store.failOn.set(3, async () => {
      throw new PortError('commerce', 'internal error', 500);
    });
    const result = await add(addToCart, 'DON-GROUPED', 1);
    expect(result.ok ? undefined : result.error.details?.undoFailure).toEqual({
      lineItemId: 'line-1',
      code: 'port/unreachable',
      message: 'commerce: internal error',
    });
  });

  it('sends one update and no undo for an ordinary line with no single shipment', async () => {
    const { store, addToCart } = setup(testCart({ anonymousId: 'anon-1' }));
    expect(await add(addToCart, 'ALM-1LB', 1)).toMatchObject({ ok: true });
    expect(store.updates).toHaveLength(1);
  });
});
