import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../cart/model';
import { testLine } from '../../cart/model/test-cart';
import { decodeSelection } from '../../customizers';
import type { MailMessage } from '../../shared';
import { testGiftLine, testGiftOrder } from '../model/test-gift-order';
import { FakeGiftFulfilment } from '../testing/fake-gift-fulfilment';
import { fixedGiftChoices, InMemoryGiftDropStore } from '../testing/in-memory-gift-drop-store';
import { CreateGiftDrops } from './create-gift-drops';
import { GetGiftForRedeem, RedeemGift } from './redeem-gift';

/** 2026-11-20T15:00:00Z, a Friday. */
const NOW_MS = Date.UTC(2026, 10, 20, 15);
const SAM = { name: 'Sam', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' };
const TRAY = [1001, 1002, 1003, 1004, 1005, 1006];
const ITEMS = TRAY.map((n) => ({ productNumber: n, name: `Nut ${n}`, imageUrl: `/images/${n}.svg` }));
const HAWAII = { name: 'Sam Lee', street1: '1 Aloha Way', city: 'Honolulu', state: 'HI', postalCode: '96813' };
const PICK = [1006, 1001, 1001, 1002, 1003];

/** Pat's order: the tray 9901-05 to Sam (externalId 'gift-1') and a plain line, plus `extra` lines. */
function giftOrder(extra: readonly LineItem[] = []) {
  const gift = testGiftLine('l1', '9901-05', [SAM]);
  return testGiftOrder([{ ...gift, custom: { ...gift.custom, externalId: 'gift-1' } }, testLine('l2'), ...extra]);
}

/** A gift to Sam (tray 9901-05) in an in-memory store, its mailed key, and RedeemGift over a fake fulfilment. */
async function harness(order = giftOrder()) {
  const store = new InMemoryGiftDropStore();
  const sent: MailMessage[] = [];
  let n = 0;
  const ids = { uuid: () => `id-${(n += 1)}`, token: () => `key${String((n += 1)).padStart(40, '0')}` };
  const clock = { nowMs: () => NOW_MS };
  const mailing = { store, mail: { send: async (m: MailMessage) => void sent.push(m) }, ids, clock, siteUrl: '' };
  await new CreateGiftDrops(mailing).execute(order);
  const key = /key=([\w-]+)/.exec(sent[0]?.text ?? '')?.[1] ?? '';
  const choices = fixedGiftChoices({ '9901': { productNumbers: TRAY, count: 5, items: ITEMS } });
  const fulfilment = new FakeGiftFulfilment();
  const rates = { shipDates: () => ['2026-11-23'] };
  const redeem = new RedeemGift({ store, choices, rates, clock, fulfilment });
  return { store, key, fulfilment, redeem, get: new GetGiftForRedeem({ store, choices }) };
}

describe('RedeemGift places the fulfilment order (catalogue-gifting §4 Gift drop "which creates their shipment")', () => {
  it("places one $0 order of the gift's SKU with the selection, to the recipient, then records its number", async () => {
    const h = await harness();
    const done = await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(done.ok && [done.value.status, done.value.orderNumber]).toEqual(['redeemed', '200001']);
    expect(h.fulfilment.requests).toHaveLength(1);
    const request = h.fulfilment.requests[0]!;
    expect(request).toMatchObject({
      sku: '9901-05',
      customizationsDescription: 'Nut 1006, Nut 1001, Nut 1001, Nut 1002, Nut 1003',
      shippingAddress: { ...HAWAII, country: 'US' },
      email: 'sam@example.com',
    });
    const slots = decodeSelection('tray', request.externalId);
    expect(slots.ok && slots.value.map((s) => s?.productNumber)).toEqual(PICK);
    const shown = await h.get.execute(h.key);
    expect(shown.ok && shown.value.orderNumber).toBe('200001');
    expect((await h.store.findByRecipient(request.recipientId))!.recipients[0]!.orderNumber).toBe('200001');
    const again = await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(again.ok ? undefined : again.error.code).toBe('gift/already-redeemed');
    expect(h.fulfilment.requests).toHaveLength(1);
  });

  it("leaves the recipient 'sent' and answers the order's error when the order fails", async () => {
    const h = await harness();
    h.fulfilment.fail('product/sku-not-found');
    const failed = await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(failed.ok ? undefined : [failed.error.code, failed.error.message]).toEqual([
      'product/sku-not-found',
      'The gift order could not be placed.',
    ]);
    const still = await h.get.execute(h.key);
    expect(still.ok && [still.value.status, still.value.orderNumber]).toEqual(['sent', undefined]);
    h.fulfilment.fail(undefined);
    const retried = await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(retried.ok && retried.value.orderNumber).toBe('200001');
  });

  it('places no order for a refused choice or address', async () => {
    const h = await harness();
    const bad = await h.redeem.execute({ key: h.key, selection: [1001, 1002], address: HAWAII });
    expect(bad.ok ? undefined : bad.error.code).toBe('gift/invalid-choice');
    const guam = await h.redeem.execute({ key: h.key, selection: PICK, address: { ...HAWAII, state: 'GU' } });
    expect(guam.ok).toBe(false);
    expect(h.fulfilment.requests).toEqual([]);
  });

  it('lets one of two concurrent redemptions of one recipient through, with one order', async () => {
    const h = await harness();
    const other = [1002, 1002, 1003, 1004, 1005];
    const both = await Promise.all([
      h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII }),
      h.redeem.execute({ key: h.key, selection: other, address: HAWAII }),
    ]);
    expect(both.map((r) => (r.ok ? r.value.orderNumber : r.error.code)).sort()).toEqual([
      '200001',
      'gift/already-redeemed',
    ]);
    expect(h.fulfilment.requests).toHaveLength(1);
    const winner = both.find((r) => r.ok);
    const recorded = (await h.store.findByRecipient(h.fulfilment.requests[0]!.recipientId))!.recipients[0]!;
    expect(winner?.ok && winner.value.selection).toEqual(recorded.selection);
  });

  it('finishes a redemption left without its order: the recorded choice and address are ordered', async () => {
    const h = await harness();
    const found = (await h.store.findByKey(h.key))!;
    await h.store.redeem(found.recipientId, {
      selection: PICK,
      shippingAddress: { ...HAWAII, country: 'US' },
      shipOn: '2026-11-23',
      redeemedAt: '2026-11-20T15:00:00.000Z',
    });
    const finished = await h.redeem.execute({ key: h.key, selection: [1002, 1002, 1002, 1002, 1002], address: {} });
    expect(finished.ok && [finished.value.status, finished.value.orderNumber, finished.value.selection]).toEqual([
      'redeemed',
      '200001',
      PICK,
    ]);
    expect(h.fulfilment.requests[0]).toMatchObject({ shippingAddress: { ...HAWAII, country: 'US' } });
    const again = await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(again.ok ? undefined : again.error.code).toBe('gift/already-redeemed');
    expect(h.fulfilment.requests).toHaveLength(1);
  });

  it("sends the greeting card that rode with the gift in each recipient's order (core §4 greeting card lines)", async () => {
    const card = testLine('l3', {
      sku: '9980-01',
      custom: { parentExternalId: 'gift-1', greetingCardMessage: 'Happy holidays!' },
    });
    const h = await harness(giftOrder([card]));
    const found = (await h.store.findByKey(h.key))!;
    expect(found.drop.greetingCard).toEqual({ sku: '9980-01', message: 'Happy holidays!' });
    await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(h.fulfilment.requests[0]?.greetingCard).toEqual({ sku: '9980-01', message: 'Happy holidays!' });
  });

  it('sends no card with a gift that has none', async () => {
    const h = await harness(giftOrder([testLine('l3', { sku: '9980-01', custom: { greetingCardMessage: 'Hi' } })]));
    await h.redeem.execute({ key: h.key, selection: PICK, address: HAWAII });
    expect(h.fulfilment.requests[0]?.greetingCard).toBeUndefined();
  });
});
