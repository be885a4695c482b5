import { describe, expect, it } from 'vitest';
import { testAddress, testCart, testCustomLine, testLine } from '../../cart/model/test-cart';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import type { Product } from '../../catalogue/model';
import { isLineUnavailable, linesToRemove, outOfStockMessage, removeLinesActions } from './cart-preparation';

/** spec: core-cart-checkout §4 Cart preparation; §8 "Out of stock line removed". */
const stocked = (sku: string, availableQuantity: number): Product =>
  testProduct(sku, {
    variants: [testVariant(sku, { availability: { isOnStock: availableQuantity > 0, availableQuantity } })],
  });

describe('outOfStockMessage', () => {
  it("is §8's text with the item's name", () => {
    expect(outOfStockMessage('Almonds')).toBe(
      'Almonds: Sorry, this item is out of stock and has been removed from your cart.',
    );
  });
});

describe('isLineUnavailable', () => {
  const line = testLine('a', { sku: 'A', quantity: 3 });
  it('keeps a line with enough stock on hand, or with no tracked stock', () => {
    expect(isLineUnavailable(line, stocked('A', 3))).toBe(false);
    expect(isLineUnavailable(line, testProduct('a', { variants: [testVariant('A')] }))).toBe(false);
  });
  it('removes a line with fewer units on hand than its quantity, or none', () => {
    expect(isLineUnavailable(line, stocked('A', 2))).toBe(true);
    expect(isLineUnavailable(line, stocked('A', 0))).toBe(true);
  });
  it('removes an inactive, backordered or vanished variant', () => {
    expect(isLineUnavailable(line, testProduct('a', { variants: [testVariant('A', { active: false })] }))).toBe(true);
    expect(isLineUnavailable(line, testProduct('a', { variants: [testVariant('A', { backordered: true })] }))).toBe(
      true,
    );
    expect(isLineUnavailable(line, testProduct('a', { variants: [testVariant('B')] }))).toBe(true);
  });
});

describe('linesToRemove and removeLinesActions', () => {
  const cart = testCart({
    lineItems: [
      testLine('mix', {
        sku: 'MIX',
        name: 'Custom Mix',
        custom: { externalId: 'x1' },
        targets: [{ addressKey: 'shipment-2', quantity: 1 }],
      }),
      testLine('part', {
        sku: 'PART',
        name: 'Cashews',
        custom: { parentExternalId: 'x1' },
        targets: [{ addressKey: 'shipment-2', quantity: 1 }],
      }),
      testLine('alm', {
        sku: 'ALM',
        name: 'Almonds',
        quantity: 2,
        targets: [{ addressKey: 'shipment-1', quantity: 2 }],
      }),
      testLine('pec', { sku: 'PEC', name: 'Pecans', targets: [{ addressKey: 'shipment-1', quantity: 1 }] }),
    ],
    itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
    customLineItems: [
      testCustomLine('hrp', 'shipment-2-heat-resistant-packaging', 499),
      { ...testCustomLine('card', 'greeting-card', 399), custom: { lineItemId: 'alm' } },
    ],
  });
  const products = new Map<string, Product | undefined>([
    ['MIX', stocked('MIX', 10)],
    ['PART', stocked('PART', 0)],
    ['ALM', stocked('ALM', 1)],
    ['PEC', stocked('PEC', 5)],
  ]);

  it('names each removed top-level line once; a missing part removes its custom product', () => {
    expect(linesToRemove(cart, products)).toEqual([
      { lineItemId: 'mix', sku: 'MIX', name: 'Custom Mix', message: outOfStockMessage('Custom Mix') },
      { lineItemId: 'alm', sku: 'ALM', name: 'Almonds', message: outOfStockMessage('Almonds') },
    ]);
  });

  it('does not judge a SKU it was not given, or whose product it does not know', () => {
    expect(linesToRemove(cart, new Map([['PEC', stocked('PEC', 5)]]))).toEqual([]);
    expect(linesToRemove(cart, new Map([['ALM', undefined]]))).toEqual([]);
  });

  it('removes the lines, their children, their custom line items and the shipments only they used', () => {
    expect(removeLinesActions(cart, ['mix', 'alm'])).toEqual([
      { action: 'removeLineItem', lineItemId: 'mix' },
      { action: 'removeLineItem', lineItemId: 'part' },
      { action: 'removeLineItem', lineItemId: 'alm' },
      { action: 'removeCustomLineItem', customLineItemId: 'card' },
      { action: 'removeCustomLineItem', customLineItemId: 'hrp' },
      { action: 'removeItemShippingAddress', addressKey: 'shipment-2' },
    ]);
    expect(removeLinesActions(cart, [])).toEqual([]);
  });
});
