import { addressSchema } from './address';

describe('addressSchema (spec: core-cart-checkout §3 Address)', () => {
  const home = {
    name: 'Pat Doe',
    street1: '1 Main St',
    city: 'Newark',
    state: 'NJ',
    postalCode: '07102',
    country: 'US',
  };

  it('accepts a US or CA address with every field optional but the country', () => {
    expect(addressSchema.parse(home)).toEqual(home);
    expect(addressSchema.parse({ country: 'CA' })).toEqual({ country: 'CA' });
    expect(addressSchema.safeParse({ ...home, country: 'MX' }).success).toBe(false);
    expect(addressSchema.safeParse({ name: 'Pat' }).success).toBe(false);
  });

  it('refuses unknown keys, over-long fields and a malformed e-mail', () => {
    expect(addressSchema.safeParse({ ...home, firstName: 'Pat' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, name: 'x'.repeat(201) }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, city: 'x'.repeat(101) }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, postalCode: '0'.repeat(21) }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, phone: '1'.repeat(41) }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, email: 'pat@' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...home, name: 'x'.repeat(200), email: 'pat@example.com' }).success).toBe(true);
  });
});
