import { testVariant } from '../test-product';
import { canAddToCart, defaultVariant, isHiddenVariant, offeredVariants } from './offered-variants';

// spec: catalogue-gifting §5 Hidden variants; §4 add to cart disabled when backordered.

describe('offeredVariants (§5)', () => {
  it("hides 'Mini Boxes' and inactive variants", () => {
    const vs = [
      testVariant('a'),
      testVariant('b', { variantName: 'Mini Boxes' }),
      testVariant('c', { variantName: ' mini boxes ' }),
      testVariant('d', { active: false }),
    ];
    expect(offeredVariants(vs).map((v) => v.sku)).toEqual(['a']);
    expect(isHiddenVariant({ active: true, variantName: 'Mini Boxes' })).toBe(true);
  });
  it("offers a bulk wholesale variant only when its name contains 'individually wrapped'", () => {
    const vs = [
      testVariant('retail'),
      testVariant('wrapped', { bulk: true, wholesale: true, variantName: '25 lb case, Individually Wrapped' }),
      testVariant('loose', { bulk: true, wholesale: true, variantName: '25 lb case' }),
      testVariant('ws', { bulk: false, wholesale: true, variantName: 'individually wrapped' }),
    ];
    expect(offeredVariants(vs).map((v) => v.sku)).toEqual(['retail', 'wrapped']);
  });
  it('selects the first variant in stock, else the first', () => {
    expect(defaultVariant([testVariant('a', { backordered: true }), testVariant('b')])?.sku).toBe('b');
    expect(defaultVariant([testVariant('a', { backordered: true })])?.sku).toBe('a');
    expect(defaultVariant([])).toBeUndefined();
  });
  it('disables add to cart for a backordered variant (§4)', () => {
    expect(canAddToCart({ backordered: true })).toBe(false);
    expect(canAddToCart({ backordered: false })).toBe(true);
    expect(canAddToCart(undefined)).toBe(false);
  });
  it('disables add to cart with none on hand, and selects a variant that has stock first', () => {
    const none = { isOnStock: false, availableQuantity: 0 };
    expect(canAddToCart({ backordered: false, availability: none })).toBe(false);
    expect(canAddToCart({ backordered: false, availability: { isOnStock: true, availableQuantity: 1 } })).toBe(true);
    expect(defaultVariant([testVariant('a', { availability: none }), testVariant('b')])?.sku).toBe('b');
  });
});
