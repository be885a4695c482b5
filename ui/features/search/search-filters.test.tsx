// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import type { InstantSearchClient } from './search-client';
import { SearchFilters } from './search-filters';
import '../../testing/async-timeout';

afterEach(cleanup);

/** What the fake search service was asked: each Products request's facets and facet filters. */
interface Sent {
  readonly facets: unknown;
  readonly facetFilters: unknown;
}

/**
 * A search client answering every request with `facets` (value counts by attribute), recording what it was sent; the
 * shape InstantSearch reads of an Algolia multi-query answer.
 */
function fakeClient(facets: Record<string, Record<string, number>>) {
  const sent: Sent[] = [];
  const client = {
    search: async (requests: readonly { indexName: string; params?: Record<string, unknown> }[]) => {
      sent.push(...requests.map((r) => ({ facets: r.params?.facets, facetFilters: r.params?.facetFilters })));
      return {
        results: requests.map((r) => ({
          index: r.indexName,
          hits: [],
          nbHits: 9,
          page: 0,
          nbPages: 1,
          hitsPerPage: 50,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          exhaustiveFacetsCount: true,
          query: '',
          params: '',
          facets,
        })),
      };
    },
  } as unknown as InstantSearchClient;
  return { client, sent };
}

function renderFilters(facets: Record<string, Record<string, number>>) {
  const fake = fakeClient(facets);
  render(
    <InstantSearch searchClient={fake.client} indexName="Products">
      <SearchFilters initiallyOpen />
    </InstantSearch>,
  );
  return fake;
}

const checkboxNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')?.querySelector('.ais-RefinementList-labelText')?.textContent);

describe("search filters: 'Free from' and 'Nutrient claims'", () => {
  it('shows the values by their labels, with the raw value for one without a label', async () => {
    const { sent } = renderFilters({
      freeFrom: { 'peanut-free': 5, 'tree-nut-free': 3, 'lupin-free': 1 },
      claims: { 'good-source-of-fiber': 4, 'low-sodium': 2 },
      tags: { vegan: 2 },
    });
    const freeFrom = await screen.findByRole('region', { name: 'Free from' });
    expect(within(freeFrom).getByRole('heading', { name: 'Free from' })).toBeTruthy();
    await waitFor(() => expect(checkboxNames(freeFrom)).toEqual(['Peanut-free', 'Tree nut-free', 'lupin-free']));
    // The checkbox's name is its label, then its count, as on every refinement list ('Chocolates & Sweets' 12).
    const treeNutFree = within(freeFrom).getByRole('checkbox', { name: /^Tree nut-free/ });
    expect(treeNutFree.closest('label')?.textContent).toBe('Tree nut-free3');
    expect(within(freeFrom).queryByRole('checkbox', { name: /^tree-nut-free/ })).toBeNull();

    const claims = screen.getByRole('region', { name: 'Nutrient claims' });
    expect(checkboxNames(claims)).toEqual(['Good Source of Fiber', 'Low Sodium']);
    // Other facets keep their values as they are.
    expect(checkboxNames(screen.getByRole('region', { name: 'Dietary & features' }))).toEqual(['vegan']);
    expect(sent[0]?.facets).toEqual(expect.arrayContaining(['freeFrom', 'claims']));
  });

  it('refines by the raw value when a labelled checkbox is checked', async () => {
    const { sent } = renderFilters({ freeFrom: { 'tree-nut-free': 3 } });
    const freeFrom = await screen.findByRole('region', { name: 'Free from' });
    fireEvent.click(await within(freeFrom).findByRole('checkbox', { name: /^Tree nut-free/ }));
    await waitFor(() =>
      expect(sent.some((s) => JSON.stringify(s.facetFilters)?.includes('freeFrom:tree-nut-free'))).toBe(true),
    );
    await waitFor(() =>
      expect((within(freeFrom).getByRole('checkbox', { name: /^Tree nut-free/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });
});
