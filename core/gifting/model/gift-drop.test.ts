import { describe, expect, it } from 'vitest';
import { testLine } from '../../cart/model/test-cart';
import { checkGiftSelection, giftLinePlansOf, giftSenderOf, redeemableRecipient, type GiftDrop } from './gift-drop';
import { testGiftLine, testGiftOrder } from './test-gift-order';

const SAM = { name: 'Sam', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' };
const ALEX = { name: 'Alex', email: 'alex@example.com', message: 'Enjoy!', sender: 'Pat' };

describe('gift drops of an order (core-cart-checkout §4 digital gift lines)', () => {
  it('plans one drop per digital gift line, gift certificates and plain lines aside', () => {
    const order = testGiftOrder([
      testGiftLine('l1', '9901-05', [SAM, ALEX]),
      testLine('l2', { sku: '1001-01' }),
      testLine('l3', { sku: 'GC-25', custom: { recipientsJson: '[{"name":"Kim","email":"kim@example.com"}]' } }),
      testGiftLine('l4', '3719-01', [{ name: 'Lou', email: 'lou@example.com' }]),
    ]);
    expect(giftLinePlansOf(order)).toEqual({
      plans: [
        {
          lineItemId: 'l1',
          productKey: '9901',
          sku: '9901-05',
          message: 'Enjoy!',
          senderName: 'Pat',
          recipients: [SAM, ALEX],
        },
        {
          lineItemId: 'l4',
          productKey: '3719',
          sku: '3719-01',
          message: '',
          recipients: [{ name: 'Lou', email: 'lou@example.com' }],
        },
      ],
      skipped: [],
    });
  });

  it('skips lines whose recipients are invalid or whose SKU has no product number, saying why', () => {
    const order = testGiftOrder([
      testLine('l1', { sku: '9901-05', custom: { recipientsJson: '[{"name":"","email":"sam@example.com"}]' } }),
      testGiftLine('l2', 'ABC', [SAM]),
    ]);
    expect(giftLinePlansOf(order)).toEqual({
      plans: [],
      skipped: [
        { lineItemId: 'l1', reason: 'Invalid recipients: 0.name: Please enter your full name' },
        { lineItemId: 'l2', reason: 'No product number: ABC' },
      ],
    });
  });

  it("names the sender by the entries' sender, else the billing name; a signed-in sender's customer id", () => {
    const order = testGiftOrder([]);
    expect(giftSenderOf(order, 'Pat')).toEqual({ customerId: 'customer-pat', email: 'pat@example.com', name: 'Pat' });
    expect(giftSenderOf(order)).toEqual({ customerId: 'customer-pat', email: 'pat@example.com', name: 'Pat Jones' });
    expect(giftSenderOf(testGiftOrder([], null))).toEqual({ email: 'pat@example.com', name: 'Pat Jones' });
  });
});

describe('redemption rules (catalogue-gifting §4 Tray and Box customizers)', () => {
  const tray = { productNumbers: [1001, 1002, 1003, 1004, 1005, 1006], count: 5 };

  it('takes exactly the count, each an allowed product (repeats allowed)', () => {
    expect(checkGiftSelection([1001, 1002, 1003, 1004, 1005], tray)).toEqual({
      ok: true,
      value: [1001, 1002, 1003, 1004, 1005],
    });
    expect(checkGiftSelection([1001, 1001, 1001, 1002, 1002], tray).ok).toBe(true);
    expect(checkGiftSelection([1001, 1002, 1003, 1004], tray)).toEqual({
      ok: false,
      error: { code: 'gift/invalid-choice', message: 'Please choose exactly 5 items.', details: { count: 5 } },
    });
    expect(checkGiftSelection([1001, 1002, 1003, 1004, 2001], tray)).toEqual({
      ok: false,
      error: {
        code: 'gift/invalid-choice',
        message: 'This choice is not available for this gift: 2001.',
        details: { productNumber: 2001 },
      },
    });
    const box = { productNumbers: [3001, 3002], count: 6 };
    expect(checkGiftSelection([3001, 3001, 3001, 3002, 3002, 3002], box).ok).toBe(true);
    expect(checkGiftSelection([3001, 3001, 3001, 3002, 3002], box).ok).toBe(false);
  });

  it('lets a sent recipient redeem, not a redeemed one', () => {
    const recipient = { id: 'r1', name: 'Sam', email: 'sam@example.com', status: 'sent', sentAt: 'x' } as const;
    const drop = { recipients: [recipient, { ...recipient, id: 'r2', status: 'redeemed' }] } as unknown as GiftDrop;
    expect(redeemableRecipient(drop, 'r1')).toEqual({ ok: true, value: recipient });
    const used = redeemableRecipient(drop, 'r2');
    expect(used.ok ? undefined : used.error).toEqual({
      code: 'gift/already-redeemed',
      message: 'This gift has already been redeemed.',
    });
    const none = redeemableRecipient(drop, 'r3');
    expect(none.ok ? undefined : none.error.code).toBe('gift/not-found');
  });
});
