import { Command } from 'commander';
import { z } from 'zod';
import type { OrderPlacedForCustomer } from '../../../core/checkout';
import type { Result } from '../../../core/shared';
import { renderPlacedOrder } from '../../output/cx-order-view';
import { customerEmail } from '../customer/find';
import { attachAction, withExamples } from '../shared/action';
import { cxOrdersOf } from '../shared/cx-orders';
import type { CliDeps } from '../shared/deps';
import { cartRef, jsonFlag } from '../shared/schemas';

const input = z
  .strictObject({
    key: cartRef,
    customer: customerEmail,
    offline: z.boolean().default(false),
    card: z.string().trim().min(1, 'must name a saved card by its id or last four digits').max(100).optional(),
    agent: customerEmail.optional(),
    json: jsonFlag,
  })
  .refine((i) => i.offline !== (i.card !== undefined), {
    path: ['offline'],
    message: 'give either --offline or --card <saved card id or last4>',
  });

/**
 * `nutshell cart place-order --key <cart> --customer <email> (--offline | --card <id or last4>) [--agent <email>]
 * [--json]` (spec: core-cart-checkout §6 CX, §4 Placing an order): the agent places the customer's cart through
 * PlaceOrderForCustomer, i.e. the PlaceOrder the checkout runs, with checkout type CX and placed-by 'Employee' for an
 * admin agent (the operator without --agent is one; a staff member named by --agent is one when the admin flag is
 * set). A guest cart becomes the customer's. Payment: 'Offline', or one of THAT customer's saved cards. Prints the
 * order number, total, payment, placed-by and receipt URL. Exit 3: unknown cart, customer or card; 5: a cart not
 * ready (the use case's message, e.g. "Please review your cart: every item needs shipping details.", nothing
 * changed), a cart of another customer, an agent who is no staff; 2: bad flags; 10: the remote profile.
 */
export function cartPlaceOrderCommand(deps: CliDeps): Command {
  const command = new Command('place-order')
    .description("place a customer's cart as an order, paid offline or with the customer's saved card")
    .requiredOption('--key <cartKeyOrId>', 'cart key or cart id')
    .requiredOption('--customer <email>', "the customer's e-mail address (any case)")
    .option('--offline', "payment 'Offline' (taken by phone or mail)")
    .option('--card <idOrLast4>', "one of the customer's saved cards: its id or its last four digits")
    .option('--agent <email>', 'the staff member placing it (placed-by Employee only with the admin flag)')
    .option('--json', 'print the placed order as JSON');
  withExamples(command, [
    'nutshell cart place-order --key 4711-cx --customer pat@example.com --offline',
    'nutshell cart place-order --key 4711-cx --customer pat@example.com --card 4242 --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, i): Promise<Result<OrderPlacedForCustomer>> => {
      const desk = cxOrdersOf(session);
      if (!desk.ok) return desk;
      return desk.value.placeOrder({
        cartKeyOrId: i.key,
        customerEmail: i.customer,
        payment: i.card === undefined ? 'offline' : { card: i.card },
        ...(i.agent ? { agentEmail: i.agent } : {}),
      });
    },
    render: (placed) => renderPlacedOrder(placed),
  });
}
