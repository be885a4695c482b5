import { describe, expect, it } from 'vitest';
import { testLine } from '../../cart/model/test-cart';
import type { MailMessage } from '../../shared';
import type { MailPort } from '../../../ports/mail';
import { FakeGiftFulfilment } from '../testing/fake-gift-fulfilment';
import { fixedGiftChoices, InMemoryGiftDropStore } from '../testing/in-memory-gift-drop-store';
import { testGiftLine, testGiftOrder } from '../model/test-gift-order';
import { CreateGiftDrops } from './create-gift-drops';
import { ListGifts, ListSentGifts, ResendGift, ShowGift } from './gift-desk-use-cases';
import { GetGiftForRedeem, ListGiftChoices, RedeemGift } from './redeem-gift';

/** 2026-11-20T15:00:00Z, a Friday. */
const NOW_MS = Date.UTC(2026, 10, 20, 15);
const SITE = 'https://shop.example.com';
const SAM = { name: 'Sam', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' };
const ALEX = { name: 'Alex', email: 'alex@example.com', message: 'Enjoy!', sender: 'Pat' };
const TRAY = [1001, 1002, 1003, 1004, 1005, 1006];
const HAWAII = { name: 'Sam Lee', street1: '1 Aloha Way', city: 'Honolulu', state: 'HI', postalCode: '96813' };

/** The gifting use cases over one in-memory store, a mail that keeps what it sends (or fails), fixed ids and clock. */
function harness(options: { failMailTo?: string } = {}) {
  const store = new InMemoryGiftDropStore();
  const sent: MailMessage[] = [];
  const mail: MailPort = {
    send: async (m) => {
      if (m.to === options.failMailTo) throw new Error('SMTP refused');
      sent.push(m);
    },
  };
  let n = 0;
  let k = 0;
  const ids = { uuid: () => `id-${(n += 1)}`, token: () => `key${String((k += 1)).padStart(40, '0')}` };
  const clock = { nowMs: () => NOW_MS };
  const choices = fixedGiftChoices({ '9901': { productNumbers: TRAY, count: 5 } });
  const rates = { shipDates: () => ['2026-11-23', '2026-11-24'] };
  const mailing = { store, mail, ids, clock, siteUrl: SITE };
  return {
    store,
    sent,
    create: new CreateGiftDrops(mailing),
    get: new GetGiftForRedeem({ store, choices }),
    redeem: new RedeemGift({ store, choices, rates, clock, fulfilment: new FakeGiftFulfilment() }),
    sentGifts: new ListSentGifts({ store }),
    resend: new ResendGift(mailing),
    list: new ListGifts({ store }),
    show: new ShowGift({ store }),
  };
}

const keyOf = (m: MailMessage | undefined) => /key=([\w-]+)/.exec(m?.text ?? '')?.[1] ?? '';
const order = () => testGiftOrder([testGiftLine('l1', '9901-05', [SAM, ALEX]), testLine('l2', { sku: '1001-01' })]);

describe('CreateGiftDrops', () => {
  it('makes one drop per gift line and mails each recipient a link, once for a retried order', async () => {
    const h = harness();
    const made = await h.create.execute(order());
    expect(made.ok && made.value.created.map((d) => [d.orderNumber, d.sku, d.sender, d.message])).toEqual([
      ['100001', '9901-05', { customerId: 'customer-pat', email: 'pat@example.com', name: 'Pat' }, 'Enjoy!'],
    ]);
    expect(h.sent.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['gift-drop-recipient', 'sam@example.com', 'Pat sent you a gift'],
      ['gift-drop-recipient', 'alex@example.com', 'Pat sent you a gift'],
    ]);
    expect(h.sent[0]!.text).toContain(`${SITE}/gift-drop/redeem?key=key${'0'.repeat(39)}1`);
    const again = await h.create.execute(order());
    expect(again.ok && again.value.created).toEqual([]);
    expect(h.sent).toHaveLength(2);
  });

  it('keeps going when a mail fails, listing that recipient as unsent', async () => {
    const h = harness({ failMailTo: 'sam@example.com' });
    const made = await h.create.execute(order());
    expect(made.ok && made.value.unsent).toEqual([made.ok ? made.value.created[0]!.recipients[0]!.id : '']);
    expect(h.sent.map((m) => m.to)).toEqual(['alex@example.com']);
  });

  it('makes none for an order without an e-mail', async () => {
    const h = harness();
    const o = order();
    const made = await h.create.execute({
      ...o,
      customerEmail: undefined,
      cart: { ...o.cart, customerEmail: undefined },
    });
    expect(made.ok && made.value).toEqual({
      created: [],
      skipped: [{ lineItemId: 'l1', reason: 'The order has no e-mail.' }],
      unsent: [],
    });
  });
});

describe('GetGiftForRedeem and RedeemGift', () => {
  it('shows the gift by key, redeems it once, and records the choice, the address and the next ship day', async () => {
    const h = harness();
    await h.create.execute(order());
    const key = keyOf(h.sent[0]);
    const shown = await h.get.execute(key);
    expect(shown.ok && shown.value).toEqual({
      giftId: 'id-3',
      recipientId: 'id-1',
      recipientName: 'Sam',
      title: 'Custom Gift Tray, Premium',
      productKey: '9901',
      sku: '9901-05',
      senderName: 'Pat',
      message: 'Enjoy! - Pat',
      status: 'sent',
      count: 5,
      productNumbers: TRAY,
      items: [],
    });
    const redeemed = await h.redeem.execute({ key, selection: [1006, 1001, 1001, 1002, 1003], address: HAWAII });
    expect(redeemed.ok && [redeemed.value.status, redeemed.value.selection, redeemed.value.shipOn]).toEqual([
      'redeemed',
      [1006, 1001, 1001, 1002, 1003],
      '2026-11-23',
    ]);
    const stored = (await h.store.get('id-3'))!.recipients[0]!;
    expect(stored).toMatchObject({
      status: 'redeemed',
      redeemedAt: '2026-11-20T15:00:00.000Z',
      shippingAddress: { ...HAWAII, country: 'US' },
      shipOn: '2026-11-23',
    });
    const again = await h.redeem.execute({ key, selection: [1001, 1002, 1003, 1004, 1005], address: HAWAII });
    expect(again.ok ? undefined : again.error.code).toBe('gift/already-redeemed');
    const after = await h.get.execute(key);
    expect(after.ok && [after.value.status, after.value.productNumbers]).toEqual(['redeemed', []]);
  });

  it('refuses unknown keys, wrong choices and addresses outside the area, changing nothing', async () => {
    const h = harness();
    await h.create.execute(order());
    const key = keyOf(h.sent[1]);
    const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
    expect(code(await h.get.execute('short'))).toBe('gift/not-found');
    expect(code(await h.get.execute('x'.repeat(43)))).toBe('gift/not-found');
    const five = [1001, 1002, 1003, 1004, 1005];
    expect(code(await h.redeem.execute({ key, selection: [1001, 1002], address: HAWAII }))).toBe('gift/invalid-choice');
    expect(code(await h.redeem.execute({ key, selection: [1, 2, 3, 4, 5], address: HAWAII }))).toBe(
      'gift/invalid-choice',
    );
    const guam = { ...HAWAII, state: 'GU', postalCode: '96910' };
    expect(code(await h.redeem.execute({ key, selection: five, address: guam }))).toBe('gift/invalid-address');
    expect(code(await h.redeem.execute({ key, selection: five, address: { ...HAWAII, street1: '' } }))).toBe(
      'validation/invalid-address',
    );
    expect((await h.store.get('id-3'))!.recipients.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});

describe('the choices shown with names and images', () => {
  const item = (n: number) => ({ productNumber: n, name: `Nut ${n}`, imageUrl: `/images/${n}.svg` });
  const choices = fixedGiftChoices({ '9901': { productNumbers: TRAY, count: 5, items: TRAY.map(item) } });

  it('shows every choice before redeeming, then only the chosen ones and the address', async () => {
    const h = harness();
    await h.create.execute(order());
    const key = keyOf(h.sent[0]);
    const get = new GetGiftForRedeem({ store: h.store, choices });
    const before = await get.execute(key);
    expect(before.ok && before.value.items.map((i) => i.name)).toEqual([
      'Nut 1001',
      'Nut 1002',
      'Nut 1003',
      'Nut 1004',
      'Nut 1005',
      'Nut 1006',
    ]);
    const rates = { shipDates: () => ['2026-11-23'] };
    const redeem = new RedeemGift({
      store: h.store,
      choices,
      rates,
      clock: { nowMs: () => NOW_MS },
      fulfilment: new FakeGiftFulfilment(),
    });
    const done = await redeem.execute({ key, selection: [1006, 1001, 1001, 1002, 1003], address: HAWAII });
    expect(done.ok && [done.value.items.map((i) => i.productNumber), done.value.shippingAddress]).toEqual([
      [1001, 1002, 1003, 1006],
      { ...HAWAII, country: 'US' },
    ]);
  });

  it("lists a gift's choices for the landing's modal, and refuses a product that is no gift", async () => {
    const list = new ListGiftChoices({ choices });
    const tray = await list.execute('9901');
    expect(tray.ok && tray.value[0]).toEqual({ productNumber: 1001, name: 'Nut 1001', imageUrl: '/images/1001.svg' });
    const none = await list.execute('1001');
    expect(none.ok ? undefined : [none.error.code, none.error.message]).toEqual([
      'gift/invalid-choice',
      'This gift has no choices.',
    ]);
  });
});

describe("the sender's and the CX desk's use cases", () => {
  it("lists the sender's gifts with each recipient's status", async () => {
    const h = harness();
    await h.create.execute(order());
    await h.redeem.execute({ key: keyOf(h.sent[0]), selection: [1001, 1002, 1003, 1004, 1005], address: HAWAII });
    const mine = await h.sentGifts.execute('customer-pat');
    expect(mine.ok && mine.value.map((d) => d.recipients.map((r) => [r.name, r.status]))).toEqual([
      [
        ['Sam', 'redeemed'],
        ['Alex', 'sent'],
      ],
    ]);
    expect(await h.sentGifts.execute('customer-kim')).toEqual({ ok: true, value: [] });
  });

  it('resends a link (the old key dead), lists and shows drops', async () => {
    const h = harness();
    await h.create.execute(order());
    const old = keyOf(h.sent[1]);
    const resent = await h.resend.execute('id-2');
    expect(resent.ok).toBe(true);
    expect(h.sent.map((m) => m.to)).toEqual(['sam@example.com', 'alex@example.com', 'alex@example.com']);
    const fresh = keyOf(h.sent[2]);
    expect(fresh).not.toBe(old);
    expect((await h.get.execute(old)).ok).toBe(false);
    expect((await h.get.execute(fresh)).ok).toBe(true);
    const unknown = await h.resend.execute('id-99');
    expect(unknown.ok ? undefined : unknown.error.message).toBe('No gift recipient with that id.');
    const listed = await h.list.execute({ limit: 10, senderEmail: 'PAT@example.com' });
    expect(listed.ok && listed.value.map((d) => d.id)).toEqual(['id-3']);
    expect((await h.list.execute({ limit: 10, senderEmail: 'kim@example.com' })).ok).toBe(true);
    expect((await h.show.execute('id-3')).ok).toBe(true);
    const missing = await h.show.execute('id-404');
    expect(missing.ok ? undefined : missing.error).toEqual({
      code: 'gift/not-found',
      message: 'No gift with that id.',
    });
  });
});
