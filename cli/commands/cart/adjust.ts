import { Command } from 'commander';
import { z } from 'zod';
import { ADJUSTMENT_NOTE_MAX_LENGTH, ORDER_REASON_LABELS } from '../../../core/checkout';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart } from '../shared/find-cart';
import { cartRef, jsonFlag } from '../shared/schemas';
import { renderUpdatedCart } from './cart-result';

/** A dollar amount as typed ('-5.00', '12', '0.5') in cents; 'remove' removes the adjustment (null). */
const amount = z
  .string()
  .trim()
  .regex(/^(-?\d{1,6}(\.\d{1,2})?|remove)$/, "must be dollars like -5.00 or 12.50, or 'remove'")
  .transform((text) => {
    if (text === 'remove') return null;
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return text.startsWith('-') ? -cents : cents;
  });

const input = z.strictObject({
  amount,
  key: cartRef,
  reason: z.enum(ORDER_REASON_LABELS, `must be one of: ${ORDER_REASON_LABELS.join(', ')}`).optional(),
  note: z.string().max(ADJUSTMENT_NOTE_MAX_LENGTH).optional(),
  json: jsonFlag,
});

/**
 * `nutshell cart adjust <amount> --key <cart key> --reason <label> [--note <text>] [--json]` (spec: core-cart-checkout
 * §6: a payment adjustment with one of the order reason labels): sets or replaces the cart's adjustment through the
 * SetPaymentAdjustment use case the UI's payment step calls; `remove` as the amount takes it away. Amount in dollars,
 * positive or negative, not 0, at most 500.00 and not below minus the merchandise subtotal (exit 2 with the use
 * case's message, e.g. "The adjustment can be at most $500.00."). Exit 3 for an unknown cart.
 */
export function cartAdjustCommand(deps: CliDeps): Command {
  const command = new Command('adjust')
    .description("set (or 'remove') a cart's payment adjustment with an order reason")
    .argument('<amount>', "dollars, e.g. -5.00 (a credit) or 12.50 (a charge), or 'remove'")
    .requiredOption('--key <cartKeyOrId>', 'cart key or cart id')
    .option('--reason <label>', 'an order reason label, e.g. "Damaged Box"')
    .option('--note <text>', 'a note for the order (at most 500 characters)')
    .option('--json', 'print the updated Cart as JSON');
  withExamples(command, [
    'nutshell cart adjust -5.00 --key 4711-cx --reason "Damaged Box" --note "Box crushed"',
    'nutshell cart adjust remove --key 4711-cx',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce, storefront }, { amount: cents, key, reason, note }) =>
      editCart(commerce, key, (cart) =>
        storefront.cx.setPaymentAdjustment.execute(
          cents === null
            ? { action: 'remove', cartId: cart.id }
            : { action: 'set', cartId: cart.id, amountCents: cents, reason: reason ?? '', ...(note ? { note } : {}) },
        ),
      ),
    render: renderUpdatedCart,
  });
}
