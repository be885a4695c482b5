import { describe, expect, it } from 'vitest';
import { hasAutoDeliveryLines, isAutoDeliveryLine } from './auto-delivery';
import { testCart, testLine } from './test-cart';

describe('auto-delivery lines (core-cart-checkout §4 Proceeding to checkout)', () => {
  it('a line with an auto-delivery interval is an auto-delivery line', () => {
    expect(isAutoDeliveryLine(testLine('a', { custom: { autoDeliveryInterval: 4 } }))).toBe(true);
  });

  it('a line without the interval, or with 0, is not', () => {
    expect(isAutoDeliveryLine(testLine('a'))).toBe(false);
    expect(isAutoDeliveryLine(testLine('a', { custom: { autoDeliveryInterval: 0 } }))).toBe(false);
    expect(isAutoDeliveryLine(testLine('a', { custom: { markedAsGift: true } }))).toBe(false);
  });

  it('a cart holds auto-delivery lines when any one line is one', () => {
    const plain = testLine('a');
    const subscribed = testLine('b', { custom: { autoDeliveryInterval: 8 } });
    expect(hasAutoDeliveryLines(testCart({ lineItems: [plain] }))).toBe(false);
    expect(hasAutoDeliveryLines(testCart({ lineItems: [plain, subscribed] }))).toBe(true);
    expect(hasAutoDeliveryLines(testCart({ lineItems: [] }))).toBe(false);
  });
});
