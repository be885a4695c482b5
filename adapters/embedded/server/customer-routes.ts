import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountService } from '../../../ports/account-service';
import type { PaymentVaultPort } from '../../../ports/payments';
import { registerPaymentMethodRoutes } from './payment-method-routes';
import { zodMessage } from './commerce-routes';
import type { Sessions } from './sessions';
import { staffOf } from './staff-guard';
import { envelopeError, requireCsrf } from './storefront-routes';

/**
 * An address as a client sends it: any of the Address fields as text (country too), bounded; the §5 rules are the use
 * case's (validation/invalid-address with the field messages), so a form's mistakes come back field by field.
 */
const addressInput = z.strictObject({
  name: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
  street1: z.string().max(200).optional(),
  street2: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(50).optional(),
  postalCode: z.string().max(20).optional(),
  country: z.string().max(3).optional(),
  residential: z.boolean().optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
});
const addressId = z.string().min(1).max(100);
const addBody = z.strictObject({ address: addressInput, isDefault: z.boolean().optional() });
const updateBody = z.strictObject({ addressId, address: addressInput, isDefault: z.boolean().optional() });

/** What the customer routes use. */
export interface CustomerRouteDeps {
  readonly accounts: AccountService;
  readonly sessions: Sessions;
  /** The gateway's vault of saved cards; absent: an empty wallet that saves nothing. */
  readonly vault?: PaymentVaultPort;
}

/** The signed-in customer's id, or undefined after answering 401 'account/not-signed-in'. */
export async function signedIn(
  deps: CustomerRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<string | undefined> {
  const session = await deps.sessions.current(req);
  if (session?.customerId) return session.customerId;
  void envelopeError(reply, { code: 'account/not-signed-in', message: 'Please sign in to continue.' });
  return undefined;
}

/** The 403 of a wallet read for a customer who is neither the session's own nor the one its staff acts for. */
export const NOT_YOUR_WALLET =
  'You may use only your own saved cards or, in CX mode, those of the customer you act for.';

/**
 * Whose wallet a call reads (core-cart-checkout §7 "saved payment methods in checkout: fetched for 'me' or, in CX
 * mode, the customer id"): without `customerId`, the session's own customer; with it, that customer when it is the
 * session's own or the customer a staff session (staff-guard.ts) acts for. Undefined after answering 401
 * 'account/not-signed-in' (no customer signed in) or 403 'auth/forbidden' (anyone else's, or a malformed id: '').
 */
export async function walletOwner(
  deps: CustomerRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  customerId: string | undefined,
): Promise<string | undefined> {
  const own = await signedIn(deps, req, reply);
  if (!own || customerId === undefined || customerId === own) return own;
  const staff = await staffOf(deps, req);
  if (staff && customerId !== '' && staff.session.acting?.customerId === customerId) return customerId;
  void envelopeError(reply, { code: 'auth/forbidden', message: NOT_YOUR_WALLET });
  return undefined;
}

/** The body parsed by `schema`, or undefined after answering 400 'validation/invalid'. */
export function bodyOf<S extends z.ZodType>(
  schema: S,
  req: FastifyRequest,
  reply: FastifyReply,
): z.output<S> | undefined {
  const r = schema.safeParse(req.body);
  if (r.success) return r.data;
  void envelopeError(reply, { code: 'validation/invalid', message: zodMessage(r.error) });
  return undefined;
}

/**
 * The signed-in customer's own resources (spec: core-cart-checkout §3 Customer description; shell-account §7):
 * POST /api/me/describe, the address book GET|POST|PUT /api/customers/me/addresses and DELETE
 * /api/customers/me/addresses/{addressId}, and the wallet's routes (payment-method-routes.ts). Each serves only the
 * session's own customer; without one, 401 'account/not-signed-in'. State-changing calls need the CSRF header (checked
 * before anything else).
 */
export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerRouteDeps): void {
  const { accounts } = deps;
  app.post('/api/me/describe', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    const r = await accounts.describe(customerId);
    return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
  });
  app.get('/api/customers/me/addresses', async (req, reply) => {
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    return reply.send({ data: { addresses: await accounts.listAddresses(customerId) } });
  });
  for (const [method, schema] of [
    ['POST', addBody],
    ['PUT', updateBody],
  ] as const) {
    app.route({
      method,
      url: '/api/customers/me/addresses',
      handler: async (req, reply) => {
        if (!requireCsrf(req, reply)) return reply;
        const customerId = await signedIn(deps, req, reply);
        if (!customerId) return reply;
        const body = bodyOf(schema, req, reply);
        if (!body) return reply;
        const r = await accounts.saveAddress(customerId, body);
        return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
      },
    });
  }
  app.delete<{ Params: { addressId: string } }>('/api/customers/me/addresses/:addressId', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    const id = addressId.safeParse(req.params.addressId);
    const r = id.success
      ? await accounts.deleteAddress(customerId, id.data)
      : ({
          ok: false,
          error: { code: 'account/address-not-found', message: 'We could not find that address.' },
        } as const);
    return r.ok ? reply.send({ data: { addresses: r.value } }) : envelopeError(reply, r.error);
  });
  registerPaymentMethodRoutes(app, deps, {
    signedIn: (req, reply) => signedIn(deps, req, reply),
    walletOwner: (req, reply, customerId) => walletOwner(deps, req, reply, customerId),
    bodyOf,
  });
}
