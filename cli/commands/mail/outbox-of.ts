import { domainError, err, ok, type Result } from '../../../core/shared';
import type { OutboxReader } from '../../../ports/mail';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from '../shared/deps';

/**
 * The session's outbox, or 'cli/service-unavailable' (exit 10) when the session has none: the outbox is the
 * embedded database's (in-process, or a running local server's over HTTP), so the remote profile has none.
 */
export function outboxOf(session: CommerceSession): Result<OutboxReader> {
  if (session.outbox) return ok(session.outbox);
  const message =
    'there is no mail outbox on the remote profile: mail goes out through the configured services (SMTP_URL)';
  return err(domainError(CLI_ERROR.unavailable, message));
}
