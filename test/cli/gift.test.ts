import { beforeEach, describe, expect, it } from 'vitest';
import { giftDesk } from '../../adapters/wiring/gifting-use-cases';
import { runCli } from '../../cli/testing/run-cli';
import { ListGifts, ResendGift, ShowGift, type GiftDrop } from '../../core/gifting';
import { contractDraft } from '../../core/gifting/testing/gift-drop-store-contract';
import { InMemoryGiftDropStore } from '../../core/gifting/testing/in-memory-gift-drop-store';
import type { MailMessage } from '../../core/shared';
import type { GiftDesk } from '../../ports/gift-desk';

/**
 * `nutshell gift list|show|resend` in process over the gifting use cases on an in-memory store (the embedded database
 * and a local server's desk: test/integration/gift-drop.test.ts): exact tables, JSON, messages and exit codes.
 */
let store: InMemoryGiftDropStore;
let sent: MailMessage[];
let desk: GiftDesk;

beforeEach(async () => {
  store = new InMemoryGiftDropStore();
  sent = [];
  const mailing = {
    store,
    mail: { send: async (m: MailMessage) => void sent.push(m) },
    ids: { uuid: () => 'unused', token: () => 'k'.repeat(43) },
    clock: { nowMs: () => Date.UTC(2026, 10, 22, 8) },
    siteUrl: 'https://shop.example.com',
  };
  desk = giftDesk({
    listGifts: new ListGifts({ store }),
    showGift: new ShowGift({ store }),
    resendGift: new ResendGift(mailing),
  });
  await store.create(contractDraft({ greetingCard: { sku: '9980-01', message: 'Happy holidays!' } }));
  await store.redeem('rcpt-1', {
    selection: [1001, 1002, 1003, 1004, 1005],
    shippingAddress: {
      name: 'Sam',
      street1: '1 Aloha Way',
      city: 'Honolulu',
      state: 'HI',
      postalCode: '96813',
      country: 'US',
    },
    shipOn: '2026-11-23',
    redeemedAt: '2026-11-21T09:00:00.000Z',
    orderNumber: '100002',
  });
});

const rows = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('│'))
    .map((l) =>
      l
        .split('│')
        .slice(1, -1)
        .map((c) => c.trim()),
    );

describe('nutshell gift', () => {
  it('lists the newest gift drops with their redeemed counts', async () => {
    const run = await runCli(['gift', 'list'], { gifts: desk });
    expect(run.exitCode).toBe(0);
    expect(rows(run.stdout)).toEqual([
      ['Id', 'Order', 'Sent', 'From', 'Gift', 'Recipients', 'Redeemed'],
      ['drop-1', '100001', '2026-11-20T10:00:00.000Z', 'Pat <Pat@Example.com>', 'Custom Gift Tray, Premium', '2', '1'],
    ]);
    const json = await runCli(['gift', 'list', '--sender', 'pat@example.com', '--json'], { gifts: desk });
    expect((JSON.parse(json.stdout) as GiftDrop[]).map((d) => d.id)).toEqual(['drop-1']);
    const none = await runCli(['gift', 'list', '--sender', 'kim@example.com'], { gifts: desk });
    expect(none.stdout).toBe('No gifts.\n');
    const bad = await runCli(['gift', 'list', '--limit', '0'], { gifts: desk });
    expect([bad.exitCode, bad.stderr]).toEqual([2, 'nutshell: --limit: must be at least 1\n']);
  });

  it("shows a drop and each recipient's status, choice and ship date", async () => {
    const run = await runCli(['gift', 'show', 'drop-1'], { gifts: desk });
    expect(run.exitCode).toBe(0);
    expect(rows(run.stdout)).toEqual([
      ['Id', 'drop-1'],
      ['Order', '100001'],
      ['Gift', 'Custom Gift Tray, Premium (9901-05)'],
      ['From', 'Pat <Pat@Example.com>'],
      ['Message', 'Enjoy!'],
      ['Greeting card', 'Happy holidays! (9980-01)'],
      ['Recipient id', 'Name', 'Email', 'Status', 'Mailed', 'Choice', 'Ships', 'Shipment order'],
      [
        'rcpt-1',
        'Sam',
        'sam@example.com',
        'redeemed',
        '2026-11-20T10:00:00.000Z',
        '1001 1002 1003 1004 1005',
        '2026-11-23 to Honolulu, HI',
        '100002',
      ],
      ['rcpt-2', 'Alex', 'alex@example.com', 'sent', '2026-11-20T10:00:00.000Z', '—', '—', '—'],
    ]);
    const json = await runCli(['gift', 'show', 'drop-1', '--json'], { gifts: desk });
    expect((JSON.parse(json.stdout) as GiftDrop).recipients.map((r) => r.orderNumber)).toEqual(['100002', undefined]);
    const missing = await runCli(['gift', 'show', 'drop-9', '--json'], { gifts: desk });
    expect(missing.exitCode).toBe(3);
  });

  it("resends a sent recipient's link; refuses a redeemed one; unavailable on the remote profile", async () => {
    const run = await runCli(['gift', 'resend', 'rcpt-2', '--json'], { gifts: desk });
    expect(run.exitCode).toBe(0);
    expect((JSON.parse(run.stdout) as GiftDrop).recipients[1]!.sentAt).toBe('2026-11-22T08:00:00.000Z');
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['alex@example.com', 'Pat sent you a gift']]);
    expect(sent[0]!.text).toContain(`https://shop.example.com/gift-drop/redeem?key=${'k'.repeat(43)}`);
    const redeemed = await runCli(['gift', 'resend', 'rcpt-1'], { gifts: desk });
    expect([redeemed.exitCode, redeemed.stderr]).toEqual([4, 'nutshell: This gift has already been redeemed.\n']);
    const remote = await runCli(['gift', 'list'], { gifts: null });
    expect(remote.exitCode).toBe(10);
  });
});
