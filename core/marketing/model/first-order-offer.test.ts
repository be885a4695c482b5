import { describe, expect, it } from 'vitest';
import {
  FIRST_ORDER_OFFER,
  firstOrderDiscountCents,
  firstOrderOfferProblems,
  isContiguousUsa,
  qualifiesForFreeGroundShipping,
  type OfferCart,
} from './first-order-offer';

const line = (sku: string, variantName = '1 lb bag', recipientsJson?: string) => ({
  variant: { sku, variantName },
  custom: recipientsJson ? { recipientsJson } : {},
});
const cart = (over: Partial<OfferCart> = {}): OfferCart => ({
  shippingMode: 'Single',
  itemShippingAddresses: [],
  lineItems: [line('1072-01')],
  ...over,
});

describe('the first-order offer (shell-account §9 Offer)', () => {
  it('is 20% off the first order', () => {
    expect(FIRST_ORDER_OFFER.percentOff).toBe(20);
    expect(firstOrderDiscountCents(10_000)).toBe(2000);
    expect(firstOrderDiscountCents(7375)).toBe(1475);
  });

  it('needs at least $59 spent after the discount for free ground shipping', () => {
    expect(qualifiesForFreeGroundShipping(5900)).toBe(true);
    expect(qualifiesForFreeGroundShipping(5899)).toBe(false);
    const subtotal = 7375; // $73.75 - 20% = $59.00
    expect(qualifiesForFreeGroundShipping(subtotal - firstOrderDiscountCents(subtotal))).toBe(true);
    expect(qualifiesForFreeGroundShipping(7300 - firstOrderDiscountCents(7300))).toBe(false);
  });

  it('ships to the contiguous USA only', () => {
    expect(isContiguousUsa({ country: 'US', state: 'NY' })).toBe(true);
    expect(isContiguousUsa({ country: 'US', state: 'DC' })).toBe(true);
    for (const state of ['AK', 'HI', 'PR']) expect(isContiguousUsa({ country: 'US', state })).toBe(false);
    expect(isContiguousUsa({ country: 'CA', state: 'ON' })).toBe(false);
    expect(firstOrderOfferProblems(cart({ shippingAddress: { country: 'US', state: 'HI' } }))).toEqual([
      'not-contiguous-usa',
    ]);
    expect(firstOrderOfferProblems(cart({ shippingAddress: { country: 'US', state: 'NJ' } }))).toEqual([]);
    expect(firstOrderOfferProblems(cart())).toEqual([]);
  });

  it('excludes e-gift certificates, wholesale cases and multiple-address orders', () => {
    expect(firstOrderOfferProblems(cart({ lineItems: [line('GC-50')] }))).toEqual(['e-gift-certificate']);
    expect(firstOrderOfferProblems(cart({ lineItems: [line('9910-01', 'Box', '[{"email":"a@b.co"}]')] }))).toEqual([
      'e-gift-certificate',
    ]);
    const wholesale = line('1072-09', 'Case of 100 individually wrapped 1 oz packs');
    expect(firstOrderOfferProblems(cart({ lineItems: [wholesale] }))).toEqual(['wholesale-case']);
    const two = [
      { country: 'US', state: 'NY' },
      { country: 'US', state: 'CA' },
    ];
    expect(firstOrderOfferProblems(cart({ shippingMode: 'Multiple', itemShippingAddresses: two }))).toEqual([
      'multiple-addresses',
    ]);
  });
});
