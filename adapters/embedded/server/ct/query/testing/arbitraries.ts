import fc from 'fast-check';
import type { Literal, Predicate } from '../ast';
import { arr, attribute, bool, dateTime, localized, num, obj, str, type ResourceSchema } from '../schema';
import { OPERATORS } from './arbitrary-syntax';

/**
 * fast-check generators for the query tests (never used at run time): well-typed predicates with matching resources
 * over `TEST_SCHEMA` for the semantic properties and the planner's soundness (the arbitrary trees of the printer's
 * round trip are in arbitrary-syntax.ts). Values come from small pools so that predicates often hold.
 */

// ---- a schema, resources of it, and predicates that type-check against it ---------------------------------

const variant = obj({ sku: str, attributes: arr(attribute) });

/** A small resource type with every kind the properties exercise. */
export const TEST_SCHEMA: ResourceSchema = {
  name: 'Test',
  fields: {
    id: str,
    key: str,
    n: num,
    flag: bool,
    at: dateTime,
    tags: arr(str),
    name: localized,
    master: variant,
    variants: arr(variant),
  },
};

const KEYS = ['a', 'b', 'c'];
const TAGS = ['x', 'y', 'z'];
const TIMES = ['2024-01-01T00:00:00.000Z', '2024-06-01T12:00:00Z', '2025-01-01T00:00:00.000+01:00'];
const NUMBERS = [-1, 0, 1.5, 2];

const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });
const variantOf = fc.record(
  {
    sku: maybe(fc.constantFrom(...KEYS)),
    attributes: maybe(
      fc.array(fc.record({ name: fc.constantFrom('p', 'q'), value: fc.constantFrom('a', 'b', 1.5, 2) }), {
        minLength: 1,
        maxLength: 3,
      }),
    ),
  },
  { requiredKeys: [] },
);

/** A resource of TEST_SCHEMA, as JSON: optional fields may be absent. */
export const testResource = fc
  .record(
    {
      id: fc.constantFrom('id-1', 'id-2', 'id-3'),
      key: maybe(fc.constantFrom(...KEYS)),
      n: maybe(fc.constantFrom(...NUMBERS)),
      flag: maybe(fc.boolean()),
      at: maybe(fc.constantFrom(...TIMES)),
      tags: maybe(fc.subarray(TAGS)),
      name: maybe(fc.record({ 'en-US': fc.constantFrom(...KEYS) }, { requiredKeys: [] })),
      master: maybe(variantOf),
      variants: maybe(fc.array(variantOf, { maxLength: 2 })),
    },
    { requiredKeys: ['id'] },
  )
  .map((r) => JSON.parse(JSON.stringify(r)) as Record<string, unknown>);

const str$ = (pool: readonly string[]) => fc.constantFrom(...pool).map((value): Literal => ({ kind: 'string', value }));
const num$ = fc.constantFrom(...NUMBERS).map((value): Literal => ({ kind: 'number', value }));
/** Operators, `=` (the one the planner reads) the most often. */
const op = fc.oneof(
  { arbitrary: fc.constant('=' as const), weight: 3 },
  { arbitrary: fc.constantFrom(...OPERATORS), weight: 2 },
);
const list = (a: fc.Arbitrary<Literal>) => fc.array(a, { minLength: 1, maxLength: 3 });

/** Attribute values, from the pool of testResource's attributes. */
const attributeValue$ = fc.oneof(
  str$(['a', 'b']),
  fc.constantFrom(1.5, 2).map((value): Literal => ({ kind: 'number', value })),
);

/** `name = "p" and value op v`: an attribute by name, as the planner reads it. */
const attributeByName: fc.Arbitrary<Predicate> = fc
  .tuple(str$(['p', 'q']), op, attributeValue$)
  .map(([name, operator, value]): Predicate => ({
    type: 'and',
    operands: [
      { type: 'compare', field: 'name', operator: '=', value: name },
      { type: 'compare', field: 'value', operator, value },
    ],
  }));

const letrecVariant = fc.letrec<{ v: Predicate; a: Predicate }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    fc.record({ type: fc.constant('compare' as const), field: fc.constant('sku'), operator: op, value: str$(KEYS) }),
    fc.record({
      type: fc.constant('in' as const),
      field: fc.constant('sku'),
      negated: fc.boolean(),
      values: list(str$(KEYS)),
    }),
    fc.record({ type: fc.constant('nested' as const), field: fc.constant('attributes'), predicate: tie('a') }),
    fc.record({
      type: fc.constantFrom('and' as const, 'or' as const),
      operands: fc.array(tie('v'), { minLength: 2, maxLength: 2 }),
    }),
  ),
  a: fc.oneof(
    { depthSize: 'small' },
    fc.record({
      type: fc.constant('compare' as const),
      field: fc.constant('name'),
      operator: fc.constant('=' as const),
      value: str$(['p', 'q']),
    }),
    fc.record({
      type: fc.constant('compare' as const),
      field: fc.constant('value'),
      operator: op,
      value: attributeValue$,
    }),
    fc.record({ type: fc.constant('and' as const), operands: fc.tuple(tie('a'), tie('a')) }),
    fc.record({ type: fc.constant('or' as const), operands: fc.tuple(tie('a'), tie('a')) }),
    attributeByName,
  ),
}));
const variantPredicate = letrecVariant.v;

/** A predicate that type-checks against TEST_SCHEMA. */
export const testPredicate: fc.Arbitrary<Predicate> = fc.letrec<{ p: Predicate }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      type: fc.constant('compare' as const),
      field: fc.constantFrom('key', 'id'),
      operator: op,
      value: str$([...KEYS, 'id-1']),
    }),
    fc.record({ type: fc.constant('compare' as const), field: fc.constant('n'), operator: op, value: num$ }),
    fc.record({
      type: fc.constant('compare' as const),
      field: fc.constant('flag'),
      operator: fc.constantFrom('=' as const, '!=' as const),
      value: fc.boolean().map((value): Literal => ({ kind: 'boolean', value })),
    }),
    fc.record({ type: fc.constant('compare' as const), field: fc.constant('at'), operator: op, value: str$(TIMES) }),
    fc.record({ type: fc.constant('compare' as const), field: fc.constant('tags'), operator: op, value: str$(TAGS) }),
    fc.record({
      type: fc.constant('in' as const),
      field: fc.constantFrom('key', 'tags'),
      negated: fc.boolean(),
      values: list(str$([...KEYS, ...TAGS])),
    }),
    fc.record({
      type: fc.constant('contains' as const),
      field: fc.constant('tags'),
      mode: fc.constantFrom('any' as const, 'all' as const),
      values: list(str$(TAGS)),
    }),
    fc.record({
      type: fc.constant('is' as const),
      field: fc.constantFrom('key', 'n', 'tags', 'master'),
      test: fc.constant('defined' as const),
      negated: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('is' as const),
      field: fc.constantFrom('tags', 'variants'),
      test: fc.constant('empty' as const),
      negated: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('nested' as const),
      field: fc.constant('name'),
      predicate: fc.record({
        type: fc.constant('compare' as const),
        field: fc.constant('en-US'),
        operator: op,
        value: str$(KEYS),
      }),
    }),
    fc.record({
      type: fc.constant('nested' as const),
      field: fc.constantFrom('master', 'variants'),
      predicate: variantPredicate,
    }),
    fc.record({ type: fc.constant('not' as const), operand: tie('p') }),
    fc.record({
      type: fc.constantFrom('and' as const, 'or' as const),
      operands: fc.array(tie('p'), { minLength: 2, maxLength: 3 }),
    }),
  ),
})).p;

/** A comparison leaf of TEST_SCHEMA whose field is a single string value (key) or a set (tags). */
export const testField = fc.constantFrom('key', 'tags');
/** Values for `testField`. */
export const testValue = fc.constantFrom(...KEYS, ...TAGS);

const inVariants = fc.record({
  type: fc.constant('nested' as const),
  field: fc.constantFrom('master', 'variants'),
  predicate: variantPredicate,
});
const inAttributes = fc.record({
  type: fc.constant('nested' as const),
  field: fc.constantFrom('master', 'variants'),
  predicate: fc.record({
    type: fc.constant('nested' as const),
    field: fc.constant('attributes'),
    predicate: fc.oneof({ arbitrary: attributeByName, weight: 3 }, { arbitrary: letrecVariant.a, weight: 1 }),
  }),
});

const byKey: fc.Arbitrary<Predicate> = fc.oneof(
  fc.record({
    type: fc.constant('compare' as const),
    field: fc.constant('key'),
    operator: fc.constant('=' as const),
    value: str$(KEYS),
  }),
  fc.record({
    type: fc.constant('in' as const),
    field: fc.constant('key'),
    negated: fc.constant(false),
    values: list(str$(KEYS)),
  }),
);

/** Predicates weighted towards what the planner reads (variants, attributes, keys), combined with any other. */
export const plannablePredicate: fc.Arbitrary<Predicate> = fc.oneof(
  testPredicate,
  inVariants,
  inAttributes,
  fc
    .tuple(byKey, fc.oneof(byKey, testPredicate), fc.constantFrom('and' as const, 'or' as const))
    .map(([a, b, type]): Predicate => ({ type, operands: [a, b] })),
  fc
    .tuple(inAttributes, fc.oneof(inAttributes, testPredicate), fc.constantFrom('and' as const, 'or' as const))
    .map(([a, b, type]): Predicate => ({ type, operands: [a, b] })),
  fc.tuple(inVariants, testPredicate).map(([a, b]): Predicate => ({ type: 'and', operands: [a, b] })),
  fc.tuple(inVariants, inVariants).map(([a, b]): Predicate => ({ type: 'or', operands: [a, b] })),
  fc
    .tuple(fc.constantFrom('and' as const, 'or' as const), testPredicate, testPredicate)
    .map(([type, a, b]): Predicate => ({ type, operands: [a, b] })),
);
