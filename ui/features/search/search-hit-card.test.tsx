// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SearchProductRecord } from '../../../ports/search';
import { SearchHitCard, type ProductHit } from './search-hit-card';

afterEach(cleanup);

const record: SearchProductRecord = {
  objectID: '1001-01',
  path: '/nuts/almonds/roasted-salted',
  sku: '1001-01',
  cost: 1499,
  singlePiecePrice: 1299,
  price: 12.99,
  weight: 454,
  shortVariantName: '1 lb bag',
  Product: {
    name: 'Roasted Salted Almonds',
    key: 'roasted-salted-almonds',
    listingImageUrl: '/images/almonds.jpg',
    shortDescription: 'Lightly salted',
    reportingCategory: 'Nuts',
  },
  categories: { lvl0: ['Nuts'] },
  categoryKeys: ['nuts', 'almonds'],
  tags: [],
  unitName: 'Value Pack',
  inStock: true,
  autoDeliveryEligible: true,
  bulk: false,
  wholesale: false,
  traits: ['searchable'],
  activationDate: 1_700_000_000,
};

const hitOf = (extra: Partial<SearchProductRecord>) => ({ ...record, ...extra, __position: 1 }) as ProductHit;
const renderHit = (hit: ProductHit) =>
  render(
    <MemoryRouter>
      <SearchHitCard hit={hit} />
    </MemoryRouter>,
  );

describe('search hit card allergen badges', () => {
  it("lists the hit's allergens by their labels, in a list named 'Contains'", () => {
    renderHit(hitOf({ allergens: ['tree-nuts', 'peanuts'] }));
    const badges = screen.getByRole('list', { name: 'Contains' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tree Nuts', 'Peanuts']);
    expect(screen.getByRole('link', { name: 'Roasted Salted Almonds' })).toBeTruthy();
  });

  it('shows none when the allergens are unknown or none', () => {
    for (const allergens of [undefined, []]) {
      const { container } = renderHit(hitOf({ allergens }));
      expect(container.querySelector('.allergen-badges')).toBeNull();
      cleanup();
    }
  });
});
