import type { FastifyReply, FastifyRequest } from 'fastify';
import { cartKeyOf, createWithCartKey, type Cart } from '../../../core/cart';
import type { Customer } from '../../../core/customers';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { AccountService } from '../../../ports/account-service';
import type { CommercePort } from '../../../ports/commerce';
import type { IdGenerator } from '../../../ports/ids';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { Acting, Sessions } from './sessions';
import type { StaffContext } from './staff-guard';

/** What the CX routes need: sessions, accounts (roles, customers, descriptions) and the commerce port (carts). */
export interface CxDeps {
  readonly sessions: Sessions;
  readonly accounts: AccountService;
  readonly commerce: CommercePort;
  readonly storefront: Pick<StorefrontService, 'setPaymentAdjustment'>;
  /** Ids for a new cart's key (a cart made for a customer gets one a shopper can read out). */
  readonly ids: Pick<IdGenerator, 'uuid'>;
}

/** The longest cart key or id the lookup takes. */
export const CART_KEY_MAX_LENGTH = 256;

/** The lookup's answer to a key that names no cart (spec: shell-account §2 Staff cart lookup). */
export const NO_CART_MESSAGE = 'No cart with that key.';

/** The cart a staff lookup names: by key, else by id (the same rule as the CLI's `--cart`); 'cart/not-found'. */
export async function cartOfKey(commerce: CommercePort, key: string): Promise<Result<Cart>> {
  const cart = (await commerce.getCartByKey(key)) ?? (await commerce.getCartById(key));
  const ownerId = cart?.anonymousId ?? cart?.customerId;
  if (!cart || !ownerId) return err(domainError('cart/not-found', NO_CART_MESSAGE, { key }));
  return ok(cart);
}

/** Whether an acting state is for the cart `key` names (its key or its id). */
export const isActingFor = (acting: Acting | null, key: string): boolean =>
  acting !== null && (acting.cartKey === key || acting.cartId === key);

/**
 * Opens `cart` for the agent (core §6 CX mode; the session rotated by Sessions.act): the cart's owner becomes the
 * session's owner id; a customer's cart names its customer (id and e-mail), a guest's names nobody.
 */
export async function actOnCart(
  deps: CxDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  cart: Cart,
  customer?: Customer,
): Promise<void> {
  const owner = customer ?? (cart.customerId ? await deps.accounts.customer(cart.customerId) : undefined);
  await deps.sessions.act(req, reply, {
    cartId: cart.id,
    cartKey: cart.key ?? null,
    ownerId: cart.anonymousId ?? cart.customerId ?? cart.id,
    customerId: owner?.id ?? null,
    customerEmail: owner?.email ?? null,
  });
}

/**
 * POST /api/cx/act-for {email}: the agent acts for the customer of `email`. While acting for a cart already, that cart
 * stays and the customer is named (a guest cart looked up by key, then the customer found at the signin step);
 * otherwise the customer's active cart is opened, made when there is none. 'resource/not-found' "No customer with
 * that e-mail." The cart acted on.
 */
export async function actForCustomer(
  deps: CxDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  staff: StaffContext,
  email: string,
): Promise<Result<{ readonly cart: Cart; readonly customer: Customer }>> {
  const customer = await deps.accounts.customerByEmail(email);
  if (!customer) return err(domainError('resource/not-found', 'No customer with that e-mail.', { email }));
  const acting = staff.session.acting;
  const current = acting ? await deps.commerce.getCartById(acting.cartId) : undefined;
  const existing = current ?? (await deps.commerce.getActiveCartOf(customer.id));
  const cart = existing ? ok(existing) : await createCartOf(deps, customer);
  if (!cart.ok) return cart;
  await actOnCart(deps, req, reply, cart.value, customer);
  return ok({ cart: cart.value, customer });
}

/** A new empty cart of the customer (owner id and customer id are the customer's) under a new cart key. */
async function createCartOf(deps: CxDeps, customer: Customer): Promise<Result<Cart>> {
  const draft = { anonymousId: customer.id, customerId: customer.id, customerEmail: customer.email };
  return createWithCartKey(
    (key) => deps.commerce.createCart({ ...draft, key }),
    () => cartKeyOf(deps.ids.uuid()),
  );
}
