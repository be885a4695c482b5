import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Literal, Predicate } from './ast';
import { compilePredicate } from './compile';
import { parsePredicate } from './parser';
import { printPredicate } from './printer';
import { TEST_SCHEMA, testField, testPredicate, testResource, testValue } from './testing/arbitraries';

/** The truth of `p` on `r` (every generated predicate type-checks against TEST_SCHEMA). */
function truth(p: Predicate, r: unknown): boolean {
  const c = compilePredicate(p, TEST_SCHEMA);
  if (!c.ok) throw new Error(`${c.error.message} in ${printPredicate(p)}`);
  return c.value.matches(r);
}

const RUNS = { numRuns: 300 };
const not = (operand: Predicate): Predicate => ({ type: 'not', operand });
const and = (...operands: Predicate[]): Predicate => ({ type: 'and', operands });
const or = (...operands: Predicate[]): Predicate => ({ type: 'or', operands });
const str = (value: string): Literal => ({ kind: 'string', value });

describe('the semantics of the connectives', () => {
  it('every generated predicate compiles', () => {
    fc.assert(
      fc.property(testPredicate, (p) => {
        expect(compilePredicate(p, TEST_SCHEMA).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('not p holds exactly when p does not', () => {
    fc.assert(
      fc.property(testPredicate, testResource, (p, r) => {
        expect(truth(not(p), r)).toBe(!truth(p, r));
      }),
      RUNS,
    );
  });

  it('p and q, p or q follow their truth tables', () => {
    fc.assert(
      fc.property(testPredicate, testPredicate, testResource, (p, q, r) => {
        expect(truth(and(p, q), r)).toBe(truth(p, r) && truth(q, r));
        expect(truth(or(p, q), r)).toBe(truth(p, r) || truth(q, r));
      }),
      RUNS,
    );
  });

  it("De Morgan's laws hold", () => {
    fc.assert(
      fc.property(testPredicate, testPredicate, testResource, (p, q, r) => {
        expect(truth(not(and(p, q)), r)).toBe(truth(or(not(p), not(q)), r));
        expect(truth(not(or(p, q)), r)).toBe(truth(and(not(p), not(q)), r));
      }),
      RUNS,
    );
  });

  it('printing and parsing again changes no result', () => {
    fc.assert(
      fc.property(testPredicate, testResource, (p, r) => {
        const again = parsePredicate(printPredicate(p));
        expect(again.ok && truth(again.value, r)).toBe(truth(p, r));
      }),
      RUNS,
    );
  });
});

describe('the semantics of in', () => {
  it('x in (a, b) ≡ x = a or x = b, on single values and on sets', () => {
    fc.assert(
      fc.property(testField, testValue, testValue, testResource, (field, a, b, r) => {
        const inList: Predicate = { type: 'in', field, negated: false, values: [str(a), str(b)] };
        const eq = (v: string): Predicate => ({ type: 'compare', field, operator: '=', value: str(v) });
        expect(truth(inList, r)).toBe(truth(or(eq(a), eq(b)), r));
      }),
      RUNS,
    );
  });

  it('x not in (a, b) ≡ x != a and x != b, and is false when x is not defined', () => {
    fc.assert(
      fc.property(testField, testValue, testValue, testResource, (field, a, b, r) => {
        const notIn: Predicate = { type: 'in', field, negated: true, values: [str(a), str(b)] };
        const ne = (v: string): Predicate => ({ type: 'compare', field, operator: '!=', value: str(v) });
        expect(truth(notIn, r)).toBe(truth(and(ne(a), ne(b)), r));
        if (r[field] === undefined) expect(truth(notIn, r)).toBe(false);
      }),
      RUNS,
    );
  });

  it('x contains any (a, b) ≡ x = a or x = b on sets, and contains all ≡ x = a and x = b', () => {
    fc.assert(
      fc.property(testValue, testValue, testResource, (a, b, r) => {
        const eq = (v: string): Predicate => ({ type: 'compare', field: 'tags', operator: '=', value: str(v) });
        expect(truth({ type: 'contains', field: 'tags', mode: 'any', values: [str(a), str(b)] }, r)).toBe(
          truth(or(eq(a), eq(b)), r),
        );
        expect(truth({ type: 'contains', field: 'tags', mode: 'all', values: [str(a), str(b)] }, r)).toBe(
          truth(and(eq(a), eq(b)), r),
        );
      }),
      RUNS,
    );
  });
});
