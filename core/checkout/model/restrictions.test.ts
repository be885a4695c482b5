import { testCart, testLine } from '../../cart/model/test-cart';
import { linesRestrictedFor } from './restrictions';

describe('linesRestrictedFor (spec: core-cart-checkout §4 restricted countries)', () => {
  const cart = testCart({ lineItems: [testLine('a', { sku: 'CHOC-1' }), testLine('b', { sku: 'NUT-1' })] });
  it('lists the lines whose SKU cannot ship to the country', () => {
    expect(linesRestrictedFor(cart, 'CA', { 'CHOC-1': ['CA'] }).map((l) => l.id)).toEqual(['a']);
  });
  it('is empty for another country or no restrictions', () => {
    expect(linesRestrictedFor(cart, 'US', { 'CHOC-1': ['CA'] })).toEqual([]);
    expect(linesRestrictedFor(cart, 'CA', {})).toEqual([]);
  });
});
