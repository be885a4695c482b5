import { Command } from 'commander';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import { ok } from '../../../core/shared';
import { renderCustomer } from '../../output/customer-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { directoryOf, noCustomer } from './directory-of';

/** The `<email>` argument of the customer commands. */
export const customerEmail = z.email('must be an e-mail address').max(EMAIL_MAX_LENGTH);

const input = z.strictObject({ email: customerEmail, json: jsonFlag });

/**
 * `nutshell customer find <email> [--json]`: the account of an e-mail (compared case-insensitively) as a table of
 * Id, Email, Name, Account (Personal, Business or Guest), Sign-in (the ways it has signed in), Newsletter and
 * Created; `--json` prints the customer. Exit 3 ('resource/not-found') when there is no account, 2 for a bad e-mail.
 */
export function customerFindCommand(deps: CliDeps): Command {
  const command = new Command('find')
    .description("find a customer's account by e-mail")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--json', 'print the customer as JSON');
  withExamples(command, ['nutshell customer find pat@example.com', 'nutshell customer find PAT@example.com --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { email }) => {
      const directory = directoryOf(session);
      if (!directory.ok) return directory;
      const customer = await directory.value.find(email);
      return customer ? ok(customer) : noCustomer(email);
    },
    render: (customer, _input, options) => renderCustomer(customer, options),
  });
}
