import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainError, err, ok } from '../../core/shared';
import { giftRedeemPart } from '../../adapters/embedded/server/page-state-parts';
import type { GiftForRedeem } from '../../ports/gift-drops';
import { call } from '../support/account-client';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';

/**
 * What the gift pages ask of the local server (spec: catalogue-gifting §2 'See Ingredients' modal, /gift-drop/redeem;
 * core-cart-checkout §4 greeting card lines): the box's choices with names and images, a greeting card line with its
 * message, and the redemption page's state from the URL's key.
 */
let t: TestApp;
const GIFT: GiftForRedeem = {
  giftId: 'g-1',
  recipientId: 'r-1',
  recipientName: 'Sam',
  title: 'Custom Gift Tray, Premium',
  productKey: '9901',
  sku: '9901-05',
  senderName: 'Pat',
  message: '',
  status: 'sent',
  count: 5,
  productNumbers: [1001],
  items: [],
};

beforeAll(async () => {
  t = await buildTestApp([TEST_CLIENT]);
});
afterAll(async () => {
  await t.app.close();
});

describe('the gift pages on the local server', () => {
  it("answers the box's 50 mini-box choices with names and images, and refuses a product that is no gift", async () => {
    const box = await call(t.app, 'GET', '/api/gift-drop/choices?productKey=3719');
    expect(box.statusCode).toBe(200);
    const { choices } = (
      box.json() as { data: { choices: { productNumber: number; name: string; imageUrl: string }[] } }
    ).data;
    expect(choices).toHaveLength(50);
    expect(choices.every((c) => c.name.length > 0 && c.imageUrl.length > 0)).toBe(true);
    const none = await call(t.app, 'GET', '/api/gift-drop/choices?productKey=1001');
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { errors: [{ message: 'This gift has no choices.', key: 'gift/invalid-choice' }] },
    ]);
    expect((await call(t.app, 'GET', '/api/gift-drop/choices?productKey=x')).statusCode).toBe(400);
  });

  it('adds a greeting card line carrying its message (greeting_card_message)', async () => {
    const added = await call(t.app, 'POST', '/cart', undefined, {
      cart_sku: { sku_external_id: '9980-01', quantity: 2, greeting_card_message: 'Happy holidays' },
    });
    expect(added.statusCode).toBe(200);
    const cart = (added.json() as { data: { cart: { lineItems: { variant: { sku: string }; custom: object }[] } } })
      .data.cart;
    expect(cart.lineItems.map((l) => [l.variant.sku, l.custom])).toEqual([
      ['9980-01', { greetingCardMessage: 'Happy holidays' }],
    ]);
  });

  it("gives the redemption page the key's gift, or missing, and nothing elsewhere (PageState.giftRedeem)", async () => {
    const seen: string[] = [];
    const gifting = {
      forRedeem: async (key: string) => {
        seen.push(key);
        return key === 'good-key' ? ok(GIFT) : err(domainError('gift/not-found', 'No gift with that link.'));
      },
    };
    const part = (url: string) => giftRedeemPart(gifting, new URL(url, 'http://shop.test'));
    expect(await part('/gift-drop/redeem?key=good-key')).toEqual({ giftRedeem: { gift: GIFT } });
    expect(await part('/gift-drop/redeem/done?key=bad-key')).toEqual({ giftRedeem: { missing: true } });
    expect(await part('/gift-drop/redeem')).toEqual({});
    expect(await part('/gift-drop/build?key=good-key')).toEqual({});
    expect(await giftRedeemPart(undefined, new URL('http://shop.test/gift-drop/redeem?key=good-key'))).toEqual({});
    expect(seen).toEqual(['good-key', 'bad-key']);
  });
});
