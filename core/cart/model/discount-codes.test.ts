import {
  applyDiscountCodeActions,
  checkAppliedCode,
  removeDiscountCodeActions,
  restoreDiscountCodesActions,
} from './discount-codes';
import { testAddress, testCart, testCustomLine, testDiscountCode, testLine } from './test-cart';

const withCode = testCart({ discountCodes: [testDiscountCode('dc-1', 'SPRING10', 'MatchesCart', 'Spring 10% off')] });

describe('applyDiscountCodeActions', () => {
  it('removes the current code, stashes it and adds the new one', () => {
    expect(applyDiscountCodeActions(withCode, 'NUTS5', { isCustomerCode: false })).toEqual([
      { action: 'removeDiscountCode', discountCodeId: 'dc-1' },
      { action: 'setCustomField', name: 'stashedDiscountCode', value: 'SPRING10' },
      { action: 'setCustomField', name: 'stashedDiscountCodeName', value: 'Spring 10% off' },
      { action: 'addDiscountCode', code: 'NUTS5' },
    ]);
  });

  it('does not stash a customer code', () => {
    expect(applyDiscountCodeActions(withCode, 'NUTS5', { isCustomerCode: true })).toEqual([
      { action: 'removeDiscountCode', discountCodeId: 'dc-1' },
      { action: 'addDiscountCode', code: 'NUTS5' },
    ]);
  });

  it('only adds when the cart has no code', () => {
    expect(applyDiscountCodeActions(testCart(), 'NUTS5', { isCustomerCode: false })).toEqual([
      { action: 'addDiscountCode', code: 'NUTS5' },
    ]);
  });
});

describe('checkAppliedCode', () => {
  it('accepts a code that matches the cart, ignoring case', () => {
    expect(checkAppliedCode(withCode, 'spring10')).toMatchObject({ ok: true, value: { id: 'dc-1' } });
  });

  it('rejects MaxApplicationReached with the spec message', () => {
    const after = testCart({ discountCodes: [testDiscountCode('dc-2', 'NUTS5', 'MaxApplicationReached')] });
    expect(checkAppliedCode(after, 'NUTS5')).toEqual({
      ok: false,
      error: {
        code: 'discount/not-applicable',
        message: 'Discount code could not be applied because it is MaxApplicationReached',
        details: { state: 'MaxApplicationReached' },
      },
    });
  });

  it('rejects any other state than MatchesCart', () => {
    const after = testCart({ discountCodes: [testDiscountCode('dc-2', 'NUTS5', 'DoesNotMatchCart')] });
    expect(checkAppliedCode(after, 'NUTS5')).toMatchObject({
      ok: false,
      error: { message: 'Discount code could not be applied because it is DoesNotMatchCart' },
    });
  });

  it('reports a code missing from the cart as not found', () => {
    expect(checkAppliedCode(withCode, 'NUTS5')).toEqual({
      ok: false,
      error: {
        code: 'discount/not-found',
        message: 'The discount code NUTS5 could not be found.',
        details: { code: 'NUTS5' },
      },
    });
  });
});

describe('restoreDiscountCodesActions', () => {
  it('removes the bad code, re-adds the previous one and resets the stash', () => {
    const after = testCart({
      discountCodes: [testDiscountCode('dc-2', 'NUTS5', 'MaxApplicationReached')],
      custom: { stashedDiscountCode: 'SPRING10', stashedDiscountCodeName: 'Spring 10% off' },
    });
    expect(restoreDiscountCodesActions(withCode, after)).toEqual([
      { action: 'removeDiscountCode', discountCodeId: 'dc-2' },
      { action: 'addDiscountCode', code: 'SPRING10' },
      { action: 'setCustomField', name: 'stashedDiscountCode', value: undefined },
      { action: 'setCustomField', name: 'stashedDiscountCodeName', value: undefined },
    ]);
  });
});

describe('removeDiscountCodeActions', () => {
  it('removes the code, stashes it and removes empty shipments', () => {
    const cart = testCart({
      ...withCode,
      lineItems: [testLine('a', { targets: [{ addressKey: 'shipment-1', quantity: 1 }] })],
      itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2')],
      customLineItems: [testCustomLine('hrp2', 'shipment-2-heat-resistant-packaging', 295)],
    });
    expect(removeDiscountCodeActions(cart, 'dc-1')).toEqual({
      ok: true,
      value: [
        { action: 'removeDiscountCode', discountCodeId: 'dc-1' },
        { action: 'setCustomField', name: 'stashedDiscountCode', value: 'SPRING10' },
        { action: 'setCustomField', name: 'stashedDiscountCodeName', value: 'Spring 10% off' },
        { action: 'removeCustomLineItem', customLineItemId: 'hrp2' },
        { action: 'removeItemShippingAddress', addressKey: 'shipment-2' },
      ],
    });
  });

  it('reports an id that is not on the cart', () => {
    expect(removeDiscountCodeActions(withCode, 'dc-9')).toMatchObject({
      ok: false,
      error: { code: 'discount/not-found' },
    });
  });
});
