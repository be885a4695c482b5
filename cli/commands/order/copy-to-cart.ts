import { Command } from 'commander';
import { z } from 'zod';
import type { OrderCopiedForCustomer } from '../../../core/checkout';
import type { Result } from '../../../core/shared';
import { renderCopiedOrder } from '../../output/cx-order-view';
import { attachAction, withExamples } from '../shared/action';
import { cxOrdersOf } from '../shared/cx-orders';
import type { CliDeps } from '../shared/deps';
import { cartRef, identifier, jsonFlag } from '../shared/schemas';

const input = z.strictObject({ orderNumber: identifier('<orderNumber>'), key: cartRef.optional(), json: jsonFlag });

/**
 * `nutshell order copy-to-cart <orderNumber> [--key <cart>] [--json]` (spec: shell-account §2 Easy Reorder, §3
 * copiedFromOrderNumber): the ReorderOrder use case for the order's customer, through CopyOrderForCustomer: the
 * order's still-sold lines go into that customer's active cart (made when there is none) or the cart named (its
 * owner's active cart), which records copiedFromOrderNumber. Prints the cart, the lines added and the lines skipped.
 * Exit 3: unknown order ("We could not find that order.") or cart; 2: bad input, a guest order, a cart that is not
 * the active one; 10: the remote profile.
 */
export function orderCopyToCartCommand(deps: CliDeps): Command {
  const command = new Command('copy-to-cart')
    .description("copy an order's still-sold lines into its customer's cart")
    .argument('<orderNumber>', 'the order number, e.g. 100001')
    .option('--key <cartKeyOrId>', "the cart to copy into (default: the customer's active cart)")
    .option('--json', 'print what was copied as JSON');
  withExamples(command, ['nutshell order copy-to-cart 100001', 'nutshell order copy-to-cart 100001 --key 4711-cx']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, i): Promise<Result<OrderCopiedForCustomer>> => {
      const desk = cxOrdersOf(session);
      if (!desk.ok) return desk;
      return desk.value.copyOrderToCart({ orderNumber: i.orderNumber, ...(i.key ? { cartKeyOrId: i.key } : {}) });
    },
    render: (copied, _input, options) => renderCopiedOrder(copied, options),
  });
}
