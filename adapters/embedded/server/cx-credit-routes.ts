import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ORDER_REASON_LABELS, type OrderReasonLabel } from '../../../core/checkout';
import type { StoreCreditDesk } from '../../../ports/store-credit-desk';
import type { CxDeps } from './cx-acting';
import { requireStaff, type StaffContext } from './staff-guard';
import { envelopeError, requireCsrf } from './storefront-routes';

/** The message when a courtesy credit is asked for while the agent acts for no customer (a guest cart, nobody). */
export const ACT_FOR_A_CUSTOMER_FIRST = 'Act for a customer first: store credit belongs to a customer account.';

/** The answer of a bad body: the use case's own message for its bounds. */
const INVALID = 'A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.';

const creditBody = z.strictObject({
  amountCents: z.number().int(),
  reason: z.string().max(100),
  note: z.string().max(500).optional(),
});

/** What the staff store credit routes need: the CX routes' deps and the store credit desk. */
export interface CxCreditDeps extends Pick<CxDeps, 'sessions' | 'accounts'> {
  readonly storeCredit: StoreCreditDesk;
}

/** The e-mail of the customer the agent acts for, or undefined after answering 400 ACT_FOR_A_CUSTOMER_FIRST. */
function actedEmail(staff: StaffContext, reply: FastifyReply): string | undefined {
  const email = staff.session.acting?.customerEmail ?? undefined;
  if (!email) void envelopeError(reply, { code: 'validation/invalid', message: ACT_FOR_A_CUSTOMER_FIRST });
  return email;
}

const isLabel = (reason: string): reason is OrderReasonLabel =>
  (ORDER_REASON_LABELS as readonly string[]).includes(reason);

/**
 * A CX agent's courtesy credit (spec: core-cart-checkout §6 "a courtesy credit label", §7 credit accounts; the same
 * IssueStoreCredit use case as `nutshell customer credit add`), for staff only (403 'auth/forbidden' otherwise), for
 * the customer the session acts for (400 'validation/invalid' ACT_FOR_A_CUSTOMER_FIRST when it acts for none):
 * - GET /api/cx/store-credit → { customerId, balance, entries } (the account; zero and none when never credited);
 * - POST /api/cx/store-credit {amountCents, reason, note?} (CSRF header) → the account afterwards; `reason` one of
 *   ORDER_REASON_LABELS, `amountCents` 1 to 100,000, else 400 with the use case's message; the agent's e-mail is
 *   recorded as who issued it.
 */
export function registerCxCreditRoutes(app: FastifyInstance, deps: CxCreditDeps): void {
  app.get('/api/cx/store-credit', async (req, reply) => {
    const staff = await requireStaff(deps, req, reply);
    if (!staff) return reply;
    const email = actedEmail(staff, reply);
    if (!email) return reply;
    const r = await deps.storeCredit.show(email);
    return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
  });
  app.post('/api/cx/store-credit', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const staff = await requireStaff(deps, req, reply);
    if (!staff) return reply;
    const body = creditBody.safeParse(req.body);
    if (!body.success || !isLabel(body.data.reason))
      return envelopeError(reply, { code: 'validation/invalid', message: INVALID });
    const email = actedEmail(staff, reply);
    if (!email) return reply;
    const agent = await deps.accounts.customer(staff.agentId);
    const r = await deps.storeCredit.credit({
      email,
      amountCents: body.data.amountCents,
      reason: body.data.reason,
      ...(body.data.note?.trim() ? { note: body.data.note.trim() } : {}),
      issuedBy: agent?.email ?? staff.agentId,
    });
    return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
  });
}
