import { Command } from 'commander';
import { z } from 'zod';
import { renderCart } from '../../output/cart-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { findCart } from '../shared/find-cart';
import { cartRef, jsonFlag } from '../shared/schemas';

const input = z.strictObject({ key: cartRef, json: jsonFlag });

/**
 * `nutshell cart lookup <key> [--json]`: the staff cart lookup of the UI (shell-account §2 Staff cart lookup,
 * /cart/customer-cart?key=) from the CLI: the cart of a key (else an id) as `cart show` prints it. Exit 3 when no cart
 * has that key.
 */
export function cartLookupCommand(deps: CliDeps): Command {
  const command = new Command('lookup')
    .description("look up a customer's cart by its key (the staff cart lookup)")
    .argument('<key>', 'the cart key the customer reads out (or a cart id)')
    .option('--json', 'print the Cart object as JSON');
  withExamples(command, ['nutshell cart lookup 4711-cx']);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce }, { key }) => findCart(commerce, key),
    render: (cart, _input, options) => renderCart(cart, options),
  });
}
