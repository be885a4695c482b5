import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { subscriptionActionCommands } from './actions';
import { subscriptionsListCommand } from './list';
import { subscriptionsRunDueCommand } from './run-due';

/**
 * `nutshell subscriptions ...`: a CX agent manages any customer's auto-delivery subscriptions (spec: catalogue-gifting
 * §4 Subscription): list by e-mail; skip, send-now, cancel, reactivate, set-interval by id; run-due, the scheduler's
 * day.
 */
export function subscriptionsCommand(deps: CliDeps): Command {
  const command = new Command('subscriptions')
    .description("manage customers' auto-delivery subscriptions")
    .addCommand(subscriptionsListCommand(deps));
  for (const action of subscriptionActionCommands(deps)) command.addCommand(action);
  return command.addCommand(subscriptionsRunDueCommand(deps));
}
