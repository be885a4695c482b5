import { describe, expect, it } from 'vitest';
import { andOf, isOperandList, type Predicate } from './ast';

const p: Predicate = { type: 'is', field: 'key', test: 'defined', negated: false };

describe('ast helpers', () => {
  it('andOf keeps one operand as it is and joins several', () => {
    expect(andOf([p])).toBe(p);
    expect(andOf([p, p])).toEqual({ type: 'and', operands: [p, p] });
  });

  it('isOperandList tells a written list from one variable', () => {
    expect(isOperandList([{ kind: 'number', value: 1 }])).toBe(true);
    expect(isOperandList({ kind: 'variable', name: 'ids' })).toBe(false);
  });
});
