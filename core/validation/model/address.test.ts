import { validateShippingAddress } from './address';

const physical = { needsEmail: false, needsStreet: true };
const home = {
  name: 'Jane Doe',
  street1: '125 Moen Street',
  city: 'Cranford',
  state: 'new jersey',
  postalCode: '070161234',
  country: 'US',
};

function fieldsOf(result: ReturnType<typeof validateShippingAddress>) {
  if (result.ok) throw new Error('expected a failure');
  expect(result.error.code).toBe('validation/invalid-address');
  return result.error.details?.fields;
}

describe('validateShippingAddress (spec: core-cart-checkout §5; catalogue-gifting §5 Address forms)', () => {
  it('converts the state name to its code and normalises the ZIP', () => {
    const result = validateShippingAddress(home, physical);
    expect(result).toEqual({ ok: true, value: { ...home, state: 'NJ', postalCode: '07016-1234' } });
  });

  it('upper-cases and spaces a Canadian postal code and takes a province name', () => {
    const result = validateShippingAddress(
      {
        name: 'Luc Roy',
        street1: '1 Rue Sainte-Catherine',
        city: 'Montréal',
        state: 'Québec',
        postalCode: 'h2x1y4',
        country: 'ca',
      },
      physical,
    );
    expect(result.ok && result.value).toMatchObject({ country: 'CA', state: 'QC', postalCode: 'H2X 1Y4' });
  });

  it('requires name, street, city, state and ZIP for a physical shipment', () => {
    const result = validateShippingAddress({ country: 'US', street1: '  ' }, physical);
    expect(fieldsOf(result)).toEqual({
      name: 'Please enter your full name',
      street1: 'Please enter a value',
      city: 'Please enter a value',
      state: 'Please enter a value',
      postalCode: 'Please enter a value',
    });
    expect(!result.ok && result.error.message).toBe('Please enter your full name');
  });

  it('uses the country-specific ZIP/postal code and state/province messages', () => {
    expect(fieldsOf(validateShippingAddress({ ...home, state: 'Ontario', postalCode: '0701' }, physical))).toEqual({
      state: 'Please enter a valid state',
      postalCode: 'Please enter a valid ZIP code',
    });
    expect(
      fieldsOf(validateShippingAddress({ ...home, country: 'CA', state: 'NJ', postalCode: '07016' }, physical)),
    ).toEqual({
      state: 'Please enter a valid province',
      postalCode: 'Please enter a valid postal code',
    });
  });

  it('requires and checks the e-mail when the shipment needs one', () => {
    const needsEmail = { needsEmail: true, needsStreet: false };
    expect(fieldsOf(validateShippingAddress({ name: 'Jane' }, needsEmail))).toEqual({
      email: 'Please enter your email address',
    });
    expect(fieldsOf(validateShippingAddress({ name: 'Jane', email: 'jane@' }, needsEmail))).toEqual({
      email: 'Please enter a valid email address',
    });
    const ok = validateShippingAddress({ name: 'Jane', email: ' jane@example.com ' }, needsEmail);
    expect(ok).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'Jane', email: 'jane@example.com', country: 'US' }),
    });
  });

  it('does not require a street when the shipment needs none', () => {
    expect(validateShippingAddress({ name: 'Jane' }, { needsEmail: false, needsStreet: false }).ok).toBe(true);
  });

  it('accepts only US and CA', () => {
    expect(fieldsOf(validateShippingAddress({ ...home, country: 'MX' }, physical))).toEqual({
      country: 'Please choose United States or Canada',
    });
    expect(validateShippingAddress({ ...home, country: 'USA' }, physical).ok).toBe(true);
  });

  it('allows only digits, parentheses, plus, dash and space in a phone number', () => {
    expect(validateShippingAddress({ ...home, phone: '+1 (908) 555-0100' }, physical).ok).toBe(true);
    expect(fieldsOf(validateShippingAddress({ ...home, phone: '908.555.0100' }, physical))).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('reports wrongly typed fields and non-objects', () => {
    expect(fieldsOf(validateShippingAddress({ ...home, postalCode: 7016 }, physical))).toEqual({
      postalCode: 'Please enter a value',
    });
    expect(fieldsOf(validateShippingAddress('nope', physical))).toEqual({ address: 'Please enter a value' });
  });
});
