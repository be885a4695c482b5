import { Command } from 'commander';
import { z } from 'zod';
import { renderCart } from '../../output/cart-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { findCart } from '../shared/find-cart';
import { cartRef, jsonFlag } from '../shared/schemas';

const input = z.strictObject({ cartKeyOrId: cartRef, json: jsonFlag });

/**
 * `nutshell cart show <cartKeyOrId> [--json]`: a cart by key, else by id (spec: core-cart-checkout §3 Cart).
 * Prints lines, discount codes with state, shipments, totals, e-mail and version; `--json` prints the Cart.
 * Exit 3 when no cart has that key or id.
 */
export function cartShowCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description('show a cart: line items, discount codes, shipments, totals, e-mail and version')
    .argument('<cartKeyOrId>', 'cart key (as in /cart/customer-cart?key=...) or cart id')
    .option('--json', 'print the Cart object as JSON');
  withExamples(command, [
    'nutshell cart show 4711-cx',
    'nutshell cart show 0b6f2c1e-9d2a-4c1b-8f3e-2a7d9c0e5b11 --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce }, { cartKeyOrId }) => findCart(commerce, cartKeyOrId),
    render: (cart, _input, options) => renderCart(cart, options),
  });
}
