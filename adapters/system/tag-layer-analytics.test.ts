import { usd } from '../../core/shared';
import { productClicked, productsSearched } from '../../core/analytics';
import { tagLayerAnalytics, type TagLayerHost } from './tag-layer-analytics';

describe('tagLayerAnalytics', () => {
  it('pushes events as { event, ...properties } and envelope entries as they are, creating the layer', () => {
    const host: TagLayerHost = {};
    const analytics = tagLayerAnalytics(host);
    analytics.track(productsSearched('figs'));
    analytics.pushTagLayer({ event: 'purchase', ecommerce: { value: 12.5 } });
    expect(host.dataLayer).toEqual([
      { event: 'Products Searched', query: 'figs' },
      { event: 'purchase', ecommerce: { value: 12.5 } },
    ]);
  });

  it("logs 'Invalid analytics pageSection: …' and skips an event from an unknown page section", () => {
    const host: TagLayerHost = {};
    const errors: string[] = [];
    const analytics = tagLayerAnalytics(host, (m) => errors.push(m));
    const figs = { sku: '1001-01', productKey: 'figs', name: 'Figs', price: usd(899) };
    analytics.track(productClicked(figs, 'home', 'Footer Banner'));
    expect(errors).toEqual(['Invalid analytics pageSection: Footer Banner']);
    expect(host.dataLayer).toBeUndefined();
    analytics.track(productClicked(figs, 'recs:figs', 'Recommendations'));
    expect(host.dataLayer).toHaveLength(1);
  });

  it('appends to a layer the page already has', () => {
    const host: TagLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    tagLayerAnalytics(host).track(productsSearched(''));
    expect(host.dataLayer).toHaveLength(2);
  });
});
