import { describe, expect, it } from 'vitest';
import { ctErrorCode } from '../errors';
import { alternatives, invalidValue, missingVariable, queryError, unknownField, unsupportedOperator } from './errors';

describe('query errors', () => {
  it('are validation/invalid, which the server answers as commercetools InvalidInput', () => {
    const e = unknownField('where', 'foo');
    expect(e).toEqual({
      code: 'validation/invalid',
      message: "Malformed parameter: where: The field 'foo' does not exist.",
      details: { parameter: 'where', reason: 'unknown-field', field: 'foo' },
    });
    expect(ctErrorCode(e.code)).toBe('InvalidInput');
  });

  it('word the other failures in the same shape', () => {
    expect(queryError('sort', 'invalid-sort', 'x.').message).toBe('Malformed parameter: sort: x.');
    expect(invalidValue('version', '"1"', 'a number').message).toBe(
      `Malformed parameter: where: The value "1" is not valid for the field 'version': expected a number.`,
    );
    expect(unsupportedOperator('key', 'contains any').message).toBe(
      "Malformed parameter: where: The field 'key' does not support the operator 'contains any'.",
    );
    expect(missingVariable('ids').message).toBe(
      "Malformed parameter: where: Missing value for the input variable ':ids' (query parameter 'var.ids').",
    );
  });

  it('join alternatives as the parser does', () => {
    expect(alternatives([])).toBe('');
    expect(alternatives(['a'])).toBe('a');
    expect(alternatives(['a', 'b', 'c'])).toBe('a, b or c');
  });
});
