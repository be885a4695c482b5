import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import { err, ok, type DomainError, type Result } from '../../shared';
import {
  applyDiscountCodeActions,
  checkAppliedCode,
  discountNotApplicable,
  discountNotFound,
  restoreDiscountCodesActions,
  type Cart,
} from '../model';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({
  cart: cartSchema,
  code: z.string().trim().min(1),
  isCustomerCode: z.boolean().default(false),
});

/**
 * Input: the current cart, the code typed or chosen, and `isCustomerCode`: true when the cart's current
 * code is one of the customer's own codes, which is then not stashed (default false).
 */
export type ApplyDiscountCodeInput = z.input<typeof inputSchema>;

/** The port's discount errors in this module's vocabulary (see discount-codes.ts). */
function fromPort(error: DomainError, code: string): DomainError {
  if (error.code === 'discount/not-found') return discountNotFound(code);
  if (error.code === 'discount/max-application-reached') return discountNotApplicable('MaxApplicationReached');
  return error;
}

/**
 * Applies a discount code (spec: core-cart-checkout §4 Discount codes; §8): removes the current code,
 * stashes it unless it is a customer code, adds the new one, then checks the new code's state. When it
 * is not found or does not match the cart, a follow-up update removes it and restores the previous code
 * and stash, and the error is returned: 'discount/not-found' (`The discount code ${code} could not be
 * found.`) or 'discount/not-applicable' ('Discount code could not be applied because it is
 * MaxApplicationReached'); details.restoreError holds the code of a failed restore.
 * Retries after reloading on a version conflict, at most 3 attempts. Errors also: 'validation/invalid', the port's.
 */
export class ApplyDiscountCode {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart with the code applied. */
  async execute(input: ApplyDiscountCodeInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, code, isCustomerCode } = parsed.data;
    let before = cart;
    const applied = await updateCartWithRetry(this.carts, cart, (current) => {
      before = current;
      return ok(applyDiscountCodeActions(current, code, { isCustomerCode }));
    });
    if (!applied.ok) return err(fromPort(applied.error, code));
    const check = checkAppliedCode(applied.value, code);
    if (check.ok) return ok(applied.value);
    const restored = await updateCartWithRetry(this.carts, applied.value, (current) =>
      ok(restoreDiscountCodesActions(before, current)),
    );
    if (restored.ok) return err(check.error);
    return err({ ...check.error, details: { ...check.error.details, restoreError: restored.error.code } });
  }
}
