import fc from 'fast-check';
import { DEFAULT_MAX_PIECES_PER_ORDER, validateQuantity } from './quantity';

const failure = (code: string, message: string, min = 1, max = 4999) => ({
  ok: false,
  error: { code, message, details: { min, max } },
});

describe('validateQuantity (spec: core-cart-checkout §5 Quantity)', () => {
  it('defaults to 1..4999', () => {
    expect(DEFAULT_MAX_PIECES_PER_ORDER).toBe(4999);
    expect(validateQuantity(1)).toEqual({ ok: true, value: 1 });
    expect(validateQuantity('4999')).toEqual({ ok: true, value: 4999 });
  });

  it("says 'Quantity cannot exceed 4999' above the maximum", () => {
    expect(validateQuantity(5000)).toEqual(failure('quantity/exceeds-maximum', 'Quantity cannot exceed 4999'));
    expect(validateQuantity('13', { max: 12 })).toEqual(
      failure('quantity/exceeds-maximum', 'Quantity cannot exceed 12', 1, 12),
    );
  });

  it("says 'Quantity must be higher than 0' below the minimum of 1", () => {
    expect(validateQuantity(0)).toEqual(failure('quantity/under-threshold', 'Quantity must be higher than 0'));
    expect(validateQuantity('-3')).toEqual(failure('quantity/under-threshold', 'Quantity must be higher than 0'));
  });

  it("says 'Quantity must be a number' for anything but a whole number", () => {
    for (const input of ['', '  ', 'abc', '2.5', '1e3', '3 bags', Number.NaN, Number.POSITIVE_INFINITY, 2.5]) {
      expect(validateQuantity(input)).toEqual(failure('quantity/not-a-number', 'Quantity must be a number'));
    }
  });

  it('trims text and accepts a leading plus', () => {
    expect(validateQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(validateQuantity('+3')).toEqual({ ok: true, value: 3 });
  });

  it('accepts exactly the integers within bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 1, max: 5000 }), (quantity, max) => {
        const result = validateQuantity(String(quantity), { max });
        expect(result.ok).toBe(quantity >= 1 && quantity <= max);
      }),
    );
  });
});
