import { describe, expect, it } from 'vitest';
import { orderSchema } from './schemas-cart';
import { categorySchema, productProjectionSchema } from './schemas-catalogue';
import { parseSort, sortResources, type Sort } from './sort';
import type { ResourceSchema } from './schema';

function sort(sorts: readonly string[], schema: ResourceSchema = productProjectionSchema): Sort {
  const s = parseSort(sorts, schema);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function refusal(sorts: readonly string[], schema: ResourceSchema = productProjectionSchema): string {
  const s = parseSort(sorts, schema);
  if (s.ok) throw new Error('parsed');
  return s.error.message;
}

const ids = (rs: readonly { id: string }[]) => rs.map((r) => r.id);

const products = [
  {
    id: 'p3',
    key: 'c',
    name: { 'en-US': 'Cashews' },
    masterVariant: { sku: 'C-1' },
    variants: [{ sku: 'C-9' }],
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 'p1',
    key: 'a',
    name: { 'en-US': 'almonds' },
    masterVariant: { sku: 'A-1' },
    variants: [],
    createdAt: '2024-01-01T02:00:00+03:00',
  },
  {
    id: 'p2',
    name: { 'en-US': 'Brazil nuts' },
    masterVariant: { sku: 'B-1' },
    variants: [{ sku: 'A-0' }],
    createdAt: '2023-12-31T23:30:00Z',
  },
  { id: 'p0', key: 'b', name: {}, masterVariant: {}, variants: [], createdAt: '2024-01-01T00:00:00Z' },
];

describe('parseSort', () => {
  it('sorts by a localized name, by code points (upper case before lower case)', () => {
    expect(ids(sortResources(products, sort(['name.en-US asc'])))).toEqual(['p2', 'p3', 'p1', 'p0']);
    expect(ids(sortResources(products, sort(['name.en-US desc'])))).toEqual(['p0', 'p1', 'p3', 'p2']);
  });

  it('puts resources without a value last ascending and first descending', () => {
    expect(ids(sortResources(products, sort(['key asc'])))).toEqual(['p1', 'p0', 'p3', 'p2']);
    expect(ids(sortResources(products, sort(['key desc'])))).toEqual(['p2', 'p3', 'p0', 'p1']);
  });

  it('compares date-times as instants and breaks ties by id ascending', () => {
    expect(ids(sortResources(products, sort(['createdAt asc'])))).toEqual(['p1', 'p2', 'p0', 'p3']);
    expect(ids(sortResources(products, sort(['createdAt desc'])))).toEqual(['p0', 'p3', 'p2', 'p1']);
    expect(ids(sortResources(products, sort([])))).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('applies repeated sorts in order', () => {
    const orders = [
      { id: 'o1', orderState: 'Open', createdAt: '2024-02-01T00:00:00Z' },
      { id: 'o2', orderState: 'Complete', createdAt: '2024-03-01T00:00:00Z' },
      { id: 'o3', orderState: 'Open', createdAt: '2024-04-01T00:00:00Z' },
    ];
    expect(ids(sortResources(orders, sort(['orderState desc', 'createdAt desc'], orderSchema)))).toEqual([
      'o3',
      'o1',
      'o2',
    ]);
    expect(sort(['orderState DESC', ' createdAt   asc '], orderSchema).clauses).toEqual([
      { path: ['orderState'], direction: 'desc' },
      { path: ['createdAt'], direction: 'asc' },
    ]);
  });

  it('reads a path through an array as its smallest value ascending and its largest descending', () => {
    expect(ids(sortResources(products, sort(['variants.sku asc'])))).toEqual(['p2', 'p3', 'p0', 'p1']);
    expect(ids(sortResources(products, sort(['variants.sku desc'])))).toEqual(['p0', 'p1', 'p3', 'p2']);
    expect(ids(sortResources(products, sort(['masterVariant.sku desc'])))).toEqual(['p0', 'p3', 'p2', 'p1']);
  });

  it('sorts by free-form values such as custom fields, and takes ascending as the default direction', () => {
    const cats = [
      { id: 'c1', custom: { fields: { rank: 10 } } },
      { id: 'c2', custom: { fields: { rank: 9 } } },
      { id: 'c3' },
    ];
    expect(ids(sortResources(cats, sort(['custom.fields.rank'], categorySchema)))).toEqual(['c2', 'c1', 'c3']);
    expect(ids(sortResources(cats, sort(['orderHint asc', 'custom.fields.rank desc'], categorySchema)))).toEqual([
      'c3',
      'c1',
      'c2',
    ]);
  });

  it("refuses an unknown field with commercetools' message, listing the sortable fields at the top level", () => {
    expect(refusal(['orderHint asc'])).toMatch(
      /^Malformed parameter: sort: Invalid query field 'orderHint' in sort path\. Sortable fields are: `attributes`, `categories`, .*`version`\.$/,
    );
    expect(refusal(['masterVariant.skew asc'])).toBe(
      "Malformed parameter: sort: Invalid query field 'skew' in sort path.",
    );
    expect(refusal(['name..en asc'])).toBe("Malformed parameter: sort: Invalid query field '' in sort path.");
  });

  it('refuses a path that does not end at a value, and a malformed expression', () => {
    expect(refusal(['name asc'])).toBe(
      "Malformed parameter: sort: The field 'name' cannot be sorted on: it is not a primitive value (for a LocalizedString, name the locale, as in 'name.en-US').",
    );
    expect(refusal(['key upward'])).toBe(
      "Malformed parameter: sort: Invalid sort expression 'key upward': expected a field path followed by 'asc' or 'desc'.",
    );
    expect(refusal(['key asc desc'])).toContain('Invalid sort expression');
    expect(refusal(['  '])).toContain('Invalid sort expression');
  });
});
