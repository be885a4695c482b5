import fc from 'fast-check';
import type { ComparisonOperator, Literal, Operand, Predicate } from '../ast';

/**
 * fast-check generators of arbitrary predicate trees (never used at run time), for the printer's round trip: any
 * field name, literal, operand and nesting the query language has.
 */

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'is', 'contains', 'within', 'true', 'false']);
export const OPERATORS: readonly ComparisonOperator[] = ['=', '!=', '<>', '<', '<=', '>', '>='];

/** A field name: identifier characters, not a keyword, not a number. */
export const fieldName = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,8}$/)
  .filter((s) => !KEYWORDS.has(s.toLowerCase()));

/** Any literal the parser can read back: strings with escapes and astral characters, decimals, booleans. */
export const anyLiteral: fc.Arbitrary<Literal> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 6 }).map((value): Literal => ({ kind: 'string', value })),
  fc
    .constantFrom('"', '\\', '\n', '\u0000', '\ud83d\ude00', '\ud800', 'en-US')
    .map((value): Literal => ({ kind: 'string', value })),
  fc
    .integer({ min: -1_000_000, max: 1_000_000 })
    .filter((n) => !Object.is(n, -0))
    .map((value): Literal => ({ kind: 'number', value })),
  fc
    .integer({ min: -100_000, max: 100_000 })
    .filter((n) => n % 100 !== 0)
    .map((n): Literal => ({ kind: 'number', value: n / 100 })),
  fc.boolean().map((value): Literal => ({ kind: 'boolean', value })),
);

const anyOperand: fc.Arbitrary<Operand> = fc.oneof(
  { arbitrary: anyLiteral, weight: 4 },
  { arbitrary: fieldName.map((name): Operand => ({ kind: 'variable', name })), weight: 1 },
);
const anyList = fc.oneof(
  fc.array(anyOperand, { minLength: 1, maxLength: 3 }),
  fieldName.map((name) => ({ kind: 'variable' as const, name })),
);

/** Any predicate tree (not necessarily meaningful for a schema). */
export const anyPredicate: fc.Arbitrary<Predicate> = fc.letrec<{ p: Predicate }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      type: fc.constant('compare' as const),
      field: fieldName,
      operator: fc.constantFrom(...OPERATORS),
      value: anyOperand,
    }),
    fc.record({ type: fc.constant('in' as const), field: fieldName, negated: fc.boolean(), values: anyList }),
    fc.record({
      type: fc.constant('contains' as const),
      field: fieldName,
      mode: fc.constantFrom('any' as const, 'all' as const),
      values: anyList,
    }),
    fc.record({
      type: fc.constant('is' as const),
      field: fieldName,
      test: fc.constantFrom('defined' as const, 'empty' as const),
      negated: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('within' as const),
      field: fieldName,
      longitude: anyOperand,
      latitude: anyOperand,
      radius: anyOperand,
    }),
    fc.record({ type: fc.constant('nested' as const), field: fieldName, predicate: tie('p') }),
    fc.record({ type: fc.constant('not' as const), operand: tie('p') }),
    fc.record({
      type: fc.constantFrom('and' as const, 'or' as const),
      operands: fc.array(tie('p'), { minLength: 2, maxLength: 3 }),
    }),
  ),
})).p;
