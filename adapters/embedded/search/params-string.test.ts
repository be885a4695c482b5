import { describe, expect, it } from 'vitest';
import { decodeParamsString } from './params-string';

/** Algolia's URL-encoded params string (as algoliasearch v4 sends it). */
describe('decodeParamsString', () => {
  it('decodes numbers, booleans, JSON arrays and comma lists', () => {
    const params = new URLSearchParams({
      query: 'roasted alm',
      hitsPerPage: '5',
      page: '2',
      distinct: 'true',
      clickAnalytics: 'true',
      facets: '["tags","categories.lvl0"]',
      attributesToHighlight: 'Product.name,tags',
      facetFilters: '[["tags:vegan","tags:raw"],"-inStock:false"]',
      numericFilters: 'price>=10',
      filters: 'traits:searchable AND NOT tags:raw',
      ruleContexts: '["featuredCategories"]',
    }).toString();
    expect(decodeParamsString(params)).toEqual({
      query: 'roasted alm',
      hitsPerPage: 5,
      page: 2,
      distinct: true,
      clickAnalytics: true,
      facets: ['tags', 'categories.lvl0'],
      attributesToHighlight: ['Product.name', 'tags'],
      facetFilters: [['tags:vegan', 'tags:raw'], '-inStock:false'],
      numericFilters: 'price>=10',
      filters: 'traits:searchable AND NOT tags:raw',
      ruleContexts: ['featuredCategories'],
    });
  });

  it('reads distinct as a number and keeps values that do not decode as text (refused later)', () => {
    expect(decodeParamsString('distinct=2&hitsPerPage=many&facets=%5Bbroken')).toEqual({
      distinct: 2,
      hitsPerPage: 'many',
      facets: '[broken',
    });
    expect(decodeParamsString('')).toEqual({});
  });
});
