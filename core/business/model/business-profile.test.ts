import { describe, expect, it } from 'vitest';
import { validateBusinessFields, validatePhone } from './business-profile';

const FORM = {
  companyName: '  Ada Coffee LLC ',
  industry: 'Restaurant / Cafe',
  taxId: '12-3456789',
  phone: '(201) 555-0123',
  address: { street1: '1 Main St', city: 'Hoboken', state: 'new jersey', postalCode: '07030' },
  teamSize: '11-50',
};

describe('validateBusinessFields (core-cart-checkout §6 Business; §5 address rules; shell-account §5)', () => {
  it('accepts a full form: trimmed name, phone as 10 digits, address normalised with the company as its name', () => {
    const r = validateBusinessFields(FORM);
    expect(r).toEqual({
      ok: true,
      value: {
        companyName: 'Ada Coffee LLC',
        industry: 'Restaurant / Cafe',
        taxId: '12-3456789',
        phone: '2015550123',
        address: {
          name: 'Ada Coffee LLC',
          company: 'Ada Coffee LLC',
          street1: '1 Main St',
          city: 'Hoboken',
          state: 'NJ',
          postalCode: '07030',
          country: 'US',
        },
        teamSize: '11-50',
      },
    });
  });

  it('the tax id is optional: blank or absent gives none', () => {
    for (const taxId of ['', '   ', undefined, null]) {
      const r = validateBusinessFields({ ...FORM, taxId });
      expect(r.ok && r.value.taxId).toBeUndefined();
    }
  });

  it('names every invalid field with its message, the first as the message', () => {
    const r = validateBusinessFields({
      companyName: ' ',
      industry: 'Mining',
      taxId: '123456789',
      phone: '',
      address: { street1: '', city: 'Hoboken', state: 'ZZ', postalCode: '0703' },
      teamSize: '12',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('validation/invalid');
    expect(r.error.message).toBe('Please enter a value');
    expect(r.error.details?.fields).toEqual({
      companyName: 'Please enter a value',
      industry: 'Please choose an industry',
      taxId: 'Please enter a valid tax ID (NN-NNNNNNN)',
      phone: 'Please enter your phone number',
      'address.name': 'Please enter your full name',
      'address.street1': 'Please enter a value',
      'address.state': 'Please enter a valid state',
      'address.postalCode': 'Please enter a valid ZIP code',
      teamSize: 'Please choose a team size',
    });
  });

  it('a bad tax id alone fails the form', () => {
    const r = validateBusinessFields({ ...FORM, taxId: '12-345678' });
    expect(r.ok ? undefined : r.error.details?.fields).toEqual({ taxId: 'Please enter a valid tax ID (NN-NNNNNNN)' });
  });

  it('a missing form or wrong types are a 400-style failure, never an exception', () => {
    expect(validateBusinessFields(undefined).ok).toBe(false);
    expect(validateBusinessFields({ companyName: 42 }).ok).toBe(false);
    expect(validateBusinessFields('text').ok).toBe(false);
  });
});

describe('validatePhone (shell-account §5: only digits, parentheses, plus, dash and space; 10 digits)', () => {
  it.each([
    ['2015550123', '2015550123'],
    ['(201) 555-0123', '2015550123'],
    ['+1 201-555-0123', '2015550123'],
  ])('%s is %s', (input, digits) => expect(validatePhone(input)).toEqual({ ok: true, value: digits }));

  it.each([
    ['', 'Please enter your phone number'],
    ['201-555-012', 'Phone number must be at least 10 characters'],
    ['201.555.0123', 'Please enter a valid phone number'],
    ['201555012345', 'Please enter a valid phone number'],
    ['call me', 'Please enter a valid phone number'],
  ])('%j: %s', (input, message) => {
    const r = validatePhone(input);
    expect(r.ok ? undefined : r.error.message).toBe(message);
  });
});
