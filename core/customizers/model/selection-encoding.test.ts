import fc from 'fast-check';
import {
  BASE60_ALPHABET,
  EMPTY_SLOT,
  MAX_PRODUCT_NUMBER,
  decodeSelection,
  encodeProductNumber,
  encodeSelection,
  productNumberOf,
  validateSelection,
  type Slot,
} from './selection-encoding';

const refusal = (message: string) => ({ ok: false, error: { code: 'customizer/invalid-selection', message } });

describe('customizer selection encoding (catalogue-gifting §3 Customizer selection encoding)', () => {
  it('has 60 distinct symbols and 000 for an empty slot', () => {
    expect(BASE60_ALPHABET).toHaveLength(60);
    expect(new Set(BASE60_ALPHABET).size).toBe(60);
    expect(EMPTY_SLOT).toBe('000');
    expect(MAX_PRODUCT_NUMBER).toBe(215999);
  });

  it('reads the product number of a SKU: the digits before the first dash', () => {
    expect(productNumberOf('1007-03')).toBe(1007);
    expect(productNumberOf('9905-25')).toBe(9905);
    expect(productNumberOf('1007')).toBe(1007);
    expect(productNumberOf('ALM-1LB')).toBeUndefined();
    expect(productNumberOf('0-01')).toBeUndefined();
    expect(productNumberOf('9901-05')).toBe(9901);
    expect(productNumberOf('GC-25')).toBeUndefined();
    expect(productNumberOf('215999-01')).toBe(215999);
    expect(productNumberOf('216000-01')).toBeUndefined();
    expect(productNumberOf('')).toBeUndefined();
  });

  it('encodes a product number in 3 base-60 characters, most significant first', () => {
    expect(encodeProductNumber(1)).toBe('001');
    expect(encodeProductNumber(59)).toBe('00X');
    expect(encodeProductNumber(60)).toBe('010');
    expect(encodeProductNumber(1007)).toBe('0gL');
    expect(encodeProductNumber(3600)).toBe('100');
    expect(encodeProductNumber(9905)).toBe('2J5');
    expect(encodeProductNumber(215999)).toBe('XXX');
  });

  it('refuses a product number outside 1..215999 with a RangeError', () => {
    expect(() => encodeProductNumber(0)).toThrow(RangeError);
    expect(() => encodeProductNumber(216000)).toThrow('A product number must be a whole number from 1 to 215999');
    expect(() => encodeProductNumber(1.5)).toThrow(RangeError);
  });

  it('encodes a mix as 3 characters and the parts digit per ingredient', () => {
    const slots = [
      { productNumber: 1007, parts: 3 },
      { productNumber: 9905, parts: 1 },
    ];
    expect(encodeSelection('mix', slots)).toBe('0gL32J51');
    expect(decodeSelection('mix', '0gL32J51')).toEqual({ ok: true, value: slots });
  });

  it("encodes a box or tray as 3 characters per slot, '000' for an empty one", () => {
    const slots = [{ productNumber: 1007 }, null, { productNumber: 1 }, null, { productNumber: 215999 }];
    expect(encodeSelection('tray', slots)).toBe('0gL000001000XXX');
    expect(decodeSelection('tray', '0gL000001000XXX')).toEqual({ ok: true, value: slots });
    expect(encodeSelection('box', [{ productNumber: 1007 }, null])).toBe('0gL000');
  });

  it('refuses to encode slots that make no selection', () => {
    expect(() => encodeSelection('mix', [null])).toThrow('A mix has no empty slots (slot 1 is empty).');
    expect(() => encodeSelection('mix', [{ productNumber: 1007 }])).toThrow('Slot 1: parts must be 1 to 9, not none.');
    expect(() => encodeSelection('box', [{ productNumber: 1007, parts: 2 }])).toThrow('Slot 1: only a mix has parts.');
    expect(validateSelection('tray', Array(6).fill(null))).toEqual(refusal('A tray has 1 to 5 sections, not 6.'));
  });

  it('refuses a length that is not a whole number of slots', () => {
    expect(decodeSelection('mix', '0gL')).toEqual(
      refusal('A mix selection is a multiple of 4 characters long, not 3.'),
    );
    expect(decodeSelection('box', '0gL0')).toEqual(
      refusal('A box selection is a multiple of 3 characters long, not 4.'),
    );
  });

  it('refuses unknown symbols, naming their position', () => {
    expect(decodeSelection('tray', '0gL0Y1')).toEqual(refusal("Unknown symbol 'Y' at position 5."));
    expect(decodeSelection('mix', '0gL3-gL1')).toEqual(refusal("Unknown symbol '-' at position 5."));
  });

  it('refuses parts outside 1..9 and an empty slot in a mix', () => {
    expect(decodeSelection('mix', '0gL0')).toEqual(refusal("Slot 1: parts must be 1 to 9, not '0'."));
    expect(decodeSelection('mix', '0gL3001a')).toEqual(refusal("Slot 2: parts must be 1 to 9, not 'a'."));
    expect(decodeSelection('mix', '0gL30001')).toEqual(refusal("A mix has no empty slots (slot 2 is '000')."));
  });

  it('refuses a mix of 0 or more than 10 selections, a box of more than 6, a tray of more than 5 sections', () => {
    expect(decodeSelection('mix', '')).toEqual(refusal('A mix holds 1 to 10 ingredients, not 0.'));
    expect(decodeSelection('mix', '0gL1'.repeat(11))).toEqual(refusal('A mix holds 1 to 10 ingredients, not 11.'));
    expect(decodeSelection('mix', '0gL1'.repeat(10)).ok).toBe(true);
    expect(decodeSelection('box', '0gL'.repeat(7))).toEqual(refusal('A box holds 1 to 6 selections, not 7.'));
    expect(decodeSelection('tray', '000'.repeat(6))).toEqual(refusal('A tray has 1 to 5 sections, not 6.'));
    expect(decodeSelection('tray', '000'.repeat(5))).toEqual({ ok: true, value: [null, null, null, null, null] });
  });

  describe('properties (fixed seed)', () => {
    const productNumber = fc.integer({ min: 1, max: 215999 });
    const mix = fc.array(fc.record({ productNumber, parts: fc.integer({ min: 1, max: 9 }) }), {
      minLength: 1,
      maxLength: 10,
    });
    const boxOrTray = (max: number) =>
      fc.array(fc.option(fc.record({ productNumber }), { nil: null }), { minLength: 1, maxLength: max });

    it('decodes every valid mix, box and tray back to its slots', () => {
      const roundTrip = (kind: 'mix' | 'box' | 'tray', slots: readonly (Slot | null)[]) => {
        const encoded = encodeSelection(kind, slots);
        expect(encoded).toHaveLength(slots.length * (kind === 'mix' ? 4 : 3));
        expect(decodeSelection(kind, encoded)).toEqual({ ok: true, value: slots });
      };
      fc.assert(
        fc.property(mix, (slots) => roundTrip('mix', slots)),
        { seed: 17, numRuns: 300 },
      );
      fc.assert(
        fc.property(boxOrTray(6), (slots) => roundTrip('box', slots)),
        { seed: 17, numRuns: 300 },
      );
      fc.assert(
        fc.property(boxOrTray(5), (slots) => roundTrip('tray', slots)),
        { seed: 17, numRuns: 300 },
      );
    });

    it('never throws on any string, and answers only customizer/invalid-selection', () => {
      fc.assert(
        fc.property(fc.constantFrom('mix', 'box', 'tray' as const), fc.string({ maxLength: 44 }), (kind, text) => {
          const decoded = decodeSelection(kind, text);
          if (!decoded.ok) expect(decoded.error.code).toBe('customizer/invalid-selection');
          else expect(encodeSelection(kind, decoded.value)).toBe(text);
        }),
        { seed: 17, numRuns: 500 },
      );
    });
  });
});
