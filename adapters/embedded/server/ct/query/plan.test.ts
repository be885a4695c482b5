import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Predicate, Primitive } from './ast';
import { compilePredicate, type Variables } from './compile';
import { parsePredicate } from './parser';
import { planValues, type FieldPath } from './plan';
import type { ResourceSchema } from './schema';
import { orderSchema } from './schemas-cart';
import { productProjectionSchema } from './schemas-catalogue';
import { plannablePredicate, TEST_SCHEMA, testPredicate, testResource } from './testing/arbitraries';

function bound(where: string, schema: ResourceSchema, vars: Variables = {}): Predicate {
  const p = parsePredicate(where);
  if (!p.ok) throw new Error(p.error.message);
  const c = compilePredicate(p.value, schema, vars);
  if (!c.ok) throw new Error(c.error.message);
  return c.value.predicate;
}

const plan = (where: string, paths: readonly FieldPath[], vars: Variables = {}, schema = productProjectionSchema) => {
  const s = planValues(bound(where, schema, vars), schema, paths);
  return s && [...s];
};

const SKU: readonly FieldPath[] = [
  ['masterVariant', 'sku'],
  ['variants', 'sku'],
];
const PATH: readonly FieldPath[] = [
  ['masterVariant', { field: 'attributes', where: { name: 'productPath' } }, 'value'],
];

describe('planValues', () => {
  it('reads = and in under top-level ands', () => {
    expect(plan('key = "a"', [['key']])).toEqual(['a']);
    expect(plan('key in ("a", "b") and published = true', [['key']])).toEqual(['a', 'b']);
    expect(plan('published = true and key in :keys', [['key']], { keys: ['x', 'y'] })).toEqual(['x', 'y']);
    expect(plan('key in ("a", "b", "c") and key = "b"', [['key']])).toEqual(['b']);
  });

  it('takes the union of an or only when every branch constrains', () => {
    expect(plan('masterVariant(sku = "S") or variants(sku = "S")', SKU)).toEqual(['S']);
    expect(plan('masterVariant(sku = "S") or variants(sku in ("T", "U"))', SKU)).toEqual(['S', 'T', 'U']);
    expect(plan('masterVariant(sku = "S") or published = true', SKU)).toBeUndefined();
    expect(plan('key = "a" or key = "b"', [['key']])).toEqual(['a', 'b']);
  });

  it('constrains nothing through not, !=, ranges, is and unrelated fields', () => {
    for (const w of [
      'not (key = "a")',
      'key != "a"',
      'key > "a"',
      'key not in ("a")',
      'key is defined',
      'slug(en-US = "a")',
    ])
      expect(plan(w, [['key']])).toBeUndefined();
    expect(plan('variants(sku = "S")', [['masterVariant', 'sku']])).toBeUndefined();
  });

  it('descends into nested predicates and arrays (categories, variants)', () => {
    expect(plan('categories(id in ("c1", "c2")) and published = true', [['categories', 'id']])).toEqual(['c1', 'c2']);
    expect(plan('variants(sku = "S" and key = "K")', SKU)).toEqual(['S']);
  });

  it('reads an attribute by name only when its name is a conjunct of the same nested predicate', () => {
    expect(plan('masterVariant(attributes(name = "productPath" and value = "/nuts/a"))', PATH)).toEqual(['/nuts/a']);
    expect(plan('masterVariant(attributes(name = "productPath" and value = :p))', PATH, { p: '/nuts/b' })).toEqual([
      '/nuts/b',
    ]);
    expect(plan('masterVariant(attributes(value = "/nuts/a"))', PATH)).toBeUndefined();
    expect(plan('masterVariant(attributes(name = "other" and value = "/nuts/a"))', PATH)).toBeUndefined();
    expect(
      plan('masterVariant(attributes(name = "productPath") and attributes(value = "/nuts/a"))', PATH),
    ).toBeUndefined();
    expect(
      plan(
        'masterVariant(attributes(name = "productPath" and value = "/x" or name = "productPath" and value = "/y"))',
        PATH,
      ),
    ).toEqual(['/x', '/y']);
  });

  it('offers the number and boolean an input variable spells for free-form values', () => {
    const weight: FieldPath[] = [['masterVariant', { field: 'attributes', where: { name: 'weightGrams' } }, 'value']];
    expect(plan('masterVariant(attributes(name = "weightGrams" and value = :w))', weight, { w: '454' })).toEqual([
      '454',
      454,
    ]);
    expect(plan('custom(fields(receiptToken = "t"))', [['custom', 'fields', 'receiptToken']], {}, orderSchema)).toEqual(
      ['t'],
    );
  });

  it('reads contains any as its list and contains all as one of its values', () => {
    const s: ResourceSchema = { name: 'T', fields: TEST_SCHEMA.fields };
    expect(plan('tags contains any ("x", "y")', [['tags']], {}, s)).toEqual(['x', 'y']);
    expect(plan('tags contains all ("x", "y")', [['tags']], {}, s)).toEqual(['x']);
  });

  it('never constrains date-times, whose equal instants have many spellings, nor unknown paths', () => {
    expect(plan('createdAt = "2024-01-01T00:00:00Z"', [['createdAt']])).toBeUndefined();
    expect(plan('key = "a"', [['nope']])).toBeUndefined();
  });
});

/** Every value of `r` at `path` (array elements each; a filter step keeps elements whose fields equal its `where`). */
function valuesAt(r: unknown, path: FieldPath): Primitive[] {
  if (Array.isArray(r)) return r.flatMap((e) => valuesAt(e, path));
  const [head, ...tail] = path;
  if (head === undefined) return r === undefined || r === null || typeof r === 'object' ? [] : [r as Primitive];
  if (typeof r !== 'object' || r === null) return [];
  const o = r as Record<string, unknown>;
  if (typeof head === 'string') return valuesAt(o[head], tail);
  const elements = [o[head.field]]
    .flat()
    .filter((e) => Object.entries(head.where).every(([k, v]) => (e as Record<string, unknown>)?.[k] === v));
  return elements.flatMap((e) => valuesAt(e, tail));
}

describe('planValues is sound', () => {
  const PATHS: readonly (readonly FieldPath[])[] = [
    [['key']],
    [['tags']],
    [['n']],
    [['flag']],
    [
      ['master', 'sku'],
      ['variants', 'sku'],
    ],
    [['variants', 'sku']],
    [['name', 'en-US']],
    [
      ['master', { field: 'attributes', where: { name: 'p' } }, 'value'],
      ['variants', { field: 'attributes', where: { name: 'p' } }, 'value'],
    ],
  ];

  /** Whether the plan is sound for `p` on `r`, and whether the case says anything (planned and holding). */
  function check(p: Predicate, r: unknown, paths: readonly FieldPath[]): { sound: boolean; telling: boolean } {
    const c = compilePredicate(p, TEST_SCHEMA);
    if (!c.ok) throw new Error(c.error.message);
    const planned = planValues(c.value.predicate, TEST_SCHEMA, paths);
    if (!planned || !c.value.matches(r)) return { sound: true, telling: false };
    return { sound: paths.flatMap((path) => valuesAt(r, path)).some((v) => planned.has(v)), telling: true };
  }

  it.each(PATHS.map((paths) => [JSON.stringify(paths), paths] as const))(
    'whenever a predicate holds, the resource has a planned value at %s',
    (_, paths) => {
      fc.assert(
        fc.property(plannablePredicate, testResource, (p, r) => {
          expect(check(p, r, paths).sound).toBe(true);
        }),
        { numRuns: 1000 },
      );
    },
  );

  it('is sound on 3,000 fixed samples per path, of which enough are telling (planned, and the predicate holds)', () => {
    for (const paths of PATHS) {
      const checks = fc
        .sample(fc.tuple(plannablePredicate, testResource), { numRuns: 3000, seed: 20_240_601 })
        .map(([p, r]) => check(p, r, paths));
      expect(
        checks.every((c) => c.sound),
        JSON.stringify(paths),
      ).toBe(true);
      expect(checks.filter((c) => c.telling).length, JSON.stringify(paths)).toBeGreaterThanOrEqual(3);
    }
  });

  it('constrains often enough to be useful on the generated predicates', () => {
    const constrained = fc.sample(testPredicate, { numRuns: 500, seed: 20_240_601 }).filter((p) => {
      const c = compilePredicate(p, TEST_SCHEMA);
      return c.ok && planValues(c.value.predicate, TEST_SCHEMA, [['key']]) !== undefined;
    });
    expect(constrained.length).toBeGreaterThan(10);
  });
});
