import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { AddToCart, addLineItemWithShipments } from '../../core/checkout';
import { PortError } from '../../core/shared';
import { domainError, err, type Result } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { CommercePort } from '../../ports/commerce';

/**
 * AddToCart all or nothing on the embedded engine (core-cart-checkout §4 Special lines; catalogue-gifting §7 Add to
 * cart): the shipment update after addLineItem fails once (a wrapped CommercePort); the line is taken back, so the
 * cart has the lines it had (two versions on: the add and its undo), and a retry without the failure adds it once.
 * POST /cart (AddToCart) and the CLI's `cart add` (addLineItemWithShipments) share the path.
 */
let s: EmbeddedServices;
let database: TestDatabase;
let donationBox = '';
let nuts = '';
beforeAll(async () => {
  database = await freshTestDatabase();
  s = await openEmbedded(database.location, systemClock, cryptoIds, { search: false });
  donationBox = (await s.commerce.getProductByKey('trail-mix-food-bank-donation-box'))!.variants[0]!.sku;
  const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
  nuts = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
}, 120_000);
afterAll(async () => {
  await s?.close();
  await database?.drop();
});

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The embedded engine, whose second updateCart call runs `second` instead (once); every call is recorded. */
function secondUpdateFails(second: () => Promise<Result<Cart>>) {
  const versions: number[] = [];
  const commerce = new Proxy(s.commerce, {
    get(target, prop, receiver) {
      if (prop === 'updateCart') {
        return (id: string, version: number, actions: Parameters<CommercePort['updateCart']>[2]) => {
          versions.push(version);
          return versions.length === 2 ? second() : target.updateCart(id, version, actions);
        };
      }
      const v: unknown = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { commerce: commerce as CommercePort, versions };
}

const stored = async (id: string) =>
  (await s.db.query<{ doc: Cart }>('SELECT doc FROM carts WHERE id = $1', [id]))[0]!.doc;

/** The cart as it was, but for the two versions of the add and its undo. */
async function expectLinesAsBefore(before: Cart) {
  const after = await stored(before.id);
  expect(after.version).toBe(before.version + 2);
  expect(after.lineItems).toEqual(before.lineItems);
  expect(after.itemShippingAddresses).toEqual(before.itemShippingAddresses);
  expect(after.totalPrice).toEqual(before.totalPrice);
  expect(await s.commerce.getCartById(before.id)).toEqual(after);
}

describe('add to cart, all or nothing, on the embedded engine', () => {
  it('POST /cart: a new fixed-address line whose shipments fail is removed; a retry adds it once', async () => {
    const anonymousId = cryptoIds.uuid();
    value(await s.storefront.addToCart(anonymousId, { sku: nuts, quantity: 1 }));
    const before = (await s.commerce.getActiveCartOf(anonymousId))!;
    expect(before.itemShippingAddresses).toEqual([]);
    const refusal = domainError('cart/invalid-action', 'Refused by the test', { action: 'setLineItemShippingDetails' });
    const { commerce, versions } = secondUpdateFails(async () => err(refusal));
    const result = await new AddToCart(commerce, systemClock).execute({ anonymousId, sku: donationBox, quantity: 3 });
    expect(result).toEqual({ ok: false, error: refusal });
    expect(versions).toEqual([before.version, before.version + 1, before.version + 1]);
    await expectLinesAsBefore(before);

    const retried = value(await s.storefront.addToCart(anonymousId, { sku: donationBox, quantity: 3 }));
    const after = await stored(before.id);
    expect(retried.cart_line.quantity_added).toBe(3);
    expect(after.version).toBe(before.version + 4);
    expect(after.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      [nuts, 1],
      [donationBox, 3],
    ]);
    const box = after.lineItems.find((l) => l.variant.sku === donationBox);
    expect(box?.shippingDetails).toEqual({ targets: [{ addressKey: 'shipment-1', quantity: 3 }], valid: true });
    expect(after.itemShippingAddresses.map((a) => [a.key, a.postalCode])).toEqual([['shipment-1', '07205']]);
  });

  it('cart add (CLI): units merged into a line go when the shipment update throws; a retry adds them', async () => {
    const created = value(await s.commerce.createCart({ key: `cx-atomic-${cryptoIds.uuid()}` }));
    value(await addLineItemWithShipments(s.commerce, systemClock, created, { sku: donationBox, quantity: 2 }));
    const before = await stored(created.id);
    const [line] = before.lineItems;
    expect(line?.shippingDetails).toEqual({ targets: [{ addressKey: 'shipment-1', quantity: 2 }], valid: true });
    const down = new PortError('commerce', 'connection reset');
    const { commerce, versions } = secondUpdateFails(async () => {
      throw down;
    });
    await expect(
      addLineItemWithShipments(commerce, systemClock, before, { sku: donationBox, quantity: 1 }),
    ).rejects.toBe(down);
    expect(versions).toEqual([before.version, before.version + 1, before.version + 1]);
    await expectLinesAsBefore(before);

    const retried = value(
      await addLineItemWithShipments(s.commerce, systemClock, await stored(created.id), {
        sku: donationBox,
        quantity: 1,
      }),
    );
    expect(retried.line.id).toBe(line!.id);
    const after = await stored(created.id);
    expect(after.lineItems.map((l) => [l.id, l.quantity])).toEqual([[line!.id, 3]]);
    const shipped = { targets: [{ addressKey: 'shipment-1', quantity: 3 }], valid: true };
    expect(after.lineItems[0]?.shippingDetails).toEqual(shipped);
    expect(after.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1']);
  });
});
