import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartAction } from './actions';
import type { Cart } from './cart';
import { addShipmentActions, reassignQuantityActions, removeShipmentActions } from './shipment-edits';
import {
  assignUnassignedActions,
  planShipmentQuantity,
  setShipmentAddressActions,
  shippingModeActions,
  shippingModeFor,
  type ShipmentMove,
} from './shipment-split';
import { quantityIn, unassignedQuantity } from './shipment-move-checks';
import { applyTestActions } from './test-apply-actions';
import { testAddress, testCart, testLine } from './test-cart';

const valueOf = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T =>
  r.ok ? r.value : expect.fail(r.error.message);
const messageOf = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? '' : r.error?.message);
const chosen = { shippingMethodId: '3', shippingMethodName: 'UPS Ground', priceCents: 899 };
const addr = (n: number, custom = {}) => testAddress(`shipment-${n}`, custom, { street1: `${n} Main St` });
const line = (c: Cart, id: string) => c.lineItems.find((l) => l.id === id)!;

/** Two shipments: nuts 3 + 1, figs 2 in shipment-1; chosen delivery on both. */
const two = testCart({
  lineItems: [
    testLine('nuts', {
      quantity: 4,
      targets: [
        { addressKey: 'shipment-1', quantity: 3 },
        { addressKey: 'shipment-2', quantity: 1 },
      ],
    }),
    testLine('figs', { quantity: 2, targets: [{ addressKey: 'shipment-1', quantity: 2 }] }),
  ],
  itemShippingAddresses: [addr(1, chosen), addr(2, { ...chosen, requestedDeliveryOn: '2026-12-01' })],
});

/** Applies moves as the UI does: assign for unassigned units, reassign between shipments. */
function applyMoves(cart: Cart, moves: readonly ShipmentMove[]): Cart {
  return moves.reduce((c, m) => {
    const actions: CartAction[] = valueOf(
      m.fromKey === undefined
        ? assignUnassignedActions(c, m.lineItemId, m.toKey, m.quantity)
        : reassignQuantityActions(c, m.lineItemId, m.fromKey, m.toKey, m.quantity),
    );
    return applyTestActions(c, actions);
  }, cart);
}

describe('shipping mode (spec §4 Single and Multiple)', () => {
  it('is Multiple when two shipments hold lines, Single when one does', () => {
    expect(shippingModeFor(two)).toBe('Multiple');
    const one = applyTestActions(two, valueOf(reassignQuantityActions(two, 'nuts', 'shipment-2', 'shipment-1', 1)));
    expect(shippingModeFor(one)).toBe('Single');
  });

  it('switches to Multiple and clears each chosen delivery, keeping the requested date', () => {
    expect(shippingModeActions(two)).toEqual([
      { action: 'setShippingMode', shippingMode: 'Multiple' },
      { action: 'updateItemShippingAddress', address: addr(1, {}) },
      { action: 'updateItemShippingAddress', address: addr(2, { requestedDeliveryOn: '2026-12-01' }) },
    ]);
    const after = applyTestActions(two, shippingModeActions(two));
    expect(after.shippingMode).toBe('Multiple');
    expect(shippingModeActions(after)).toEqual([]);
  });

  it('keeps the pickup option of a shipment whose fulfilment is skipped', () => {
    const pickup = { shippingMethodId: '38', shipmentPickupCarrier: 'None', shipmentPickupCarrierCode: '00' };
    const cart = { ...two, itemShippingAddresses: [addr(1, chosen), addr(2, pickup)] };
    expect(shippingModeActions(cart)).toEqual([
      { action: 'setShippingMode', shippingMode: 'Multiple' },
      { action: 'updateItemShippingAddress', address: addr(1, {}) },
    ]);
  });

  it('back to Single sets the shipment holding the lines as the cart shipping address', () => {
    const multi = testCart({
      shippingMode: 'Multiple',
      lineItems: [testLine('nuts', { quantity: 1, targets: [{ addressKey: 'shipment-2', quantity: 1 }] })],
      itemShippingAddresses: [addr(1), addr(2)],
    });
    const actions = shippingModeActions(multi);
    expect(actions[0]).toEqual({ action: 'setShippingMode', shippingMode: 'Single' });
    expect(actions.at(-1)).toMatchObject({ action: 'setShippingAddress', address: { street1: '2 Main St' } });
  });
});

describe('assignUnassignedActions', () => {
  const removed = applyTestActions(two, valueOf(removeShipmentActions(two, 'shipment-2')));

  it('gives unassigned units to a shipment, adding to its target', () => {
    expect(unassignedQuantity(removed, line(removed, 'nuts'))).toBe(1);
    const after = applyTestActions(removed, valueOf(assignUnassignedActions(removed, 'nuts', 'shipment-1', 1)));
    expect(line(after, 'nuts').shippingDetails?.targets).toEqual([{ addressKey: 'shipment-1', quantity: 4 }]);
    expect(unassignedQuantity(after, line(after, 'nuts'))).toBe(0);
  });

  it('refuses more units than are unassigned', () => {
    expect(messageOf(assignUnassignedActions(removed, 'nuts', 'shipment-1', 2))).toBe(
      'Line item nuts has 1 units not assigned; cannot assign 2',
    );
    expect(messageOf(assignUnassignedActions(removed, 'nuts', 'shipment-5', 1))).toBe('unknown shipment: shipment-5');
  });
});

describe('setShipmentAddressActions', () => {
  it('keeps the chosen delivery for the same location, clears it for another, and follows shipment-1 in Single mode', () => {
    const same = valueOf(setShipmentAddressActions(two, 'shipment-1', { ...addr(1), name: 'Sam Lee' }));
    expect(same[0]).toMatchObject({ address: { key: 'shipment-1', name: 'Sam Lee', custom: chosen } });
    expect(same[1]).toMatchObject({ action: 'setShippingAddress', address: { name: 'Sam Lee' } });
    const moved = valueOf(setShipmentAddressActions(two, 'shipment-2', { ...addr(2), street1: '9 Elm St' }));
    expect(moved).toEqual([
      {
        action: 'updateItemShippingAddress',
        address: { ...addr(2), street1: '9 Elm St', key: 'shipment-2', custom: {} },
      },
    ]);
    expect(messageOf(setShipmentAddressActions(two, 'shipment-3', addr(3)))).toBe('unknown shipment: shipment-3');
  });
});

describe('planShipmentQuantity', () => {
  it('moves the difference from the other shipment, or to the first other one', () => {
    expect(valueOf(planShipmentQuantity(two, 'nuts', 'shipment-2', 3))).toEqual([
      { lineItemId: 'nuts', fromKey: 'shipment-1', toKey: 'shipment-2', quantity: 2 },
    ]);
    expect(valueOf(planShipmentQuantity(two, 'nuts', 'shipment-2', 0))).toEqual([
      { lineItemId: 'nuts', fromKey: 'shipment-2', toKey: 'shipment-1', quantity: 1 },
    ]);
    expect(messageOf(planShipmentQuantity(two, 'nuts', 'shipment-2', 5))).toBe(
      'Shipment quantity must be a whole number from 0 to 4, got 5',
    );
  });

  it('keeps every line total and sets the asked quantity (property)', () => {
    const arb = fc.record({
      units: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 3, maxLength: 3 }),
      free: fc.integer({ min: 0, max: 3 }),
      key: fc.integer({ min: 1, max: 3 }),
      want: fc.integer({ min: 0, max: 18 }),
    });
    fc.assert(
      fc.property(arb, ({ units, free, key, want }) => {
        const total = units.reduce((a, b) => a + b, 0) + free;
        fc.pre(total > 0 && want <= total);
        const targets = units.flatMap((n, i) => (n > 0 ? [{ addressKey: `shipment-${i + 1}`, quantity: n }] : []));
        const cart = testCart({
          lineItems: [testLine('x', { quantity: total, targets })],
          itemShippingAddresses: [addr(1), addr(2), addr(3)],
        });
        const after = applyMoves(cart, valueOf(planShipmentQuantity(cart, 'x', `shipment-${key}`, want)));
        const x = line(after, 'x');
        expect(quantityIn(x, `shipment-${key}`)).toBe(want);
        const held = [1, 2, 3].reduce((s, n) => s + quantityIn(x, `shipment-${n}`), 0);
        expect(held + unassignedQuantity(after, x)).toBe(total);
        expect(unassignedQuantity(after, x)).toBeLessThanOrEqual(free);
      }),
    );
  });
});

describe('shipment keys after adds and removals (property)', () => {
  it('stay shipment-1..n without gaps', () => {
    const ops = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 })), { maxLength: 20 });
    fc.assert(
      fc.property(ops, (list) => {
        let cart = testCart({
          lineItems: [testLine('x', { quantity: 1, targets: [{ addressKey: 'shipment-1', quantity: 1 }] })],
          itemShippingAddresses: [addr(1)],
        });
        for (const op of list) {
          const keys = cart.itemShippingAddresses.map((a) => a.key);
          const actions =
            op === 0
              ? addShipmentActions(cart, addr(9))
              : valueOf(removeShipmentActions(cart, keys[op % keys.length]!));
          if (op !== 0 && keys.length === 1) continue;
          cart = applyTestActions(cart, actions);
          const n = cart.itemShippingAddresses.length;
          expect(cart.itemShippingAddresses.map((a) => a.key).sort()).toEqual(
            Array.from({ length: n }, (_, i) => `shipment-${i + 1}`).sort(),
          );
        }
      }),
    );
  });
});
