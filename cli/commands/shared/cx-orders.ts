import { domainError, err, ok, type Result } from '../../../core/shared';
import type { CxOrderDesk } from '../../../ports/cx-order-desk';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from './deps';

/** The session's CX order desk, or 'cli/service-unavailable' (exit 10) on the remote profile, which has none. */
export function cxOrdersOf(session: CommerceSession): Result<CxOrderDesk> {
  if (session.cxOrders) return ok(session.cxOrders);
  return err(domainError(CLI_ERROR.unavailable, 'placing and copying orders for customers needs the embedded profile'));
}
