import { describe, expect, it, vi } from 'vitest';
import { cachedFacetCounts, type FacetCountsKey } from './facet-cache';
import type { FacetCounts } from './facets';

const key: FacetCountsKey = {
  query: 'alm',
  typos: true,
  filter: undefined,
  attributes: ['*'],
  maxValuesPerFacet: 100,
  afterDistinct: false,
  distinct: 0,
};
const counts = (): FacetCounts => ({
  facets: { tags: { vegan: 3, raw: 1 } },
  stats: { price: { min: 1, max: 9, avg: 5, sum: 10 } },
});

describe('cachedFacetCounts', () => {
  it('counts once per key and table, and hands out copies', () => {
    const table = {};
    const count = vi.fn(counts);
    const first = cachedFacetCounts(table, key, count);
    first.facets.tags!.vegan = 99;
    const second = cachedFacetCounts(table, key, count);
    expect(second).toEqual(counts());
    expect(Object.keys(second.facets.tags!)).toEqual(['vegan', 'raw']); // the counted order, most frequent first
    expect(second.stats.price).not.toBe(first.stats.price);
    expect(count).toHaveBeenCalledTimes(1);
    cachedFacetCounts({}, key, count); // another table (index version)
    cachedFacetCounts(table, { ...key, query: 'almond' }, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('tells apart distinct, faceting after distinct and filters', () => {
    const table = {};
    const count = vi.fn(counts);
    cachedFacetCounts(table, { ...key, afterDistinct: true, distinct: 1 }, count);
    cachedFacetCounts(table, { ...key, distinct: 1 }, count);
    cachedFacetCounts(table, { ...key, filter: { kind: 'facet', attribute: 'tags', value: 'vegan' } }, count);
    cachedFacetCounts(table, { ...key, afterDistinct: true, distinct: 1 }, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('keeps the 128 most recently used keys', () => {
    const table = {};
    const count = vi.fn(counts);
    for (let i = 0; i < 129; i++) cachedFacetCounts(table, { ...key, query: `q${i}` }, count);
    cachedFacetCounts(table, { ...key, query: 'q128' }, count);
    expect(count).toHaveBeenCalledTimes(129);
    cachedFacetCounts(table, { ...key, query: 'q0' }, count);
    expect(count).toHaveBeenCalledTimes(130);
  });
});
