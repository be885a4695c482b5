import { describe, expect, it } from 'vitest';
import { assignUnassignedActions } from './shipment-split';
import { reassignQuantityActions } from './shipment-edits';
import { checkShipmentMove, lineInShipments, quantityIn, unassignedQuantity } from './shipment-move-checks';
import { testAddress, testCart, testLine } from './test-cart';

/** nuts: 5 units, 3 in shipment-1, 1 in shipment-2, 1 unassigned. */
const cart = testCart({
  lineItems: [
    testLine('nuts', {
      quantity: 5,
      targets: [
        { addressKey: 'shipment-1', quantity: 3 },
        { addressKey: 'shipment-2', quantity: 1 },
      ],
    }),
  ],
  itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
});
const nuts = cart.lineItems[0]!;
const errorOf = (r: { ok: boolean; error?: { code: string; message: string } }) =>
  r.ok ? undefined : { code: r.error!.code, message: r.error!.message };

describe('checkShipmentMove (spec §4 "Quantities can be reassigned", §8)', () => {
  it('gives the line for a valid move from a shipment and from the unassigned units', () => {
    expect(
      checkShipmentMove(cart, { lineItemId: 'nuts', fromKey: 'shipment-1', toKey: 'shipment-2', quantity: 3 }),
    ).toEqual({ ok: true, value: nuts });
    expect(checkShipmentMove(cart, { lineItemId: 'nuts', toKey: 'shipment-2', quantity: 1 })).toEqual({
      ok: true,
      value: nuts,
    });
  });

  it('rejects an unknown line, then an unknown shipment, from key first', () => {
    expect(errorOf(checkShipmentMove(cart, { lineItemId: 'figs', toKey: 'shipment-9', quantity: 0 }))).toEqual({
      code: 'cart/line-not-found',
      message: 'Cannot find line item for ID figs',
    });
    const move = { lineItemId: 'nuts', fromKey: 'shipment-8', toKey: 'shipment-9', quantity: 1 };
    expect(errorOf(checkShipmentMove(cart, move))).toEqual({
      code: 'cart/unknown-shipment',
      message: 'unknown shipment: shipment-8',
    });
    expect(errorOf(checkShipmentMove(cart, { lineItemId: 'nuts', toKey: 'shipment-9', quantity: 1 }))).toEqual({
      code: 'cart/unknown-shipment',
      message: 'unknown shipment: shipment-9',
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects quantity %s before counting units', (quantity) => {
    expect(errorOf(checkShipmentMove(cart, { lineItemId: 'nuts', toKey: 'shipment-1', quantity }))).toEqual({
      code: 'cart/invalid-reassign-quantity',
      message: `Quantity to move must be a positive whole number, got ${quantity}`,
    });
  });

  it('rejects more units than the source holds, with each source’s message', () => {
    const fromShipment = { lineItemId: 'nuts', fromKey: 'shipment-2', toKey: 'shipment-1', quantity: 2 };
    expect(errorOf(checkShipmentMove(cart, fromShipment))).toEqual({
      code: 'cart/not-enough-units',
      message: 'Shipment shipment-2 holds 1 of line item nuts; cannot move 2',
    });
    expect(errorOf(checkShipmentMove(cart, { lineItemId: 'nuts', toKey: 'shipment-1', quantity: 2 }))).toEqual({
      code: 'cart/not-enough-units',
      message: 'Line item nuts has 1 units not assigned; cannot assign 2',
    });
  });

  it('is the check both edits make: same errors from reassign and assign', () => {
    const move = { lineItemId: 'nuts', fromKey: 'shipment-2', toKey: 'shipment-1', quantity: 2 };
    expect(reassignQuantityActions(cart, 'nuts', 'shipment-2', 'shipment-1', 2)).toEqual(checkShipmentMove(cart, move));
    expect(assignUnassignedActions(cart, 'nuts', 'shipment-7', 1)).toEqual(
      checkShipmentMove(cart, { lineItemId: 'nuts', toKey: 'shipment-7', quantity: 1 }),
    );
  });
});

describe('lineInShipments, quantityIn, unassignedQuantity', () => {
  it('counts units per shipment and unassigned', () => {
    expect(quantityIn(nuts, 'shipment-1')).toBe(3);
    expect(quantityIn(nuts, 'shipment-3')).toBe(0);
    expect(unassignedQuantity(cart, nuts)).toBe(1);
  });

  it('finds the line when every key names a shipment', () => {
    expect(lineInShipments(cart, 'nuts', ['shipment-2', 'shipment-1'])).toEqual({ ok: true, value: nuts });
    expect(errorOf(lineInShipments(cart, 'nuts', ['shipment-1', 'shipment-3']))?.message).toBe(
      'unknown shipment: shipment-3',
    );
  });
});
