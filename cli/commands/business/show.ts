import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderCustomerBusiness } from '../../output/business-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { directoryOf, noCustomer } from '../customer/directory-of';
import { customerEmail } from '../customer/find';

const input = z.strictObject({ email: customerEmail, json: jsonFlag });

/**
 * `nutshell business show <email> [--json]` (read-only): a customer's business account (spec: core-cart-checkout §6
 * Business): the profile's company, industry, tax id, phone, address, team size, source and times, or 'Business
 * account: no'; `--json` prints `{ customer, profile }` (profile null without one). Exit 3 when there is no account
 * for the e-mail, 10 without a customer directory (the remote profile).
 */
export function businessShowCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description("show a customer's business account")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--json', 'print the account and its business profile as JSON');
  withExamples(command, ['nutshell business show pat@example.com', 'nutshell business show pat@example.com --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { email }) => {
      const directory = directoryOf(session);
      if (!directory.ok) return directory;
      const business = await directory.value.business(email);
      return business ? ok(business) : noCustomer(email);
    },
    render: (business) => renderCustomerBusiness(business),
  });
}
