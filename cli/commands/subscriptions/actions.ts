import { Command } from 'commander';
import { z } from 'zod';
import type { Result } from '../../../core/shared';
import { AUTO_DELIVERY_INTERVAL_WEEKS, intervalLabel, type Subscription } from '../../../core/subscriptions';
import type { DeskAction } from '../../../ports/subscription-desk';
import type { DeliveryRunOutcome } from '../../../ports/subscriptions';
import { renderSendNow, renderSubscriptionChange } from '../../output/subscriptions-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { cliWorker, deskOf, subscriptionId } from './desk-of';

const idInput = z.strictObject({ id: subscriptionId, json: jsonFlag });
const cancelInput = idInput.extend({ reason: z.string().trim().min(1, 'must not be empty').max(200) });

/** The spec's interval choices (catalogue-gifting §9), as the message of a bad `<weeks>`. */
const WEEKS_MESSAGE = `one of ${AUTO_DELIVERY_INTERVAL_WEEKS.join(', ')} (weeks)`;
const weeks = z.string().transform((text, ctx) => {
  const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if ((AUTO_DELIVERY_INTERVAL_WEEKS as readonly number[]).includes(n)) return n;
  ctx.addIssue({ code: 'custom', message: WEEKS_MESSAGE });
  return z.NEVER;
});
const intervalInput = idInput.extend({ weeks });

/** What each state command does and says. */
const STATE_COMMANDS: readonly {
  readonly name: string;
  readonly action: DeskAction;
  readonly description: string;
  readonly headline: string;
}[] = [
  { name: 'skip', action: 'skip', description: "skip a subscription's next delivery", headline: 'Skipped' },
  { name: 'reactivate', action: 'resume', description: 'reactivate a cancelled subscription', headline: 'Reactivated' },
];

/** `nutshell subscriptions skip|reactivate <id> [--json]`: skip the next delivery, or reactivate (spec §4). */
function stateCommand(deps: CliDeps, spec: (typeof STATE_COMMANDS)[number]): Command {
  const command = new Command(spec.name)
    .description(spec.description)
    .argument('<id>', 'the subscription id')
    .option('--json', 'print the subscription as JSON');
  withExamples(command, [`nutshell subscriptions ${spec.name} 1042`]);
  return attachAction(command, deps, {
    schema: idInput,
    run: async (session, { id }): Promise<Result<Subscription>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.change(spec.action, { subscriptionId: id }) : desk;
    },
    render: (s, _input, options) => renderSubscriptionChange(`${spec.headline} subscription ${s.id}.`, s, options),
  });
}

/** `nutshell subscriptions cancel <id> --reason <text> [--json]`: cancel with a reason (spec §4). */
function cancelCommand(deps: CliDeps): Command {
  const command = new Command('cancel')
    .description('cancel a subscription (with a reason)')
    .argument('<id>', 'the subscription id')
    .requiredOption('--reason <text>', 'why it is cancelled (kept with the subscription)')
    .option('--json', 'print the subscription as JSON');
  withExamples(command, ['nutshell subscriptions cancel 1042 --reason "Customer moved abroad"']);
  return attachAction(command, deps, {
    schema: cancelInput,
    run: async (session, { id, reason }): Promise<Result<Subscription>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.change('cancel', { subscriptionId: id, reason }) : desk;
    },
    render: (s, _input, options) => renderSubscriptionChange(`Cancelled subscription ${s.id}.`, s, options),
  });
}

/**
 * `nutshell subscriptions send-now <id> [--json]`: the subscription's delivery ordered now (spec §4 send now): the
 * order number; a declined card exits 5 ('payment/declined') with why.
 */
function sendNowCommand(deps: CliDeps): Command {
  const command = new Command('send-now')
    .description("order a subscription's delivery now")
    .argument('<id>', 'the subscription id')
    .option('--json', 'print the outcome as JSON');
  withExamples(command, ['nutshell subscriptions send-now 1042']);
  return attachAction(command, deps, {
    schema: idInput,
    run: async (session, { id }): Promise<Result<DeliveryRunOutcome>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.sendNow(id, cliWorker()) : desk;
    },
    render: (outcome) => renderSendNow(outcome),
  });
}

/** `nutshell subscriptions set-interval <id> <weeks> [--json]`: weeks one of 1, 2, 3, 4, 6, 8, 10, 12 (spec §9). */
function setIntervalCommand(deps: CliDeps): Command {
  const command = new Command('set-interval')
    .description("change a subscription's interval")
    .argument('<id>', 'the subscription id')
    .argument('<weeks>', WEEKS_MESSAGE)
    .option('--json', 'print the subscription as JSON');
  withExamples(command, ['nutshell subscriptions set-interval 1042 4']);
  return attachAction(command, deps, {
    schema: intervalInput,
    run: async (session, { id, weeks: w }): Promise<Result<Subscription>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.setInterval(id, w) : desk;
    },
    render: (s, _input, options) =>
      renderSubscriptionChange(`Subscription ${s.id} now ships ${intervalLabel(s.intervalDays)}.`, s, options),
  });
}

/** The commands on one subscription by id: skip, send-now, cancel, reactivate, set-interval. */
export function subscriptionActionCommands(deps: CliDeps): Command[] {
  const [skip, reactivate] = STATE_COMMANDS.map((spec) => stateCommand(deps, spec));
  return [skip!, sendNowCommand(deps), cancelCommand(deps), reactivate!, setIntervalCommand(deps)];
}
