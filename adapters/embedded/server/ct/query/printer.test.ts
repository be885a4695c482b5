import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Predicate } from './ast';
import { parsePredicate } from './parser';
import { plainNumber, printOperand, printPredicate } from './printer';
import { anyPredicate } from './testing/arbitrary-syntax';

const cmp = (field: string, value: number): Predicate => ({
  type: 'compare',
  field,
  operator: '=',
  value: { kind: 'number', value },
});

describe('printPredicate', () => {
  it('writes operands as JSON strings, plain numbers, booleans and variables', () => {
    expect(printOperand({ kind: 'string', value: 'a"b\\c\n' })).toBe(String.raw`"a\"b\\c\n"`);
    expect(printOperand({ kind: 'number', value: -0.5 })).toBe('-0.5');
    expect(printOperand({ kind: 'boolean', value: false })).toBe('false');
    expect(printOperand({ kind: 'variable', name: 'ids' })).toBe(':ids');
  });

  it('writes every kind of predicate with lower-case keywords', () => {
    expect(
      printPredicate({
        type: 'in',
        field: 'key',
        negated: true,
        values: [
          { kind: 'string', value: 'a' },
          { kind: 'variable', name: 'b' },
        ],
      }),
    ).toBe('key not in ("a", :b)');
    expect(
      printPredicate({ type: 'contains', field: 'tags', mode: 'all', values: { kind: 'variable', name: 't' } }),
    ).toBe('tags contains all :t');
    expect(printPredicate({ type: 'is', field: 'key', test: 'defined', negated: true })).toBe('key is not defined');
    expect(
      printPredicate({
        type: 'nested',
        field: 'name',
        predicate: { type: 'is', field: 'en-US', test: 'defined', negated: false },
      }),
    ).toBe('name(en-US is defined)');
    expect(printPredicate({ type: 'not', operand: cmp('a', 1) })).toBe('not (a = 1)');
  });

  it('adds parentheses only where the tree needs them', () => {
    const a = cmp('a', 1);
    const b = cmp('b', 2);
    const c = cmp('c', 3);
    expect(printPredicate({ type: 'or', operands: [{ type: 'and', operands: [a, b] }, c] })).toBe(
      'a = 1 and b = 2 or c = 3',
    );
    expect(printPredicate({ type: 'and', operands: [{ type: 'or', operands: [a, b] }, c] })).toBe(
      '(a = 1 or b = 2) and c = 3',
    );
    expect(printPredicate({ type: 'and', operands: [a, { type: 'and', operands: [b, c] }] })).toBe(
      'a = 1 and (b = 2 and c = 3)',
    );
    expect(printPredicate({ type: 'or', operands: [a, { type: 'or', operands: [b, c] }] })).toBe(
      'a = 1 or (b = 2 or c = 3)',
    );
  });

  it('round-trips: parse(print(p)) is p for generated trees', () => {
    fc.assert(
      fc.property(anyPredicate, (p) => {
        const printed = printPredicate(p);
        const parsed = parsePredicate(printed);
        expect(parsed.ok ? parsed.value : parsed.error.message).toEqual(p);
      }),
      { numRuns: 500 },
    );
  });
});

describe('plainNumber', () => {
  it('writes numbers without exponents, so the lexer reads them back', () => {
    expect(plainNumber(1e21)).toBe('1000000000000000000000');
    expect(plainNumber(1.5e-7)).toBe('0.00000015');
    expect(plainNumber(-0)).toBe('0');
    expect(plainNumber(12.25)).toBe('12.25');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(Number(plainNumber(n))).toBe(Object.is(n, -0) ? 0 : n);
        expect(plainNumber(n)).toMatch(/^-?\d+(\.\d+)?$/);
      }),
    );
  });
});
