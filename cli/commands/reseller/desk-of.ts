import { domainError, err, ok, type Result } from '../../../core/shared';
import type { ResellerReviewDesk } from '../../../ports/reseller-desk';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from '../shared/deps';

/**
 * The session's resale certificates' review, or 'cli/service-unavailable' (exit 10) without one: certificates are the
 * embedded database's (in-process, or a running local server's over HTTP), so the remote profile has none.
 */
export function resellerDeskOf(session: CommerceSession): Result<ResellerReviewDesk> {
  if (session.resellers) return ok(session.resellers);
  return err(domainError(CLI_ERROR.unavailable, 'there are no resale certificates on the remote profile'));
}

/** Who reviews from the CLI: the reviewer recorded on a certificate. */
export const CLI_REVIEWER = 'cli';
