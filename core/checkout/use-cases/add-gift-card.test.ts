import { describe, expect, it } from 'vitest';
import { usd } from '../../shared';
import { removeLineActions, shipmentsOf } from '../../cart/model';
import { testCart } from '../../cart/model/test-cart';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { GIFT_NOT_IN_CART_MESSAGE } from '../model/special-lines';
import { AddToCart } from './add-to-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';

const tray = testProduct('tray', {
  variants: [testVariant('9901-05', { prices: [{ id: 'p-tray', value: usd(6999), tiers: [] }] })],
});
const card = testProduct('card', {
  variants: [testVariant('9980-01', { prices: [{ id: 'p-card', value: usd(399), tiers: [] }] })],
});
const almonds = testProduct('almonds', { variants: [testVariant('ALM-1LB')] });
/** The gift line's externalId: the second uuid (the first keys the new cart). */
const GIFT_ID = 'gift-00000001-0000-4000-8000-000000000000';
const RECIPIENTS = '[{"name":"Sam","email":"sam@example.com"},{"name":"Alex","email":"alex@example.com"}]';

/** AddToCart over an in-memory commerce with uuids '00000001-0000-4000-8000-000000000000', …; 2026-11-20 in New Jersey. */
function setup() {
  const carts = [testCart({ id: 'cart-9', anonymousId: 'anon-2' })];
  const commerce = new InMemoryCommerce({ carts, products: [tray, card, almonds] });
  let n = 0;
  const ids = { uuid: () => `${String((n += 1)).padStart(8, '0')}-0000-4000-8000-000000000000` };
  const addToCart = new AddToCart(commerce, { nowMs: () => Date.parse('2026-11-20T15:00:00Z') }, ids);
  return { commerce, addToCart };
}

/** Pat's cart with the tray sent to two recipients (no customization: its recipients choose). */
async function withGift() {
  const s = setup();
  const gift = await s.addToCart.execute({
    anonymousId: 'anon-1',
    sku: '9901-05',
    quantity: 2,
    recipientsJson: RECIPIENTS,
  });
  if (!gift.ok) throw new Error(gift.error.message);
  const line = gift.value.cart.lineItems.find((l) => l.id === gift.value.cart_line.id)!;
  return { ...s, gift: gift.value.cart, giftLine: line };
}

describe('A greeting card rides with its digital gift (core-cart-checkout §3 parentExternalId, §4 greeting cards)', () => {
  it("names the digital gift line by an externalId 'gift-{uuid}'", async () => {
    const { giftLine } = await withGift();
    expect(giftLine.custom.externalId).toBe(GIFT_ID);
  });

  it("goes to the gift's warehouse shipment, which then needs no address of the shopper's", async () => {
    const { addToCart, giftLine } = await withGift();
    const added = await addToCart.execute({
      anonymousId: 'anon-1',
      sku: '9980-01',
      quantity: 2,
      greetingCardMessage: 'Happy holidays!',
      parentExternalId: giftLine.custom.externalId!,
    });
    if (!added.ok) throw new Error(added.error.message);
    const cart = added.value.cart;
    const cardLine = cart.lineItems.find((l) => l.variant.sku === '9980-01')!;
    expect(cardLine.custom).toMatchObject({ greetingCardMessage: 'Happy holidays!', parentExternalId: GIFT_ID });
    expect(cardLine.shippingDetails?.targets).toEqual([{ addressKey: 'shipment-1', quantity: 2 }]);
    expect(cart.itemShippingAddresses.map((a) => [a.key, a.state, a.custom.requestedDeliveryOn])).toEqual([
      ['shipment-1', 'NJ', '2026-11-21'],
    ]);
    expect(shipmentsOf(cart).map((s) => [s.needsPhysicalAddress, s.needsEmail])).toEqual([[false, true]]);
    const removal = removeLineActions(cart, giftLine.id);
    expect(removal.ok && removal.value.filter((a) => a.action === 'removeLineItem')).toHaveLength(2);
  });

  it('refuses a card without its gift, another SKU, no message or a count other than one per recipient', async () => {
    const { commerce, addToCart, giftLine } = await withGift();
    const parentExternalId = giftLine.custom.externalId!;
    const base = { anonymousId: 'anon-1', sku: '9980-01', quantity: 2, greetingCardMessage: 'Hi', parentExternalId };
    const updates = commerce.updates.length;
    const refusals = await Promise.all([
      addToCart.execute({ ...base, parentExternalId: 'gift-nope' }),
      addToCart.execute({ ...base, sku: 'ALM-1LB' }),
      addToCart.execute({ ...base, greetingCardMessage: undefined }),
      addToCart.execute({ ...base, quantity: 1 }),
      addToCart.execute({ ...base, anonymousId: 'anon-2' }),
    ]);
    expect(refusals.map((r) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`))).toEqual([
      `validation/invalid: ${GIFT_NOT_IN_CART_MESSAGE}`,
      'validation/invalid: Only a greeting card with its message can go with a gift.',
      'validation/invalid: Only a greeting card with its message can go with a gift.',
      'validation/invalid: A greeting card goes one per recipient: quantity 2.',
      `validation/invalid: ${GIFT_NOT_IN_CART_MESSAGE}`,
    ]);
    expect(commerce.updates.length).toBe(updates);
  });

  it('leaves a physical line added to a cart of digital gifts out of the warehouse shipment', async () => {
    const { addToCart } = await withGift();
    const added = await addToCart.execute({ anonymousId: 'anon-1', sku: 'ALM-1LB', quantity: 1 });
    if (!added.ok) throw new Error(added.error.message);
    const almondLine = added.value.cart.lineItems.find((l) => l.variant.sku === 'ALM-1LB')!;
    expect(almondLine.shippingDetails?.targets ?? []).toEqual([]);
  });
});
