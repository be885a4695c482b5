import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderCustomerOrders } from '../../output/customer-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { directoryOf, noCustomer } from './directory-of';
import { customerEmail } from './find';

const input = z.strictObject({ email: customerEmail, json: jsonFlag });

/**
 * `nutshell customer orders <email> [--json]`: the account's orders newest first, as its Order History lists them
 * (spec: shell-account §2 Orders table: Date, Status, Tracking Numbers, Order; with the total), as a table of Order,
 * Date, Status, Tracking Numbers and Total; `--json` prints the rows (`totalCents` in cents). Exit 3 when there is no
 * account; an account without orders says so.
 */
export function customerOrdersCommand(deps: CliDeps): Command {
  const command = new Command('orders')
    .description("list a customer's orders, newest first")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--json', 'print the orders as a JSON array');
  withExamples(command, [
    'nutshell customer orders pat@example.com',
    'nutshell customer orders pat@example.com --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { email }) => {
      const directory = directoryOf(session);
      if (!directory.ok) return directory;
      const orders = await directory.value.orders(email);
      return orders ? ok(orders) : noCustomer(email);
    },
    render: (orders, _input, options) => renderCustomerOrders(orders, options),
  });
}
