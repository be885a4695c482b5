import { readFileSync } from 'node:fs';
import { replayFetch, type Recording } from './http-exchanges';
import { portsFor, SCENARIOS } from './scenarios';

/**
 * The core use cases over the HTTP adapters, replayed from fixtures/recorded without any server
 * (DESIGN §4; `npm run record` refreshes the recordings). A request that differs from the recording fails.
 */
const load = (name: string): Recording =>
  JSON.parse(readFileSync(new URL(`../../fixtures/recorded/${name}.json`, import.meta.url), 'utf8')) as Recording;

describe.each(Object.keys(SCENARIOS))('replay of %s', (name) => {
  it('sends exactly the recorded requests and reaches the recorded outcome', async () => {
    const recording = load(name);
    const fetchFn = replayFetch(recording.exchanges);
    const summary = await SCENARIOS[name]!(portsFor('http://replay.invalid', fetchFn));
    expect(fetchFn.remaining()).toBe(0);
    expect(summary).toEqual(recording.summary);
  });
});

describe('recorded outcomes', () => {
  it('guest checkout: quantity 3, SUMMER15 refused, SAVE10 applied, totals with the spec labels, an order number', () => {
    const s = load('guest-checkout').summary as {
      quantity: number;
      refused: string;
      codes: string[];
      totals: Record<string, number>;
      orderNumber: string;
      receiptTotals: Record<string, number>;
    };
    expect(s.quantity).toBe(3);
    expect(s.refused).toBe('Discount code could not be applied because it is MaxApplicationReached');
    expect(s.codes).toEqual(['SAVE10:MatchesCart']);
    expect(s.totals.Discount).toBe(-Math.round(s.totals.Subtotal! / 10));
    expect(s.totals.Total).toBe(s.totals.Subtotal! + s.totals.Discount! + s.totals.Shipping! + s.totals.Tax!);
    expect(s.orderNumber).toMatch(/^\d{6,}$/);
    expect(s.receiptTotals).toEqual(s.totals);
  });

  it('multi-shipment: reducing trims the last target, and the emptied shipment loses its address', () => {
    const s = load('cx-multi-shipment').summary as {
      before: string[];
      afterReduce: { keys: string[]; targets: string[][] };
    };
    expect(s.before).toEqual(['shipment-1', 'shipment-2']);
    expect(s.afterReduce.keys).toEqual(['shipment-1']);
    expect(s.afterReduce.targets[0]).toEqual(['shipment-1:2']);
  });

  it('search: popover sizes of shell-account §7, a queryID with clickAnalytics, a sorted price replica, typo tolerance', () => {
    const s = load('search-session').summary as {
      popover: { index: string; hits: string[]; queryID: boolean }[];
      results: { hitsPerPage: number };
      cheapPrices: number[];
      typo: string[];
    };
    const [departments, products, suggestions] = s.popover;
    expect(departments!.hits.length).toBeLessThanOrEqual(5);
    expect(products!.hits).toHaveLength(5);
    expect(products!.queryID).toBe(true);
    expect(suggestions!.hits).toHaveLength(6);
    expect(s.results.hitsPerPage).toBe(50);
    expect(s.cheapPrices).toEqual([...s.cheapPrices].sort((a, b) => a - b));
    expect(s.cheapPrices.every((p) => p <= 10)).toBe(true);
    expect(s.typo[0]).toMatch(/Almond/);
  });

  it('replay refuses a request that differs from the recording', async () => {
    const recording = load('cx-multi-shipment');
    const fetchFn = replayFetch(recording.exchanges);
    await expect(fetchFn('http://replay.invalid/commerce/nutshell/carts/nope', { method: 'DELETE' })).rejects.toThrow(
      /differs/,
    );
  });
});
