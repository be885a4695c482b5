import { Command } from 'commander';
import { z } from 'zod';
import type { Result } from '../../../core/shared';
import type { SubscriptionListing } from '../../../ports/subscription-desk';
import { renderSubscriptionListing } from '../../output/subscriptions-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { customerEmail } from '../customer/find';
import { deskOf } from './desk-of';

const input = z.strictObject({ email: customerEmail, all: z.boolean().default(false), json: jsonFlag });

/**
 * `nutshell subscriptions list <email> [--all] [--json]`: the customer's auto-delivery subscriptions (spec:
 * catalogue-gifting §4 Subscription; active ones, with --all the inactive too) and their upcoming deliveries. Exit 3
 * ('No customer with that e-mail.') for an e-mail without an account, 2 for a bad e-mail.
 */
export function subscriptionsListCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description("list a customer's auto-delivery subscriptions and upcoming deliveries")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--all', 'include inactive (cancelled) subscriptions')
    .option('--json', 'print the subscriptions and deliveries as JSON');
  withExamples(command, [
    'nutshell subscriptions list pat@example.com',
    'nutshell subscriptions list pat@example.com --all --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { email, all }): Promise<Result<SubscriptionListing>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.list(email, { includeInactive: all }) : desk;
    },
    render: (listing, _input, options) => renderSubscriptionListing(listing, options),
  });
}
