import { describe, expect, it } from 'vitest';
import { toDomainError } from './ct-errors';

/** A commercetools error body whose first error has `error`'s fields. */
function body(error: Record<string, unknown>) {
  return { statusCode: 400, message: 'refused', errors: [{ message: 'refused', ...error }] };
}

describe('toDomainError', () => {
  it("keeps the local server's nutshellCode when it is a known code", () => {
    const answer = { status: 400, body: body({ code: 'InvalidOperation', nutshellCode: 'cart/unknown-shipment' }) };
    expect(toDomainError(answer)).toEqual({ code: 'cart/unknown-shipment', message: 'refused' });
  });

  it('reads an unknown nutshellCode as absent and maps the commercetools code instead', () => {
    const invalid = { status: 400, body: body({ code: 'InvalidInput', nutshellCode: 'input/invalid' }) };
    expect(toDomainError(invalid)).toEqual({ code: 'validation/invalid', message: 'refused' });
    const other = { status: 400, body: body({ code: 'InvalidOperation', nutshellCode: 'cart/on-fire' }) };
    expect(toDomainError(other)).toEqual({ code: 'cart/invalid-action', message: 'refused' });
  });

  it('answers 409 as a version conflict with the current version', () => {
    const answer = { status: 409, body: body({ code: 'ConcurrentModification', currentVersion: 7 }) };
    const expected = { code: 'cart/version-conflict', message: 'refused', details: { currentVersion: 7 } };
    expect(toDomainError(answer)).toEqual(expected);
  });
});
