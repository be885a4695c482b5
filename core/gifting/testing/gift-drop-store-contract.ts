import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GiftDropDraft, GiftDropStore, GiftRedemption } from '../../../ports/gift-drops';

/**
 * The behaviour every GiftDropStore (ports/gift-drops.ts) must have, as a reusable vitest suite: the in-memory store
 * runs it (in-memory-gift-drop-store.test.ts) and so does the embedded one (test/integration). Senders are plain
 * strings (no customer rows are referenced).
 */

/** What `makeStore` gives: the store, or the store with how to close it after each test. */
export type GiftStoreUnderTest =
  GiftDropStore | { readonly store: GiftDropStore; readonly close: () => Promise<void> | void };

/** Keys of the suite's drafts: 43 URL-safe characters, as IdGenerator.token makes them. */
const key = (n: number) => `key-${String(n).padStart(39, '0')}`;

/** Pat's gift of order 100001 line 'line-1': a Premium tray to Sam and Alex, made 2026-11-20T10:00Z. */
export function contractDraft(overrides: Partial<GiftDropDraft> = {}): GiftDropDraft {
  return {
    id: 'drop-1',
    orderNumber: '100001',
    lineItemId: 'line-1',
    sender: { customerId: 'customer-pat', email: 'Pat@Example.com', name: 'Pat' },
    productKey: '9901',
    sku: '9901-05',
    message: 'Enjoy!',
    createdAt: '2026-11-20T10:00:00.000Z',
    recipients: [
      { id: 'rcpt-1', name: 'Sam', email: 'sam@example.com', key: key(1) },
      { id: 'rcpt-2', name: 'Alex', email: 'alex@example.com', key: key(2) },
    ],
    ...overrides,
  };
}

const REDEMPTION: GiftRedemption = {
  selection: [1001, 1002, 1003, 1004, 1005],
  shippingAddress: {
    name: 'Sam Lee',
    street1: '1 Aloha Way',
    city: 'Honolulu',
    state: 'HI',
    postalCode: '96813',
    country: 'US',
  },
  shipOn: '2026-11-23',
  redeemedAt: '2026-11-21T09:00:00.000Z',
  orderNumber: '100042',
};

/** Declares the GiftDropStore contract suite `name` over stores made by `makeStore` (fresh and empty each test). */
export function describeGiftDropStore(name: string, makeStore: () => Promise<GiftStoreUnderTest>): void {
  describe(name, () => {
    let store: GiftDropStore;
    let close: () => Promise<void> | void = () => undefined;
    beforeEach(async () => {
      const made = await makeStore();
      if ('close' in made) ({ store, close } = made);
      else store = made;
    });
    afterEach(async () => close());

    it('makes a drop once per order line, every recipient sent, keys kept from the first call', async () => {
      const first = await store.create(contractDraft());
      expect(first.created).toBe(true);
      expect(first.drop).toEqual({
        id: 'drop-1',
        orderNumber: '100001',
        lineItemId: 'line-1',
        sender: { customerId: 'customer-pat', email: 'Pat@Example.com', name: 'Pat' },
        productKey: '9901',
        sku: '9901-05',
        message: 'Enjoy!',
        createdAt: '2026-11-20T10:00:00.000Z',
        recipients: [
          { id: 'rcpt-1', name: 'Sam', email: 'sam@example.com', status: 'sent', sentAt: '2026-11-20T10:00:00.000Z' },
          { id: 'rcpt-2', name: 'Alex', email: 'alex@example.com', status: 'sent', sentAt: '2026-11-20T10:00:00.000Z' },
        ],
      });
      const again = await store.create(
        contractDraft({
          id: 'drop-9',
          recipients: [{ id: 'rcpt-9', name: 'Sam', email: 's@example.com', key: key(9) }],
        }),
      );
      expect(again.created).toBe(false);
      expect(again.drop).toEqual(first.drop);
      expect(await store.findByKey(key(9))).toBeUndefined();
      expect((await store.findByKey(key(2)))?.recipientId).toBe('rcpt-2');
    });

    it('finds a drop by key, id and recipient; nothing for unknown ones', async () => {
      const { drop } = await store.create(contractDraft());
      expect(await store.findByKey(key(1))).toEqual({ drop, recipientId: 'rcpt-1' });
      expect(await store.findByKey(key(3))).toBeUndefined();
      expect(await store.get('drop-1')).toEqual(drop);
      expect(await store.get('drop-2')).toBeUndefined();
      expect(await store.findByRecipient('rcpt-2')).toEqual(drop);
      expect(await store.findByRecipient('rcpt-3')).toBeUndefined();
    });

    it("lists a sender's drops and the newest drops, newest first", async () => {
      await store.create(contractDraft());
      await store.create(
        contractDraft({
          id: 'drop-2',
          lineItemId: 'line-2',
          createdAt: '2026-11-22T10:00:00.000Z',
          recipients: [{ id: 'rcpt-3', name: 'Kim', email: 'kim@example.com', key: key(3) }],
        }),
      );
      await store.create(
        contractDraft({
          id: 'drop-3',
          orderNumber: '100002',
          sender: { email: 'guest@example.com', name: 'Guest' },
          createdAt: '2026-11-21T10:00:00.000Z',
          recipients: [{ id: 'rcpt-4', name: 'Lou', email: 'lou@example.com', key: key(4) }],
        }),
      );
      expect((await store.listBySender('customer-pat')).map((d) => d.id)).toEqual(['drop-2', 'drop-1']);
      expect(await store.listBySender('customer-sam')).toEqual([]);
      expect((await store.listRecent({ limit: 10 })).map((d) => d.id)).toEqual(['drop-2', 'drop-3', 'drop-1']);
      expect((await store.listRecent({ limit: 2 })).map((d) => d.id)).toEqual(['drop-2', 'drop-3']);
      const pats = await store.listRecent({ limit: 10, senderEmail: 'pat@example.com' });
      expect(pats.map((d) => d.id)).toEqual(['drop-2', 'drop-1']);
    });

    it('redeems a sent recipient once; a second redemption is refused', async () => {
      await store.create(contractDraft());
      const redeemed = await store.redeem('rcpt-1', REDEMPTION);
      expect(redeemed.ok && redeemed.value.recipients[0]).toEqual({
        id: 'rcpt-1',
        name: 'Sam',
        email: 'sam@example.com',
        status: 'redeemed',
        sentAt: '2026-11-20T10:00:00.000Z',
        ...REDEMPTION,
      });
      expect(redeemed.ok && redeemed.value.recipients[1]?.status).toBe('sent');
      const again = await store.redeem('rcpt-1', REDEMPTION);
      expect(again.ok ? undefined : again.error.code).toBe('gift/already-redeemed');
      const unknown = await store.redeem('rcpt-7', REDEMPTION);
      expect(unknown.ok ? undefined : unknown.error.code).toBe('gift/not-found');
      expect((await store.findByKey(key(1)))?.drop.recipients[0]?.status).toBe('redeemed');
    });

    it('lets exactly one of two concurrent redemptions through', async () => {
      await store.create(contractDraft());
      const results = await Promise.all([store.redeem('rcpt-2', REDEMPTION), store.redeem('rcpt-2', REDEMPTION)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.map((r) => (r.ok ? 'ok' : r.error.code)).sort()).toEqual(['gift/already-redeemed', 'ok']);
    });

    it('keeps the greeting card sent with a drop; none without one', async () => {
      const card = { sku: '9980-01', message: 'Happy holidays!' };
      await store.create(contractDraft({ greetingCard: card }));
      await store.create(contractDraft({ id: 'drop-2', lineItemId: 'line-2', recipients: [] }));
      expect((await store.get('drop-1'))?.greetingCard).toEqual(card);
      expect((await store.get('drop-2'))?.greetingCard).toBeUndefined();
    });

    it("records a redemption's order once; releases a redemption without an order", async () => {
      await store.create(contractDraft());
      const { orderNumber: _n, ...claim } = REDEMPTION;
      await store.redeem('rcpt-1', claim);
      await store.redeem('rcpt-2', claim);
      const recorded = await store.recordOrder('rcpt-1', '100042');
      expect(recorded.ok && recorded.value.recipients[0]?.orderNumber).toBe('100042');
      expect((await store.recordOrder('rcpt-1', '100042')).ok).toBe(true);
      const other = await store.recordOrder('rcpt-1', '100043');
      expect(other.ok ? undefined : [other.error.code, other.error.message]).toEqual([
        'gift/not-found',
        'No redemption of that gift recipient.',
      ]);
      await store.release('rcpt-1');
      await store.release('rcpt-2');
      const after = (await store.get('drop-1'))!.recipients;
      expect(after[0]).toMatchObject({ status: 'redeemed', orderNumber: '100042' });
      expect(after[1]).toEqual({
        id: 'rcpt-2',
        name: 'Alex',
        email: 'alex@example.com',
        status: 'sent',
        sentAt: '2026-11-20T10:00:00.000Z',
      });
      const unredeemed = await store.recordOrder('rcpt-2', '100044');
      expect(unredeemed.ok).toBe(false);
      expect((await store.findByKey(key(2)))?.recipientId).toBe('rcpt-2');
    });

    it('resends with a new key, the old one dead; not once redeemed', async () => {
      await store.create(contractDraft());
      const resent = await store.resend('rcpt-2', key(5), '2026-11-22T08:00:00.000Z');
      expect(resent.ok && resent.value.recipients[1]).toEqual({
        id: 'rcpt-2',
        name: 'Alex',
        email: 'alex@example.com',
        status: 'sent',
        sentAt: '2026-11-22T08:00:00.000Z',
      });
      expect(await store.findByKey(key(2))).toBeUndefined();
      expect((await store.findByKey(key(5)))?.recipientId).toBe('rcpt-2');
      expect((await store.findByKey(key(1)))?.recipientId).toBe('rcpt-1');
      await store.redeem('rcpt-1', REDEMPTION);
      const late = await store.resend('rcpt-1', key(6), '2026-11-22T09:00:00.000Z');
      expect(late.ok ? undefined : late.error.code).toBe('gift/already-redeemed');
      const unknown = await store.resend('rcpt-8', key(7), '2026-11-22T09:00:00.000Z');
      expect(unknown.ok ? undefined : unknown.error.code).toBe('gift/not-found');
    });
  });
}
