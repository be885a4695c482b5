import fc from 'fast-check';
import {
  parseQuantityInput,
  QUANTITY_INPUT_DEBOUNCE_MS,
  quantityOptions,
  usesQuantityInput,
} from './quantity-selector';

describe('quantityOptions (spec: core-cart-checkout §4 Overlay and quantity selector, §9)', () => {
  it("offers 1 to 9 plus 'more...' (10) by default", () => {
    const options = quantityOptions();
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(options.at(-1)).toEqual({ value: 10, label: 'more...' });
    expect(options[0]).toEqual({ value: 1, label: '1' });
  });

  it('caps the options at the maximum pieces per order', () => {
    expect(quantityOptions(4).map((o) => o.label)).toEqual(['1', '2', '3', '4']);
    expect(quantityOptions(9).map((o) => o.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(quantityOptions(10).at(-1)?.label).toBe('more...');
    expect(quantityOptions(0)).toEqual([]);
  });

  it('never offers more than 10 options nor a number above the maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (max) => {
        const options = quantityOptions(max);
        expect(options.length).toBe(Math.min(max, 9) + (max >= 10 ? 1 : 0));
        for (const option of options) expect(option.value).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('quantity input', () => {
  it('debounces by 500 ms and is used from 10 up', () => {
    expect(QUANTITY_INPUT_DEBOUNCE_MS).toBe(500);
    expect(usesQuantityInput(9)).toBe(false);
    expect(usesQuantityInput(10)).toBe(true);
  });

  it('parses whole numbers within 1..max', () => {
    expect(parseQuantityInput('12')).toEqual({ ok: true, value: 12 });
    expect(parseQuantityInput('4999')).toEqual({ ok: true, value: 4999 });
  });

  it("raises under-threshold below 1 with 'Quantity must be higher than 0'", () => {
    const result = parseQuantityInput('0', 50);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'quantity/under-threshold',
        message: 'Quantity must be higher than 0',
        details: { min: 1, max: 50 },
      },
    });
  });

  it("uses the spec's other quantity messages", () => {
    expect(!parseQuantityInput('51', 50).ok && parseQuantityInput('51', 50)).toMatchObject({
      error: { code: 'quantity/exceeds-maximum', message: 'Quantity cannot exceed 50' },
    });
    expect(parseQuantityInput('ten')).toMatchObject({
      ok: false,
      error: { code: 'quantity/not-a-number', message: 'Quantity must be a number' },
    });
  });
});
