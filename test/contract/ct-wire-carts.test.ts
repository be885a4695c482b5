import { describe, expect, it, test } from 'vitest';
import type { Cart, Price } from '../../core/cart';
import { testCart } from '../../core/cart/model/test-cart';
import { usd } from '../../core/shared';
import { ctCart } from '../../adapters/embedded/server/ct/encode';
import type { WireDirectory } from '../../adapters/embedded/server/ct/encode-values';
import { ctCartSchema } from '../../adapters/commercetools/ct-schemas';
import * as from from '../../adapters/commercetools/from-ct';
import { CART_EXPAND } from '../../adapters/commercetools/http-commerce';
import { wire, directory, fullLookup, EXPANDED_ONLY } from './ct-wire-support';
import {
  engineLine,
  tieredDefault,
  tieredLine,
  discountCodes,
  FULL_CART,
  SINGLE_CART,
  CARTS,
  RESOLUTIONS,
} from './ct-wire-cart-fixtures';

/** Part 2 of the commercetools wire mapping (see ct-wire-support.ts): carts, ctCart → JSON → ctCartSchema → from.cart. */

function cartRoundTrip(cart: Cart, dir: WireDirectory, lookup: from.CtLookup): Cart {
  return from.cart(ctCartSchema.parse(wire(ctCart(cart, dir))), lookup);
}

describe('carts: ctCart → JSON → ctCartSchema → from.cart', () => {
  it('the full cart is internally consistent as the engine computes it', () => {
    expect(FULL_CART.lineItems.map((l) => l.unitPrice.cents)).toEqual([1379, 934, 1234]);
    expect(FULL_CART.lineItems.map((l) => l.totalPrice.cents)).toEqual([1379 * 6 - 600, 934 * 2, 1234 * 3 - 370]);
    expect(FULL_CART.discountTotal).toEqual(usd(970));
    expect(FULL_CART.totalPrice).toEqual(usd(7674 + 1868 + 3332 + 599 - 500 + 1295 + 2495));
    expect(FULL_CART.taxedPrice?.totalTax).toEqual(usd(Math.round(16763 * 0.06625)));
  });

  describe.each(RESOLUTIONS)('references $label', ({ dir, lookup }) => {
    test.each(CARTS)('$label deep-equals the domain cart', ({ cart }) => {
      expect(cartRoundTrip(cart, dir, lookup(cart))).toEqual(cart);
    });
  });

  describe('asymmetries', () => {
    it('the line price on the wire carries the applied tier value; the decoder restores the variant price by id', () => {
      const ct = ctCartSchema.parse(wire(ctCart(FULL_CART, directory())));
      expect(ct.lineItems[0]!.price.value.centAmount).toBe(1379);
      expect(ct.lineItems[0]!.variant.prices!.find((p) => p.id === tieredDefault.id)!.value.centAmount).toBe(1479);
      expect(cartRoundTrip(FULL_CART, directory(), fullLookup(discountCodes)).lineItems[0]!.price).toEqual(
        tieredDefault,
      );
    });

    it('a line price that is not among its variant prices comes back with value = the applied tier', () => {
      const orphan = engineLine('line-x', {
        ...tieredLine,
        variant: { ...tieredLine.variant, prices: [] },
        price: tieredDefault,
        quantity: 6,
      });
      const back = cartRoundTrip(testCart({ lineItems: [orphan] }), directory(), fullLookup());
      expect(back.lineItems[0]!.price).toEqual({ ...tieredDefault, value: usd(1379) });
      expect(back.lineItems[0]!.unitPrice).toEqual(orphan.unitPrice);
    });

    it('a discount code without name or description comes back with name = code and description = "" (expanded or looked up)', () => {
      const bare = testCart({
        discountCodes: [{ id: 'dc-x', code: 'BARE', state: 'MatchesCart', cartDiscountIds: [] }],
      });
      const expected = [
        { id: 'dc-x', code: 'BARE', name: 'BARE', description: '', state: 'MatchesCart', cartDiscountIds: [] },
      ];
      expect(cartRoundTrip(bare, directory(CART_EXPAND), EXPANDED_ONLY).discountCodes).toEqual(expected);
      expect(cartRoundTrip(bare, directory(), fullLookup(bare.discountCodes)).discountCodes).toEqual(expected);
    });

    it('an unexpanded discount code the lookup does not know comes back as its id, no cart discounts', () => {
      expect(cartRoundTrip(FULL_CART, directory(), fullLookup()).discountCodes).toEqual(
        discountCodes.map((d) => ({ id: d.id, code: d.id, state: d.state, cartDiscountIds: [] })),
      );
    });

    it('a product discount without discountId travels under its name as id and comes back with discountId = discountName', () => {
      const price: Price = {
        id: 'p-sale',
        value: usd(1299),
        tiers: [],
        discounted: { value: usd(999), discountName: 'Sale' },
      };
      const line = engineLine('line-s', {
        ...tieredLine,
        variant: { ...tieredLine.variant, prices: [price] },
        price,
        quantity: 1,
        cartDiscountCents: 0,
      });
      const back = cartRoundTrip(testCart({ lineItems: [line] }), directory(), {
        ...fullLookup(),
        productDiscountName: (id) => (id === 'Sale' ? 'Sale' : undefined),
      });
      expect(back.lineItems[0]!.price.discounted).toEqual({
        value: usd(999),
        discountId: 'Sale',
        discountName: 'Sale',
      });
    });

    it('a product discount the server cannot expand (not a demo discount) and the lookup does not know is named "Product discount"', () => {
      const price: Price = {
        id: 'p-x',
        value: usd(1299),
        tiers: [],
        discounted: { value: usd(999), discountId: 'pd-unknown', discountName: 'Flash sale' },
      };
      const line = engineLine('line-u', {
        ...tieredLine,
        variant: { ...tieredLine.variant, prices: [price] },
        price,
        quantity: 1,
        cartDiscountCents: 0,
      });
      const back = cartRoundTrip(testCart({ lineItems: [line] }), directory(CART_EXPAND), EXPANDED_ONLY);
      expect(back.lineItems[0]!.price.discounted).toEqual({
        value: usd(999),
        discountId: 'pd-unknown',
        discountName: 'Product discount',
      });
    });

    it('Single mode drops `shipping` entries; Multiple mode drops `shippingInfo` (commercetools has one or the other)', () => {
      const single = {
        ...SINGLE_CART,
        shipping: [{ shippingKey: 'shipment-1', shippingMethodName: 'X', price: usd(1) }],
      };
      expect(cartRoundTrip(single, directory(), fullLookup()).shipping).toEqual([]);
      const multiple = { ...FULL_CART, shippingInfo: { shippingMethodName: 'X', price: usd(1) } };
      expect(cartRoundTrip(multiple, directory(), fullLookup(discountCodes)).shippingInfo).toBeUndefined();
    });

    it('discountTotal, totalPriceBeforeCartLevelDiscount and maxQuantity are recomputed by the decoder, not carried', () => {
      const skewed: Cart = { ...FULL_CART, discountTotal: usd(1), maxQuantity: 10 };
      const back = cartRoundTrip(skewed, directory(), fullLookup(discountCodes));
      expect(back.discountTotal).toEqual(usd(970));
      expect(back.maxQuantity).toBe(4999);
    });
  });
});
