import { z } from 'zod';
import type { Cart } from '../model';
import { domainError, err, type Result } from '../../shared';

/**
 * zod pieces shared by the cart use cases' inputs (DESIGN §3.6 "zod at every edge").
 * Invalid input is the Result error 'validation/invalid' with the zod issues in details.issues.
 */

function isCartShaped(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.id === 'string' &&
    Number.isSafeInteger(c.version) &&
    (c.shippingMode === 'Single' || c.shippingMode === 'Multiple') &&
    ['lineItems', 'customLineItems', 'discountCodes', 'itemShippingAddresses', 'shipping'].every((k) =>
      Array.isArray(c[k]),
    )
  );
}

/**
 * The current cart as a use case receives it: the caller's loaded Cart (from a port, already parsed
 * at that border), checked here for its shape only (id, integer version, shippingMode and the arrays).
 */
export const cartSchema = z.custom<Cart>(isCartShaped, { message: 'Expected the current cart' });

/** The 'validation/invalid' error for a failed parse: message is zod's readable summary. */
export function invalidInput(error: z.ZodError): Result<never> {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return err(domainError('validation/invalid', z.prettifyError(error), { issues }));
}
