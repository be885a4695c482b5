import { usd } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import type { CartAction } from '../../../core/cart';
import { testCart, testCustomLine, testDiscountCode, testLine } from '../../../core/cart/model/test-cart';
import { applyActions } from './apply-actions';
import { testContext, testProduct, testVariant } from './test-products';

const almonds = testProduct('almonds', [
  testVariant('1001-01', { cents: 1299 }),
  testVariant('1001-02', { id: 2, cents: 2399, active: false }),
  testVariant('1001-03', { id: 3, prices: [] }),
]);
const chocolate = testProduct('chocolate', [testVariant('2001-01', { cents: 899 })], true);
const ctx = () => testContext([almonds, chocolate]);

function apply(cart: Cart, ...actions: CartAction[]): Cart {
  const r = applyActions(cart, actions, ctx());
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
function failure(cart: Cart, ...actions: CartAction[]) {
  const r = applyActions(cart, actions, ctx());
  if (r.ok) throw new Error('expected a failure');
  return r.error;
}

const withLines = () => testCart({ lineItems: [testLine('l1', { quantity: 2 }), testLine('l2')] });

describe('applyActions: addLineItem', () => {
  it('adds a line priced by the engine from the default price, with a new id', () => {
    const line = apply(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 3 }).lineItems[0]!;
    expect(line).toMatchObject({
      id: 'id-1',
      productKey: 'almonds',
      productPath: '/nuts/almonds',
      quantity: 3,
      unitPrice: usd(1299),
      priceMode: 'Platform',
      lineItemMode: 'Standard',
    });
    expect(line.variant.sku).toBe('1001-01');
    expect(line.custom.meltable).toBeUndefined();
  });

  it("uses the distribution channel's price and flags meltable products", () => {
    expect(
      apply(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 1, distributionChannelKey: 'auto-delivery' })
        .lineItems[0]!.price.value,
    ).toEqual(usd(1234));
    expect(
      apply(testCart(), { action: 'addLineItem', sku: '2001-01', quantity: 1 }).lineItems[0]!.custom.meltable,
    ).toBe(true);
  });

  it('keeps shipping details given with the line, not yet valid', () => {
    const line = apply(testCart(), {
      action: 'addLineItem',
      sku: '1001-01',
      quantity: 2,
      shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }] },
    }).lineItems[0]!;
    expect(line.shippingDetails).toEqual({ targets: [{ addressKey: 'shipment-1', quantity: 2 }], valid: false });
  });

  it('merges an identical line (same SKU, channel and custom fields) by adding quantities', () => {
    const once = apply(testCart(), {
      action: 'addLineItem',
      sku: '1001-01',
      quantity: 2,
      custom: { autoDeliveryInterval: 30, markedAsGift: true },
    });
    const twice = apply(once, {
      action: 'addLineItem',
      sku: '1001-01',
      quantity: 3,
      custom: { autoDeliveryInterval: 30, markedAsGift: true },
    });
    expect(twice.lineItems).toHaveLength(1);
    expect(twice.lineItems[0]?.quantity).toBe(5);
    const meltable = apply(apply(testCart(), { action: 'addLineItem', sku: '2001-01', quantity: 1 }), {
      action: 'addLineItem',
      sku: '2001-01',
      quantity: 1,
    });
    expect(meltable.lineItems.map((l) => l.quantity)).toEqual([2]);
  });

  it('merges custom fields whatever their key order (the database reorders jsonb keys)', () => {
    const stored = testCart({
      lineItems: [testLine('l1', { sku: '1001-01', custom: { markedAsGift: true, autoDeliveryInterval: 30 } })],
    });
    const merged = apply(stored, {
      action: 'addLineItem',
      sku: '1001-01',
      quantity: 1,
      custom: { autoDeliveryInterval: 30, markedAsGift: true },
    });
    expect(merged.lineItems.map((l) => l.quantity)).toEqual([2]);
  });

  it('adds a separate line for another channel, other custom fields or with shipping details', () => {
    const base = apply(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 1 });
    expect(
      apply(base, { action: 'addLineItem', sku: '1001-01', quantity: 1, distributionChannelKey: 'auto-delivery' })
        .lineItems,
    ).toHaveLength(2);
    expect(
      apply(base, { action: 'addLineItem', sku: '1001-01', quantity: 1, custom: { markedAsGift: true } }).lineItems,
    ).toHaveLength(2);
    expect(
      apply(base, { action: 'addLineItem', sku: '1001-01', quantity: 1, shippingDetails: { targets: [] } }).lineItems,
    ).toHaveLength(2);
  });

  it("refuses quantities above 4999, below 1 or not whole, and a merge past 4999, with the spec's messages", () => {
    expect(failure(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 5000 })).toMatchObject({
      code: 'cart/invalid-action',
      message: 'Quantity cannot exceed 4999',
      details: { action: 'addLineItem' },
    });
    expect(failure(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 0 }).message).toBe(
      'Quantity must be higher than 0',
    );
    expect(failure(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 1.5 }).message).toBe(
      'Quantity must be a number',
    );
    const full = apply(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 4999 });
    expect(failure(full, { action: 'addLineItem', sku: '1001-01', quantity: 1 }).message).toBe(
      'Quantity cannot exceed 4999',
    );
  });

  it('refuses an unknown SKU, an inactive variant and a variant without a default price', () => {
    expect(failure(testCart(), { action: 'addLineItem', sku: 'NOPE-00', quantity: 1 }).code).toBe(
      'product/sku-not-found',
    );
    expect(failure(testCart(), { action: 'addLineItem', sku: '1001-02', quantity: 1 })).toMatchObject({
      code: 'cart/invalid-action',
      message: 'The variant 1001-02 is not available',
    });
    expect(failure(testCart(), { action: 'addLineItem', sku: '1001-03', quantity: 1 }).message).toBe(
      'The variant 1001-03 has no price',
    );
  });
});

describe('applyActions: other line actions', () => {
  it('changeLineItemQuantity sets the quantity; 0 or less removes the line', () => {
    expect(
      apply(withLines(), { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 7 }).lineItems.map(
        (l) => l.quantity,
      ),
    ).toEqual([7, 1]);
    expect(
      apply(withLines(), { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 0 }).lineItems.map(
        (l) => l.id,
      ),
    ).toEqual(['l2']);
    expect(
      apply(withLines(), { action: 'changeLineItemQuantity', lineItemId: 'l2', quantity: -1 }).lineItems.map(
        (l) => l.id,
      ),
    ).toEqual(['l1']);
  });

  it('changeLineItemQuantity refuses an unknown line and more than 4999', () => {
    expect(failure(withLines(), { action: 'changeLineItemQuantity', lineItemId: 'nope', quantity: 1 })).toMatchObject({
      code: 'cart/invalid-action',
      message: 'Cannot find line item for ID nope',
    });
    expect(failure(withLines(), { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 5000 }).message).toBe(
      'Quantity cannot exceed 4999',
    );
    expect(failure(withLines(), { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 2.5 }).message).toBe(
      'Quantity must be a number',
    );
  });

  it('removeLineItem removes the line, or refuses an unknown id', () => {
    expect(apply(withLines(), { action: 'removeLineItem', lineItemId: 'l1' }).lineItems.map((l) => l.id)).toEqual([
      'l2',
    ]);
    expect(failure(withLines(), { action: 'removeLineItem', lineItemId: 'nope' }).message).toBe(
      'Cannot find line item for ID nope',
    );
  });

  it('setLineItemCustomField sets or clears one field, or refuses an unknown id', () => {
    const set = apply(withLines(), {
      action: 'setLineItemCustomField',
      lineItemId: 'l2',
      name: 'greetingCardMessage',
      value: 'Enjoy!',
    });
    expect(set.lineItems[1]?.custom.greetingCardMessage).toBe('Enjoy!');
    expect(
      apply(set, { action: 'setLineItemCustomField', lineItemId: 'l2', name: 'greetingCardMessage' }).lineItems[1]
        ?.custom.greetingCardMessage,
    ).toBeUndefined();
    expect(
      failure(withLines(), { action: 'setLineItemCustomField', lineItemId: 'nope', name: 'markedAsGift', value: true })
        .message,
    ).toBe('Cannot find line item for ID nope');
  });

  it("setLineItemDistributionChannel selects the channel's price, or the default without a channel", () => {
    const cart = apply(testCart(), { action: 'addLineItem', sku: '1001-01', quantity: 1 });
    const ad = apply(cart, {
      action: 'setLineItemDistributionChannel',
      lineItemId: 'id-1',
      distributionChannelKey: 'auto-delivery',
    });
    expect(ad.lineItems[0]).toMatchObject({
      distributionChannelKey: 'auto-delivery',
      price: { value: usd(1234), channelKey: 'auto-delivery' },
    });
    expect(
      apply(ad, { action: 'setLineItemDistributionChannel', lineItemId: 'id-1' }).lineItems[0]?.price.value,
    ).toEqual(usd(1299));
    expect(failure(cart, { action: 'setLineItemDistributionChannel', lineItemId: 'nope' }).message).toBe(
      'Cannot find line item for ID nope',
    );
  });
});

describe('applyActions: discount codes, custom lines and cart fields', () => {
  it('addDiscountCode adds a known code once, case- and space-insensitively', () => {
    const once = apply(testCart(), { action: 'addDiscountCode', code: ' save10 ' });
    expect(once.discountCodes).toEqual([
      {
        id: 'dc-save10',
        code: 'SAVE10',
        name: '10% off',
        description: '10% off your order',
        state: 'MatchesCart',
        cartDiscountIds: ['cd-ten-percent'],
      },
    ]);
    expect(apply(once, { action: 'addDiscountCode', code: 'SAVE10' }).discountCodes).toHaveLength(1);
  });

  it('addDiscountCode refuses an unknown code with discount/not-found', () => {
    expect(failure(testCart(), { action: 'addDiscountCode', code: 'NOPE' })).toMatchObject({
      code: 'discount/not-found',
      details: { code: 'NOPE' },
    });
  });

  it('removeDiscountCode removes a code on the cart, or refuses one that is not', () => {
    const cart = testCart({ discountCodes: [testDiscountCode('dc-save10', 'SAVE10')] });
    expect(apply(cart, { action: 'removeDiscountCode', discountCodeId: 'dc-save10' }).discountCodes).toEqual([]);
    expect(failure(cart, { action: 'removeDiscountCode', discountCodeId: 'dc-nuts5' })).toMatchObject({
      code: 'cart/invalid-action',
      details: { action: 'removeDiscountCode' },
    });
  });

  it('addCustomLineItem adds a line with a new id; a quantity below 1 is refused', () => {
    const added = apply(testCart(), {
      action: 'addCustomLineItem',
      name: 'Adjustment',
      slug: 'adjustment',
      money: usd(-500),
      quantity: 1,
      custom: { reason: 'Stale' },
    });
    expect(added.customLineItems).toEqual([
      {
        id: 'id-1',
        slug: 'adjustment',
        name: 'Adjustment',
        quantity: 1,
        money: usd(-500),
        totalPrice: usd(-500),
        custom: { reason: 'Stale' },
      },
    ]);
    expect(
      failure(testCart(), { action: 'addCustomLineItem', name: 'x', slug: 'x', money: usd(1), quantity: 0 }).message,
    ).toBe('Quantity must be higher than 0');
  });

  it('removeCustomLineItem removes by id, or refuses an unknown id', () => {
    const cart = testCart({
      customLineItems: [testCustomLine('c1', 'surcharge', 100), testCustomLine('c2', 'adjustment', -100)],
    });
    expect(
      apply(cart, { action: 'removeCustomLineItem', customLineItemId: 'c1' }).customLineItems.map((c) => c.id),
    ).toEqual(['c2']);
    expect(failure(cart, { action: 'removeCustomLineItem', customLineItemId: 'nope' }).message).toBe(
      'Cannot find custom line item for ID nope',
    );
  });

  it('setCustomerEmail, setCustomField and setKey set and clear their field', () => {
    const set = apply(
      testCart(),
      { action: 'setCustomerEmail', email: 'pat@example.com' },
      { action: 'setCustomField', name: 'orderTags', value: 'vip' },
      { action: 'setKey', key: 'cx-123' },
    );
    expect(set).toMatchObject({ customerEmail: 'pat@example.com', custom: { orderTags: 'vip' }, key: 'cx-123' });
    const cleared = apply(
      set,
      { action: 'setCustomerEmail' },
      { action: 'setCustomField', name: 'orderTags' },
      { action: 'setKey' },
    );
    expect(cleared.customerEmail).toBeUndefined();
    expect(cleared.custom.orderTags).toBeUndefined();
    expect(cleared.key).toBeUndefined();
  });

  it('setCustomType and recalculate leave the cart as it is (pricing happens after every update)', () => {
    const cart = withLines();
    expect(
      apply(
        cart,
        { action: 'setCustomType', typeKey: 'cart-fields' },
        { action: 'recalculate', updateProductData: true },
      ),
    ).toEqual(cart);
  });

  it('refuses an action name it does not know', () => {
    expect(failure(testCart(), { action: 'changeTaxMode' } as unknown as CartAction)).toMatchObject({
      code: 'cart/invalid-action',
      message: 'Unknown update action changeTaxMode',
    });
  });
});

describe('applyActions: atomicity', () => {
  it('applies actions in order: a later action sees the line an earlier one added', () => {
    const r = apply(
      testCart(),
      { action: 'addLineItem', sku: '1001-01', quantity: 1 },
      { action: 'changeLineItemQuantity', lineItemId: 'id-1', quantity: 4 },
    );
    expect(r.lineItems.map((l) => l.quantity)).toEqual([4]);
  });

  it('a failing action returns its error and leaves the original cart unchanged', () => {
    const cart = withLines();
    const before = structuredClone(cart);
    const error = failure(
      cart,
      { action: 'addLineItem', sku: '1001-01', quantity: 1 },
      { action: 'setCustomerEmail', email: 'pat@example.com' },
      { action: 'removeLineItem', lineItemId: 'l1' },
      { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 3 },
      { action: 'addDiscountCode', code: 'SAVE10' },
    );
    expect(error.message).toBe('Cannot find line item for ID l1');
    expect(cart).toEqual(before);
  });
});
