import { describe, expect, it } from 'vitest';
import { matches } from './filter-match';
import { FilterSyntaxError, parseFacetFilters, parseFilters, parseNumericFilters } from './filter-parser';

/** Algolia's filter syntaxes (spec: shell-account §7 Search service filters). */
const record = {
  name: 'Roasted Almonds',
  price: 12.99,
  weight: 454,
  inStock: true,
  idealForSuggestions: false,
  tags: ['roasted', 'vegan'],
  traits: ['searchable'],
  categories: { lvl0: ['Nuts'], lvl1: ['Nuts > Almonds'] },
  Product: { key: 'roasted-almonds', reportingCategory: 'Nuts' },
};
const pass = (filters: string) => matches(record, parseFilters(filters));

describe('filters (Algolia filter syntax)', () => {
  it('matches facet values, case-insensitively, in arrays and nested attributes', () => {
    expect(pass('tags:vegan')).toBe(true);
    expect(pass('tags:VEGAN')).toBe(true);
    expect(pass('tags:raw')).toBe(false);
    expect(pass('traits:searchable')).toBe(true);
    expect(pass('Product.key:roasted-almonds')).toBe(true);
    expect(pass('missing:x')).toBe(false);
  });

  it('takes quoted values with spaces and escaped quotes, and quoted attribute names', () => {
    expect(pass('categories.lvl1:"Nuts > Almonds"')).toBe(true);
    expect(pass("name:'Roasted Almonds'")).toBe(true);
    expect(pass('"categories.lvl0":Nuts')).toBe(true);
    expect(parseFilters('name:"say \\"hi\\""')).toEqual({ kind: 'facet', attribute: 'name', value: 'say "hi"' });
  });

  it('matches booleans as true/false', () => {
    expect(pass('inStock:true')).toBe(true);
    expect(pass('inStock:false')).toBe(false);
    expect(pass('idealForSuggestions:true')).toBe(false);
    expect(pass('idealForSuggestions:false')).toBe(true);
  });

  it('compares numbers with < <= = != >= > and ranges with TO (inclusive)', () => {
    expect(pass('price < 13')).toBe(true);
    expect(pass('price<=12.99')).toBe(true);
    expect(pass('price = 12.99')).toBe(true);
    expect(pass('price != 12.99')).toBe(false);
    expect(pass('price >= 13')).toBe(false);
    expect(pass('price > 12')).toBe(true);
    expect(pass('price:10 TO 20')).toBe(true);
    expect(pass('price:12.99 TO 12.99')).toBe(true);
    expect(pass('price:13 TO 20')).toBe(false);
    expect(pass('weight:454')).toBe(true);
    expect(pass('weight:-5 TO 500')).toBe(true);
    expect(pass('name > 3')).toBe(false);
  });

  it('negates with NOT, combines with AND / OR and parentheses; NOT binds tightest, then AND, then OR', () => {
    expect(pass('NOT tags:raw')).toBe(true);
    expect(pass('NOT tags:vegan')).toBe(false);
    expect(pass('tags:vegan AND price < 10')).toBe(false);
    expect(pass('tags:raw OR price < 20')).toBe(true);
    // a OR b AND c is a OR (b AND c)
    expect(pass('tags:vegan OR tags:raw AND price > 100')).toBe(true);
    expect(pass('(tags:vegan OR tags:raw) AND price > 100')).toBe(false);
    expect(parseFilters('a:1 OR b:2 AND NOT c:3')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'facet', attribute: 'a', value: '1' },
        {
          kind: 'and',
          nodes: [
            { kind: 'facet', attribute: 'b', value: '2' },
            { kind: 'not', node: { kind: 'facet', attribute: 'c', value: '3' } },
          ],
        },
      ],
    });
    expect(pass('NOT (tags:raw OR tags:salted) AND (inStock:true OR price > 100)')).toBe(true);
    expect(pass('NOT NOT tags:vegan')).toBe(true);
  });

  it('treats a blank filter as no filter', () => {
    expect(parseFilters('')).toBeUndefined();
    expect(parseFilters('   ')).toBeUndefined();
  });

  it.each([
    ['tags:', "filters: Unexpected end of filter, expected a value for attribute 'tags' at col 6"],
    [
      'tags vegan',
      "filters: Unexpected 'vegan', expected ':' or a comparison operator after attribute 'tags' at col 6",
    ],
    ['(tags:vegan', "filters: Unexpected end of filter, expected ')' at col 12"],
    ['tags:vegan)', "filters: Unexpected ')', expected AND, OR or end of filter at col 11"],
    ['tags:vegan AND', 'filters: Unexpected end of filter, expected an attribute name at col 15'],
    ['tags:vegan tags:raw', "filters: Unexpected 'tags', expected AND, OR or end of filter at col 12"],
    ['price >= cheap', "filters: Unexpected 'cheap', expected a number at col 10"],
    ['price:10 TO', 'filters: Unexpected end of filter, expected a number at col 12'],
    ['price:low TO 20', "filters: Unexpected 'low', expected a number at col 7"],
    ['name:"open', 'filters: Unterminated string starting at col 6'],
    ['tags:vegan ! price>1', "filters: Unexpected character '!' at col 12"],
    ['tags:vegan & price>1', "filters: Unexpected '&', expected AND, OR or end of filter at col 12"],
    ['OR tags:vegan', "filters: Unexpected 'OR', expected an attribute name at col 1"],
  ])('refuses %j with a clear message', (filters, message) => {
    expect(() => parseFilters(filters)).toThrow(FilterSyntaxError);
    expect(() => parseFilters(filters)).toThrow(message);
  });
});

describe('facetFilters', () => {
  const facet = (list: Parameters<typeof parseFacetFilters>[0]) => matches(record, parseFacetFilters(list));

  it('ANDs the outer list and ORs inner lists', () => {
    expect(facet(['tags:vegan', 'traits:searchable'])).toBe(true);
    expect(facet(['tags:vegan', 'tags:raw'])).toBe(false);
    expect(facet([['tags:raw', 'tags:vegan'], 'categories.lvl0:Nuts'])).toBe(true);
    expect(facet([['tags:raw', 'tags:salted']])).toBe(false);
    expect(facet([])).toBe(true);
    expect(facet([[]])).toBe(true);
  });

  it("negates with a leading '-', and '\\-' is a literal dash", () => {
    expect(facet(['-tags:raw'])).toBe(true);
    expect(facet(['-tags:vegan'])).toBe(false);
    expect(facet([['-tags:vegan', 'tags:roasted']])).toBe(true);
    expect(parseFacetFilters(['\\-tags:x'])).toEqual({ kind: 'facet', attribute: '-tags', value: 'x' });
  });

  it('keeps colons in values and matches numbers and booleans', () => {
    expect(parseFacetFilters(['categories.lvl1:Nuts > Almonds'])).toEqual({
      kind: 'facet',
      attribute: 'categories.lvl1',
      value: 'Nuts > Almonds',
    });
    expect(parseFacetFilters(['a:b:c'])).toEqual({ kind: 'facet', attribute: 'a', value: 'b:c' });
    expect(facet(['weight:454', 'inStock:true'])).toBe(true);
  });

  it('reads the legacy string form: commas AND, parentheses OR', () => {
    expect(facet('tags:vegan,traits:searchable')).toBe(true);
    expect(facet('(tags:raw,tags:vegan),categories.lvl0:Nuts')).toBe(true);
    expect(facet('(tags:raw,tags:salted)')).toBe(false);
  });

  it('refuses an entry without attribute:value', () => {
    expect(() => parseFacetFilters(['vegan'])).toThrow(
      "facetFilters: Invalid filter 'vegan', expected 'attribute:value'",
    );
  });
});

describe('numericFilters', () => {
  const numeric = (list: Parameters<typeof parseNumericFilters>[0]) => matches(record, parseNumericFilters(list));

  it('ANDs comparisons and ranges, ORs inner lists', () => {
    expect(numeric(['price>=10', 'price<=20'])).toBe(true);
    expect(numeric(['price>=13'])).toBe(false);
    expect(numeric([['price<5', 'price:10 TO 15']])).toBe(true);
    expect(numeric([['price<5', 'price>100']])).toBe(false);
    expect(numeric('price>10,weight<500')).toBe(true);
  });

  it('refuses facet syntax and garbage', () => {
    expect(() => parseNumericFilters(['tags:vegan'])).toThrow("numericFilters: Invalid filter 'tags:vegan'");
    expect(() => parseNumericFilters(['price>>3'])).toThrow(
      "numericFilters: Unexpected '>', expected a number at col 7",
    );
  });
});
