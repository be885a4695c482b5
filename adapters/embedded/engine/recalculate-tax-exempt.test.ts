import { usd } from '../../../core/shared';
import { testCart, testLine } from '../../../core/cart/model/test-cart';
import { recalculate, type DiscountCatalog } from './recalculate';

const catalog: DiscountCatalog = { cartDiscounts: new Map(), codesById: new Map() };
const nj = { country: 'US' as const, state: 'NJ', postalCode: '07016' };
const cart = (address = nj) => testCart({ lineItems: [testLine('a', { unitCents: 1999 })], shippingAddress: address });

describe('recalculate: a reseller’s tax exemption (shell-account §2 Reseller Certifications)', () => {
  it('taxes an exempt state at 0 and names it in the cart’s taxExemptStates', () => {
    const priced = recalculate(cart(), catalog, ['CA', 'NJ']);
    expect(priced.taxedPrice).toEqual({
      totalNet: usd(1999),
      totalGross: usd(1999),
      totalTax: usd(0),
      taxPortions: [],
    });
    expect(priced.custom.taxExemptStates).toBe('NJ');
  });

  it('taxes a state without a certificate as before and drops an earlier exemption', () => {
    const before = { ...cart({ ...nj, state: 'NY', postalCode: '10001' }), custom: { taxExemptStates: 'NJ' } };
    const priced = recalculate(before, catalog, ['NJ']);
    expect(priced.taxedPrice?.totalTax).toEqual(usd(177)); // 1999 × 8.875% = 177.4
    expect(priced.custom.taxExemptStates).toBeUndefined();
    expect(recalculate(cart(), catalog).taxedPrice?.totalTax).toEqual(usd(132));
  });
});
