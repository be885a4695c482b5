import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderCustomerDescription } from '../../output/customer-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { directoryOf, noCustomer } from './directory-of';
import { customerEmail } from './find';

const input = z.strictObject({ email: customerEmail, json: jsonFlag });

/**
 * `nutshell customer show <email> [--json]`: the account's description (spec: core-cart-checkout §7 describe:
 * customer, contact, signedUpAt, hasBusinessAccount, allowSplitShipments, discount codes, notes, issues, and the
 * address book as a table); `--json` prints the description exactly as the describe call answers it. Exit 3 when
 * there is no account.
 */
export function customerShowCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description("show a customer's description: account facts and address book")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--json', 'print the description as JSON');
  withExamples(command, ['nutshell customer show pat@example.com', 'nutshell customer show pat@example.com --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { email }) => {
      const directory = directoryOf(session);
      if (!directory.ok) return directory;
      const description = await directory.value.describe(email);
      return description ? ok(description) : noCustomer(email);
    },
    render: (description, _input, options) => renderCustomerDescription(description, options),
  });
}
