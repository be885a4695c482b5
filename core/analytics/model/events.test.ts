import { usd } from '../../shared';
import {
  replayableEvent,
  cardProduct,
  invalidEventReason,
  isPageSection,
  variantProduct,
  productAdded,
  productClicked,
  productListViewed,
  productsSearched,
  type AnalyticsProduct,
} from './events';
import { LIST_VIEW_IDLE_MS, ListViewBatch, type IdleTimer } from './list-view-batch';

const almonds: AnalyticsProduct = {
  sku: 'ALM-RS-1LB',
  productKey: 'roasted-almonds',
  name: 'Roasted Almonds',
  price: usd(999),
  variant: '1 lb',
  category: 'Nuts',
};
const cashews: AnalyticsProduct = {
  sku: 'CASH-RS-1LB',
  productKey: 'roasted-cashews',
  name: 'Roasted Cashews',
  price: usd(1249),
};

describe('analytics events (catalogue-gifting §7, §8; shell-account §4)', () => {
  it("'Product Added' carries the product, its price in dollars, the quantity and the page section", () => {
    expect(productAdded(almonds, 3, 'Product Page')).toEqual({
      event: 'Product Added',
      properties: {
        product_id: 'roasted-almonds',
        sku: 'ALM-RS-1LB',
        name: 'Roasted Almonds',
        price: 9.99,
        currency: 'USD',
        variant: '1 lb',
        category: 'Nuts',
        quantity: 3,
        page_section: 'Product Page',
      },
    });
  });

  it("'Product Clicked' names its list; 'Products Searched' its query", () => {
    expect(productClicked({ ...cashews, position: 4 }, 'search:cashew', 'Search Results').properties).toEqual({
      product_id: 'roasted-cashews',
      sku: 'CASH-RS-1LB',
      name: 'Roasted Cashews',
      price: 12.49,
      currency: 'USD',
      position: 4,
      list_id: 'search:cashew',
      page_section: 'Search Results',
    });
    expect(productsSearched('cashew')).toEqual({ event: 'Products Searched', properties: { query: 'cashew' } });
  });

  it('builds the product of a page variant and of a card at its position', () => {
    expect(
      variantProduct(
        { key: 'roasted-almonds', name: 'Roasted Almonds' },
        { sku: 'ALM-RS-1LB', variantName: '1 lb' },
        usd(999),
        'Nuts',
      ),
    ).toEqual(almonds);
    expect(
      cardProduct({ sku: 'CASH-RS-1LB', productKey: 'roasted-cashews', name: 'Roasted Cashews', price: usd(1249) }, 2),
    ).toEqual({ ...cashews, category: undefined, position: 2 });
  });

  it('replays well-formed server events and drops malformed ones', () => {
    expect(replayableEvent({ event: 'Order Completed', properties: { order_id: '100001' } })).toEqual({
      event: 'Order Completed',
      properties: { order_id: '100001' },
    });
    expect(replayableEvent({ event: 'Signed Up' })).toEqual({ event: 'Signed Up', properties: {} });
    for (const bad of [
      null,
      'x',
      { event: '' },
      { event: 3 },
      { event: 'E', properties: [1] },
      { event: 'E', properties: 'p' },
    ])
      expect(replayableEvent(bad)).toBeUndefined();
  });

  it('knows the page sections and refuses others', () => {
    expect(invalidEventReason(productAdded(almonds, 1, 'Hero Banner'))).toBe(
      'Invalid analytics pageSection: Hero Banner',
    );
    expect(invalidEventReason(productAdded(almonds, 1, 'Product Page'))).toBeUndefined();
    expect(invalidEventReason(productsSearched('figs'))).toBeUndefined();
    expect(isPageSection('Recommendations')).toBe(true);
    expect(isPageSection('Footer Banner')).toBe(false);
    expect(isPageSection('')).toBe(false);
  });
});

/** A timer the test fires by hand; it remembers the last delay it was armed with. */
function manualTimer(): IdleTimer & { fire(): void; armedMs: number | undefined } {
  let callback: (() => void) | undefined;
  return {
    armedMs: undefined,
    set(cb, ms) {
      callback = cb;
      this.armedMs = ms;
    },
    clear() {
      callback = undefined;
      this.armedMs = undefined;
    },
    fire() {
      const cb = callback;
      callback = undefined;
      cb?.();
    },
  };
}

describe('ListViewBatch (core-cart-checkout §9: batch, flush after 2 s idle or on navigation or unload)', () => {
  it('batches impressions per list and sends them once after 2,000 ms idle', () => {
    const sent: unknown[] = [];
    const timer = manualTimer();
    const batch = new ListViewBatch((e) => sent.push(e), timer);
    batch.add('category:nuts', 'Category Listing', almonds);
    batch.add('category:nuts', 'Category Listing', cashews);
    batch.add('category:nuts', 'Category Listing', almonds);
    batch.add('recs:nuts', 'Recommendations', cashews);
    expect(timer.armedMs).toBe(LIST_VIEW_IDLE_MS);
    expect(LIST_VIEW_IDLE_MS).toBe(2000);
    expect(batch.pending).toBe(3);
    expect(sent).toEqual([]);
    timer.fire();
    expect(sent).toEqual([
      productListViewed('category:nuts', 'Category Listing', [almonds, cashews]),
      productListViewed('recs:nuts', 'Recommendations', [cashews]),
    ]);
    expect(batch.pending).toBe(0);
  });

  it('flushes at once on navigation or unload, and sends nothing when empty', () => {
    const sent: unknown[] = [];
    const timer = manualTimer();
    const batch = new ListViewBatch((e) => sent.push(e), timer);
    batch.flush();
    expect(sent).toEqual([]);
    batch.add('search:figs', 'Search Results', almonds);
    batch.flush();
    expect(sent).toHaveLength(1);
    expect(timer.armedMs).toBeUndefined();
    timer.fire();
    expect(sent).toHaveLength(1);
  });
});
