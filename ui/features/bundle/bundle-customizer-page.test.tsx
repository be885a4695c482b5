// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import {
  GIFT_BUNDLE_CONFIG,
  decodeBundleSelection,
  type GiftBundlePageData,
  type GiftShipmentDetails,
} from '../../../core/customizers';
import BundleCustomizerRoute from './bundle-customizer-page';
import { renderPageRoute } from '../../testing/render-page-route';
import '../../testing/async-timeout';

afterEach(cleanup);

function box(productNumber: number, name: string, piecePrice: number, inStock = true): GiftShipmentDetails {
  const key = name.toLowerCase().replace(/\s+/g, '-');
  return {
    productKey: key,
    sku: `${productNumber}-01`,
    name,
    piecePrice,
    averageRating: productNumber === 8010 ? 4.5 : 0,
    totalReviews: productNumber === 8010 ? 12 : 0,
    productNumber,
    path: `/gifts/${key}`,
    imageUrl: `/images/${key}.svg`,
    inStock,
    details: `${name} in a gift-ready container.`,
    ...(productNumber === 8012 ? { ingredients: 'Medjool dates.' } : {}),
  };
}

const OPTIONS = [
  box(8009, 'Dark Chocolate Gift Box', 1779),
  box(8010, 'Milk Chocolate Almond Gift Box', 1479),
  box(8012, 'Medjool Dates Gift Box', 1449),
  box(8013, 'Dried Apricots Gift Box', 1489, false),
  box(8014, 'Dried Figs Gift Box', 1169),
];

/** The bundle's page data as the server sends it: 9910-03, the default boxes 8009, 8010, 8012 at 10% off. */
const DATA: GiftBundlePageData = {
  product: {
    key: '9910',
    name: 'Gift Box of the Month',
    path: '/gifts/gift-box-of-the-month',
    imageUrl: '/images/9910.svg',
    sku: '9910-03',
    variantName: '3 Month Subscription Bundle',
  },
  config: GIFT_BUNDLE_CONFIG,
  options: OPTIONS,
  shipments: [OPTIONS[0]!, OPTIONS[1]!, OPTIONS[2]!],
  priceCents: 4236,
};

function renderPage(block: boolean) {
  return renderPageRoute({
    path: '/bundle-customizer',
    state: { giftBundle: DATA },
    routes: <Route path="bundle-customizer" element={<BundleCustomizerRoute block={block} />} />,
  });
}

const shipments = () =>
  within(screen.getByRole('region', { name: 'Gift box shipments details' })).getAllByRole('listitem');

describe('the gift-box buy block (catalogue-gifting §1, §2 Gift box shipments details, §9)', () => {
  it('shows the bundle, its price and saving, and each shipment with its timing, price, rating and accordions', () => {
    renderPage(true);
    expect(screen.getByRole('heading', { name: '3 Month Subscription Bundle' })).toBeTruthy();
    expect(screen.getByText('$42.36')).toBeTruthy();
    expect(screen.getByText('Save 10%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Customize your boxes' }).getAttribute('href')).toBe('/bundle-customizer');
    const items = shipments();
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Dark Chocolate Gift Box',
      'Milk Chocolate Almond Gift Box',
      'Medjool Dates Gift Box',
    ]);
    expect(items.map((li) => li.querySelector('.bundle-shipment__timing')?.textContent)).toEqual([
      'Shipment 1: ship immediately',
      'Shipment 2: one month after first box',
      'Shipment 3: one month after second box',
    ]);
    expect(within(items[0]!).getByText('$17.79')).toBeTruthy();
    expect(within(items[0]!).getByText('Not yet rated')).toBeTruthy();
    expect(within(items[1]!).getByLabelText('Rated 4.5 out of 5')).toBeTruthy();
    expect(within(items[1]!).getByText('(12 reviews)')).toBeTruthy();
    expect(within(items[2]!).getByText('Details')).toBeTruthy();
    expect(within(items[2]!).getByText('Medjool dates.')).toBeTruthy();
    expect(within(items[0]!).getAllByRole('img').length).toBeGreaterThan(0);
  });

  it('moves through a shipment’s images', () => {
    renderPage(true);
    const first = within(shipments()[0]!);
    const next = first.getByRole('button', { name: 'Next image' });
    expect(first.getByRole('button', { name: 'Previous image' })).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(first.getByRole('img').getAttribute('alt')).toBe('Dark Chocolate Gift Box, packed as a gift');
    expect(next).toHaveProperty('disabled', true);
  });

  it('adds the default bundle: 9910-03 with the three boxes encoded', async () => {
    const { sent } = renderPage(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ sku: '9910-03', quantity: 1 });
    expect(decodeBundleSelection(sent[0]!.customization!.selection)).toEqual({ ok: true, value: [8009, 8010, 8012] });
  });
});

describe('/bundle-customizer (catalogue-gifting §2)', () => {
  it('chooses a box per shipment by its labelled select, updates the total and adds the customized bundle', async () => {
    const { sent } = renderPage(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customize Your Bundle');
    const second = screen.getByLabelText('Shipment 2: one month after first box') as HTMLSelectElement;
    expect(second.value).toBe('8010-01');
    fireEvent.change(second, { target: { value: '8014-01' } });
    // (1779 + 1169 + 1449) × 0.9 = 3957.3 → $39.57
    expect(screen.getByText('$39.57')).toBeTruthy();
    expect(screen.getByText('Save 10%')).toBeTruthy();
    expect(within(shipments()[1]!).getByRole('heading', { level: 3 }).textContent).toBe('Dried Figs Gift Box');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(decodeBundleSelection(sent[0]!.customization!.selection)).toEqual({ ok: true, value: [8009, 8014, 8012] });
  });

  it('offers an out-of-stock box disabled', () => {
    renderPage(false);
    const first = screen.getByLabelText('Shipment 1: ship immediately');
    const apricots = within(first).getByRole('option', { name: /Dried Apricots Gift Box/ }) as HTMLOptionElement;
    expect(apricots.disabled).toBe(true);
    expect(within(first).getAllByRole('option')).toHaveLength(5);
  });
});
