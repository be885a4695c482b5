import { describe, expect, it } from 'vitest';
import { PortError } from '../../core/shared';
import type { GiftForRedeem } from '../../ports/gift-drops';
import { HttpGiftDropBackend } from './http-gift-drop';

/** One request the fake fetch saw. */
interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A backend whose fetch records each request and answers `status` with `body` as JSON. */
function backendAnswering(status: number, body: unknown) {
  const seen: Seen[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return new Response(JSON.stringify(body), { status });
  };
  return { backend: new HttpGiftDropBackend('http://shop.test', fetchFn, { sleep: async () => {} }), seen };
}

const GIFT: GiftForRedeem = {
  giftId: 'g-1',
  recipientId: 'r-1',
  recipientName: 'Sam',
  title: 'Custom Gift Tray, Premium',
  productKey: '9901',
  sku: '9901-05',
  senderName: 'Pat',
  message: 'Enjoy! - Pat',
  status: 'sent',
  count: 5,
  productNumbers: [1001, 1002],
  items: [{ productNumber: 1001, name: 'Almonds', imageUrl: '/images/1001.svg' }],
};
const KEY = 'key-with_url-safe-characters-0123456789';

describe('HttpGiftDropBackend', () => {
  it('reads a gift by its key with GET /api/gift-drop/redeem?key=', async () => {
    const { backend, seen } = backendAnswering(200, { data: { gift: GIFT } });
    expect(await backend.forRedeem(KEY)).toEqual({ data: { gift: GIFT } });
    expect(seen).toEqual([{ url: `http://shop.test/api/gift-drop/redeem?key=${KEY}`, method: 'GET', headers: {} }]);
  });

  it('redeems with POST, the CSRF header, the selection and the address, and passes field errors on', async () => {
    const errors = [{ message: 'Please enter a value', key: 'validation/invalid-address', fields: { city: 'x' } }];
    const { backend, seen } = backendAnswering(400, { errors });
    const address = { country: 'US', name: 'Sam', street1: '1 Aloha Way', state: 'HI', postalCode: '96813' };
    const answer = await backend.redeem({ key: KEY, selection: [1001, 1001, 1002, 1003, 1004], address });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Please enter a value', key: 'validation/invalid-address' });
    expect(seen[0]).toEqual({
      url: 'http://shop.test/api/gift-drop/redeem',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nutshell-csrf': '1' },
      body: { key: KEY, selection: [1001, 1001, 1002, 1003, 1004], address },
    });
  });

  it("reads the sender's gifts, the box's choices and a tray's catalogue", async () => {
    const drop = {
      id: 'g-1',
      orderNumber: '100001',
      lineItemId: 'l1',
      sender: { email: 'pat@example.com', name: 'Pat' },
      productKey: '9901',
      sku: '9901-05',
      message: '',
      createdAt: '2026-11-20T15:00:00.000Z',
      recipients: [{ id: 'r-1', name: 'Sam', email: 'sam@example.com', status: 'sent', sentAt: '2026-11-20' }],
    };
    const sent = backendAnswering(200, { data: { gifts: [drop] } });
    expect(await sent.backend.sent()).toEqual({ data: { gifts: [drop] } });
    expect(sent.seen[0]?.url).toBe('http://shop.test/api/gift-drop/sent');
    const choices = [{ productNumber: 2001, name: 'Mini Pecans', imageUrl: '/images/2001.svg' }];
    const box = backendAnswering(200, { data: { choices } });
    expect(await box.backend.boxChoices()).toEqual({ data: { choices } });
    expect(box.seen[0]?.url).toBe('http://shop.test/api/gift-drop/choices?productKey=3719');
    const catalog = {
      ingredients: [{ id: '1001', name: 'Almonds', filters: ['Nuts'], popularity: 1, premium: false, assetPath: '/a' }],
      categoryTree: [{ name: 'Nuts', children: [] }],
    };
    const trays = backendAnswering(200, catalog);
    expect(await trays.backend.trayCatalog('Classic')).toEqual(catalog);
    expect(trays.seen[0]?.url).toBe('http://shop.test/api/gifted-trays/catalog?type=Tray&category=Classic');
  });

  it('throws PortError for an answer of another shape', async () => {
    await expect(backendAnswering(200, { data: { gift: { giftId: 1 } } }).backend.forRedeem(KEY)).rejects.toThrow(
      PortError,
    );
    await expect(backendAnswering(200, { ingredients: 'none' }).backend.trayCatalog('Premium')).rejects.toThrow(
      PortError,
    );
  });
});
