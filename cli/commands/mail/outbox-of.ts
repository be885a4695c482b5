import { domainError, err, ok, type Result } from '../../../core/shared';
import type { OutboxReader } from '../../../ports/mail';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from '../shared/deps';

/**
 * The session's outbox, or 'cli/service-unavailable' (exit 10) when the session has none: the outbox is read from
 * the database in-process, so not while a local server holds the data directory nor on the remote profile.
 */
export function outboxOf(session: CommerceSession): Result<OutboxReader> {
  if (session.outbox) return ok(session.outbox);
  const message =
    'the mail outbox is read from the database in-process: stop the local server that holds the data directory ' +
    '(or set DATABASE_URL) and try again';
  return err(domainError(CLI_ERROR.unavailable, message));
}
