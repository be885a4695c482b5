import { usd } from '../../shared';
import { testCart, testDiscountCode, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { discountCodes, type DiscountCodeFixture } from '../../../test/support/in-memory-commerce/fixtures';
import { ApplyDiscountCode } from './apply-discount-code';

const spring = testDiscountCode('dc-SPRING10', 'SPRING10', 'MatchesCart', 'Spring 10% off');
const cart = testCart({ lineItems: [testLine('a')], discountCodes: [spring] });
const platform = (codes: Record<string, DiscountCodeFixture>, stored = cart) =>
  new InMemoryCommerce({ carts: [stored], ...discountCodes(codes) });

describe('ApplyDiscountCode', () => {
  it('replaces the current code and stashes it', async () => {
    const carts = platform({ SPRING10: 10, NUTS5: 5 });
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: 'NUTS5' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        discountCodes: [{ code: 'NUTS5', state: 'MatchesCart' }],
        discountTotal: usd(50),
        totalPrice: usd(950),
        custom: { stashedDiscountCode: 'SPRING10', stashedDiscountCodeName: 'Spring 10% off' },
      },
    });
  });

  it('does not stash a customer code', async () => {
    const carts = platform({ NUTS5: 5 });
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: 'NUTS5', isCustomerCode: true });
    expect(result.ok && result.value.custom).toEqual({});
  });

  it('undoes a code that reached its maximum and returns the spec message', async () => {
    const carts = platform({ NUTS5: { percent: 5, maxApplicationReached: true }, SPRING10: 10 });
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: 'NUTS5' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'discount/not-applicable',
        message: 'Discount code could not be applied because it is MaxApplicationReached',
        details: { state: 'MaxApplicationReached' },
      },
    });
    expect(carts.updates).toHaveLength(2);
    expect(carts.cart().discountCodes.map((d) => [d.code, d.state])).toEqual([['SPRING10', 'MatchesCart']]);
    expect(carts.cart().custom).toEqual({});
    expect(carts.cart().totalPrice).toEqual(usd(900));
  });

  it('returns not found when the platform does not know the code, leaving the cart unchanged', async () => {
    const carts = platform({});
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: ' NOPE ' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'discount/not-found',
        message: 'The discount code NOPE could not be found.',
        details: { code: 'NOPE' },
      },
    });
    expect(carts.cart()).toBe(cart);
  });

  it('retries after a version conflict, computing from the reloaded cart', async () => {
    const carts = platform({ NUTS5: 5 }, testCart({ lineItems: [testLine('a')] }));
    carts.interleave((c) => ({ ...c, discountCodes: [testDiscountCode('dc-X', 'X', 'MatchesCart')] }));
    const result = await new ApplyDiscountCode(carts).execute({ cart: carts.cart(), code: 'NUTS5' });
    expect(result).toMatchObject({ ok: true, value: { version: 3, custom: { stashedDiscountCode: 'X' } } });
    expect(carts.updates[1]?.actions[0]).toEqual({ action: 'removeDiscountCode', discountCodeId: 'dc-X' });
  });

  it('rejects an empty code', async () => {
    const result = await new ApplyDiscountCode(platform({})).execute({ cart, code: '  ' });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation/invalid' } });
  });
});
