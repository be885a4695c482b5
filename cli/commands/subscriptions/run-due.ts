import { Command } from 'commander';
import { z } from 'zod';
import type { Result } from '../../../core/shared';
import { isCalendarDate } from '../../../core/subscriptions';
import type { DeskRunReport } from '../../../ports/subscription-desk';
import { renderRunReport } from '../../output/subscriptions-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { cliWorker, deskOf } from './desk-of';

const input = z.strictObject({
  date: z.string().trim().refine(isCalendarDate, 'Use a date written YYYY-MM-DD.').optional(),
  json: jsonFlag,
});

/**
 * `nutshell subscriptions run-due [--date YYYY-MM-DD] [--json]`: the scheduler's day (spec: catalogue-gifting §4; the
 * server runs it on its own every NUTSHELL_SCHEDULER_INTERVAL_MS): every delivery due on or before the date (default
 * today in the warehouse's zone) ordered once, by the worker 'cli-<pid>'. Prints how many were ordered (run, customer,
 * order), declined (why), empty and failed. Exit 0 even when some were declined (it is a report); 2 for a bad date,
 * 10 when the service is unreachable.
 */
export function subscriptionsRunDueCommand(deps: CliDeps): Command {
  const command = new Command('run-due')
    .description("order the day's due auto-deliveries now (the scheduler's run)")
    .option('--date <YYYY-MM-DD>', 'the day to run (default: today)')
    .option('--json', 'print the report as JSON');
  withExamples(command, ['nutshell subscriptions run-due', 'nutshell subscriptions run-due --date 2026-03-02 --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { date }): Promise<Result<DeskRunReport>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.runDue({ ...(date ? { date } : {}), worker: cliWorker() }) : desk;
    },
    render: (report, _input, options) => renderRunReport(report, options),
  });
}
