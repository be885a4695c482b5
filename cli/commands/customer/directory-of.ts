import { domainError, err, ok, type Result } from '../../../core/shared';
import type { CustomerDirectory } from '../../../ports/customer-directory';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from '../shared/deps';

/**
 * The session's customer directory, or 'cli/service-unavailable' (exit 10) when the session has none: customers
 * are the embedded database's (in-process, or a running local server's over HTTP), so the remote profile has none.
 */
export function directoryOf(session: CommerceSession): Result<CustomerDirectory> {
  if (session.customers) return ok(session.customers);
  const message = "there is no customer directory on the remote profile: customers are the storefront backend's";
  return err(domainError(CLI_ERROR.unavailable, message));
}

/** The 'resource/not-found' failure (exit 3) of an e-mail without an account. */
export function noCustomer(email: string) {
  return err(domainError('resource/not-found', `no customer with e-mail "${email}"`, { email }));
}
