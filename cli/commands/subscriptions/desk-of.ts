import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { SubscriptionDesk } from '../../../ports/subscription-desk';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from '../shared/deps';

/** The `<id>` argument: a subscription's numeric id, e.g. 1042. */
export const subscriptionId = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, 'a subscription id, e.g. 1042');

/** The session's subscription desk, or 'cli/service-unavailable' (exit 10) on the remote profile. */
export function deskOf(session: CommerceSession): Result<SubscriptionDesk> {
  if (session.subscriptions) return ok(session.subscriptions);
  return err(domainError(CLI_ERROR.unavailable, 'there are no auto-delivery subscriptions on the remote profile'));
}

/** The worker name of this CLI process's delivery runs: 'cli-<pid>'. */
export function cliWorker(): string {
  return `cli-${process.pid}`;
}
