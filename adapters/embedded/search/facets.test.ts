import { describe, expect, it } from 'vitest';
import { countFacets } from './facets';

/** Facet counts (spec: core-cart-checkout §9 facet hits max 100). */
const records = [
  { tags: ['vegan', 'raw'], inStock: true, price: 10, categories: { lvl0: ['Nuts'], lvl1: ['Nuts > Almonds'] } },
  { tags: ['vegan'], inStock: false, price: 20, categories: { lvl0: ['Nuts'], lvl1: ['Nuts > Cashews'] } },
  { tags: ['vegan', 'vegan'], inStock: true, price: 30, categories: { lvl0: ['Chocolate'] } },
  { tags: [], inStock: true, price: 40 },
];

describe('countFacets', () => {
  it('counts each value once per record, most frequent first, ties alphabetically', () => {
    const { facets } = countFacets(records, ['tags', 'inStock'], []);
    expect(facets.tags).toEqual({ vegan: 3, raw: 1 });
    expect(Object.keys(facets.tags!)).toEqual(['vegan', 'raw']);
    expect(facets.inStock).toEqual({ true: 3, false: 1 });
    const tie = countFacets([{ t: 'b' }, { t: 'a' }, { t: 'c' }], ['t'], []);
    expect(Object.keys(tie.facets.t!)).toEqual(['a', 'b', 'c']);
  });

  it('counts hierarchical levels as their own attributes', () => {
    const { facets } = countFacets(records, ['categories.lvl0', 'categories.lvl1'], []);
    expect(facets['categories.lvl0']).toEqual({ Nuts: 2, Chocolate: 1 });
    expect(facets['categories.lvl1']).toEqual({ 'Nuts > Almonds': 1, 'Nuts > Cashews': 1 });
  });

  it("expands '*' to the index's facets and gives numeric attributes facets_stats", () => {
    const { facets, stats } = countFacets(records, ['*'], ['tags', 'price']);
    expect(Object.keys(facets)).toEqual(['tags', 'price']);
    expect(stats.price).toEqual({ min: 10, max: 40, avg: 25, sum: 100 });
    expect(stats.tags).toBeUndefined();
  });

  it('gives an empty count for an attribute no record holds', () => {
    expect(countFacets(records, ['colour'], []).facets).toEqual({ colour: {} });
  });

  it('returns at most maxValuesPerFacet values, capped at 100', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ sku: `sku-${String(i).padStart(3, '0')}` }));
    expect(Object.keys(countFacets(many, ['sku'], [], 10).facets.sku!)).toHaveLength(10);
    expect(Object.keys(countFacets(many, ['sku'], [], 1000).facets.sku!)).toHaveLength(100);
    expect(Object.keys(countFacets(many, ['sku'], []).facets.sku!)).toHaveLength(100);
    expect(Object.keys(countFacets(many, ['sku'], [], 0).facets.sku!)).toHaveLength(0);
  });
});
