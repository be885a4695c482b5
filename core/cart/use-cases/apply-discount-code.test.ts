import { testCart, testDiscountCode, testLine } from '../model/test-cart';
import { ApplyDiscountCode } from './apply-discount-code';
import { FakeCartEditor } from './fake-cart-editor';

const cart = testCart({ lineItems: [testLine('a')], discountCodes: [testDiscountCode('dc-SPRING10', 'SPRING10', 'MatchesCart', 'Spring 10% off')] });

describe('ApplyDiscountCode', () => {
  it('replaces the current code and stashes it', async () => {
    const carts = new FakeCartEditor(cart, { NUTS5: 'MatchesCart' });
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: 'NUTS5' });
    expect(result).toMatchObject({
      ok: true,
      value: { discountCodes: [{ code: 'NUTS5', state: 'MatchesCart' }], custom: { stashedDiscountCode: 'SPRING10', stashedDiscountCodeName: 'Spring 10% off' } },
    });
  });

  it('does not stash a customer code', async () => {
    const carts = new FakeCartEditor(cart, { NUTS5: 'MatchesCart' });
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: 'NUTS5', isCustomerCode: true });
    expect(result.ok && result.value.custom).toEqual({});
  });

  it('undoes a code that reached its maximum and returns the spec message', async () => {
    const carts = new FakeCartEditor(cart, { NUTS5: 'MaxApplicationReached', SPRING10: 'MatchesCart' });
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: 'NUTS5' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'discount/not-applicable', message: 'Discount code could not be applied because it is MaxApplicationReached', details: { state: 'MaxApplicationReached' } },
    });
    expect(carts.updates).toHaveLength(2);
    expect(carts.cart.discountCodes.map((d) => [d.code, d.state])).toEqual([['SPRING10', 'MatchesCart']]);
    expect(carts.cart.custom).toEqual({});
  });

  it('returns not found when the platform does not know the code, leaving the cart unchanged', async () => {
    const carts = new FakeCartEditor(cart, {});
    const result = await new ApplyDiscountCode(carts).execute({ cart, code: ' NOPE ' });
    expect(result).toEqual({ ok: false, error: { code: 'discount/not-found', message: 'The discount code NOPE could not be found.', details: { code: 'NOPE' } } });
    expect(carts.cart).toBe(cart);
  });

  it('retries after a version conflict, computing from the reloaded cart', async () => {
    const carts = new FakeCartEditor(testCart({ lineItems: [testLine('a')] }), { NUTS5: 'MatchesCart' });
    carts.conflictOnce((c) => ({ ...c, discountCodes: [testDiscountCode('dc-X', 'X', 'MatchesCart')] }));
    const result = await new ApplyDiscountCode(carts).execute({ cart: carts.cart, code: 'NUTS5' });
    expect(result).toMatchObject({ ok: true, value: { version: 3, custom: { stashedDiscountCode: 'X' } } });
    expect(carts.updates[1]?.actions[0]).toEqual({ action: 'removeDiscountCode', discountCodeId: 'dc-X' });
  });

  it('rejects an empty code', async () => {
    const blank = await new ApplyDiscountCode(new FakeCartEditor(cart)).execute({ cart, code: '  ' });
    expect(blank).toMatchObject({ ok: false, error: { code: 'validation/invalid' } });
  });
});
