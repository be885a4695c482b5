import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, type StaffRole } from '../../../core/customers';
import type { AccountService } from '../../../ports/account-service';
import type { SessionRecord, Sessions } from './sessions';
import { statusFor } from './error-status';

/** The message of a staff route's 403 for anyone without the permission. */
export const STAFF_ONLY_MESSAGE = 'Only staff with the checkOutAsCustomer permission may do this.';

/** A request's staff: its session (signed in), the agent's customer id and role. */
export interface StaffContext {
  readonly session: SessionRecord;
  readonly agentId: string;
  readonly role: StaffRole;
}

/**
 * The staff of a request, or undefined (spec: core-cart-checkout §6 "CX mode is allowed only if session permission
 * checkOutAsCustomer is present; otherwise it is switched off"): the session's customer must hold the permission
 * now, read from the database on every call (a removed permission stops the next request). Nothing but the session
 * cookie counts: no header, query or other cookie turns CX mode on.
 */
export async function staffOf(
  deps: { readonly sessions: Sessions; readonly accounts: Pick<AccountService, 'roleOf'> },
  req: FastifyRequest,
): Promise<StaffContext | undefined> {
  const session = await deps.sessions.current(req);
  if (!session?.customerId) return undefined;
  const role = await deps.accounts.roleOf(session.customerId);
  return isStaffRole(role) ? { session, agentId: session.customerId, role } : undefined;
}

/**
 * `staffOf` for a JSON staff route: undefined after answering 403 'auth/forbidden' in the envelope
 * (STAFF_ONLY_MESSAGE) for anyone else: visitors, customers, removed staff.
 */
export async function requireStaff(
  deps: { readonly sessions: Sessions; readonly accounts: Pick<AccountService, 'roleOf'> },
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffContext | undefined> {
  const staff = await staffOf(deps, req);
  if (!staff) {
    void reply
      .code(statusFor('auth/forbidden'))
      .send({ errors: [{ message: STAFF_ONLY_MESSAGE, key: 'auth/forbidden' }] });
  }
  return staff;
}
