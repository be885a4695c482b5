import { z } from 'zod';
import { domainError, err, ok, type Money, type Result } from '../../shared';
import type { Cart, Order } from '../../cart/model';
import { receiptUrlOf } from '../../cart/model';
import { CHECK_OUT_AS_CUSTOMER, type Customer, type SavedPaymentMethod } from '../../customers/model';
import type { CommercePort } from '../../../ports/commerce';
import type { AccountService } from '../../../ports/account-service';
import type { CartOwnershipPort } from '../../../ports/customers';
import type { IdGenerator } from '../../../ports/ids';
import type { PaymentVaultPort } from '../../../ports/payments';
import { OFFLINE_NONCE } from '../model/stored-value';
import type { CxContext } from './place-order-payments';
import type { PlaceOrder } from './place-order';

const inputSchema = z.strictObject({
  cartKeyOrId: z.string().trim().min(1).max(256),
  customerEmail: z.string().trim().min(1).max(254),
  /** 'offline', or a saved card of the customer named by its id or its last four digits. */
  payment: z.union([z.literal('offline'), z.strictObject({ card: z.string().trim().min(1).max(100) })]),
  /** The agent's e-mail (a staff member's); absent: the store's operator, who holds its API credentials (admin). */
  agentEmail: z.string().trim().min(1).max(254).optional(),
});

/** The input of PlaceOrderForCustomer. */
export type PlaceOrderForCustomerInput = z.input<typeof inputSchema>;

/** An order a CX agent placed: its number, total, receipt URL, how it was paid, and for whom. */
export interface OrderPlacedForCustomer {
  readonly orderNumber: string;
  readonly total: Money;
  /** The receipt page, e.g. 'https://shop.example.com/checkout/receipt?token=…'. */
  readonly receiptUrl: string;
  /** 'Offline', or the card as shown: 'Visa ending in 4242'. */
  readonly paidWith: string;
  readonly customerEmail: string;
  readonly placedBy: NonNullable<Order['placedBy']>;
  readonly checkoutType: NonNullable<Order['checkoutType']>;
}

/** The answers of PlaceOrderForCustomer's own refusals (the use case's other messages are PlaceOrder's). */
export const CX_ORDER_MESSAGES = {
  noCart: 'No cart with that key.',
  noCustomer: 'No customer with that e-mail.',
  otherCustomer: 'That cart belongs to another customer.',
  noCard: 'We could not find that card. It may have been removed.',
  notStaff: 'Only staff with the checkOutAsCustomer permission may do this.',
} as const;

/** Who and what an order for a customer involves, found before anything changes. */
interface Parties {
  readonly cart: Cart;
  readonly customer: Customer;
  readonly agent: CxContext;
  readonly card: SavedPaymentMethod | undefined;
}

/** The store's operator placing an order without naming an agent: the CLI's holder of the API credentials. */
const OPERATOR: CxContext = { agentCustomerId: 'operator', isAdmin: true };

/**
 * A CX agent places a customer's cart as an order (spec: core-cart-checkout §6 CX: checkout type 'CX', placed-by
 * 'Employee' when the agent has the admin flag, else 'Customer'; §4 Placing an order), the `nutshell cart
 * place-order` of the CLI. The cart is named by key (else id) and the customer by e-mail; payment is 'Offline' or one
 * of THAT customer's saved cards (by id or last four digits: another customer's card is never found). Before anything
 * changes, PlaceOrder's own checks run on the cart as it will be ordered (every line shipped, address and delivery
 * chosen, stock), so a refused cart stays as it was. A guest cart then becomes the customer's (owner id, customer id
 * and e-mail, as acting for the customer does), and PlaceOrder places it with a fresh idempotency key.
 * Errors: 'validation/invalid' (bad input; several cards ending in those digits), 'auth/forbidden' (a cart of
 * another customer, an agent who is no staff),
 * 'cart/not-found', 'resource/not-found' (no such customer),
 * 'payment/method-not-found', and PlaceOrder's ('checkout/redirect-cart', 'checkout/incomplete', ...).
 */
export class PlaceOrderForCustomer {
  constructor(
    private readonly deps: {
      readonly commerce: Pick<CommercePort, 'getCartByKey' | 'getCartById' | 'updateCart'>;
      readonly customers: Pick<AccountService, 'customerByEmail' | 'roleOf'>;
      readonly ownership: CartOwnershipPort;
      readonly vault?: Pick<PaymentVaultPort, 'listCards' | 'nonceForCard'>;
      readonly placeOrder: Pick<PlaceOrder, 'execute' | 'readyToOrder'>;
      readonly ids: IdGenerator;
      /** The storefront's public origin the receipt URL starts with, e.g. 'https://shop.example.com'. */
      readonly siteUrl: string;
    },
  ) {}

  async execute(raw: PlaceOrderForCustomerInput): Promise<Result<OrderPlacedForCustomer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'The order request is incomplete.'));
    const found = await this.partiesOf(parsed.data);
    if (!found.ok) return found;
    const { cart, customer, agent, card } = found.value;
    const ready = await this.deps.placeOrder.readyToOrder({ ...cart, customerEmail: customer.email }, cart.version);
    if (!ready.ok) return ready;
    const owned = await this.ownedBy(cart, customer);
    if (!owned.ok) return owned;
    const nonce = card ? await this.deps.vault!.nonceForCard(customer.id, card.id) : ok(undefined);
    if (!nonce.ok) return nonce;
    const placed = await this.deps.placeOrder.execute({
      anonymousId: owned.value.anonymousId ?? customer.id,
      cartId: owned.value.id,
      version: owned.value.version,
      paymentNonces: [nonce.value?.nonce ?? OFFLINE_NONCE],
      idempotencyKey: `cx-${this.deps.ids.uuid()}`,
      cx: agent,
    });
    if (!placed.ok) return placed;
    const { order, receiptToken } = placed.value;
    return ok({
      orderNumber: order.orderNumber,
      total: order.totals.find((t) => t.label === 'Total')?.amount ?? order.cart.totalPrice,
      receiptUrl: receiptUrlOf(this.deps.siteUrl, receiptToken),
      paidWith: card ? `${card.brand} ending in ${card.last4}` : 'Offline',
      customerEmail: customer.email,
      placedBy: order.placedBy ?? (agent.isAdmin ? 'Employee' : 'Customer'),
      checkoutType: order.checkoutType ?? 'CX',
    });
  }

  /**
   * What the order needs before anything changes: the cart (by key, else id), the customer (by e-mail; a cart of
   * another customer is refused), the agent, and the saved card when one pays.
   */
  private async partiesOf(input: z.output<typeof inputSchema>): Promise<Result<Parties>> {
    const { commerce } = this.deps;
    const cart = (await commerce.getCartByKey(input.cartKeyOrId)) ?? (await commerce.getCartById(input.cartKeyOrId));
    if (!cart) return err(domainError('cart/not-found', CX_ORDER_MESSAGES.noCart, { key: input.cartKeyOrId }));
    const customer = await this.deps.customers.customerByEmail(input.customerEmail);
    if (!customer) return err(domainError('resource/not-found', CX_ORDER_MESSAGES.noCustomer));
    if (cart.customerId && cart.customerId !== customer.id) {
      return err(domainError('auth/forbidden', CX_ORDER_MESSAGES.otherCustomer));
    }
    const agent = await this.agentOf(input.agentEmail);
    if (!agent.ok) return agent;
    const card = input.payment === 'offline' ? ok(undefined) : await this.cardOf(customer, input.payment.card);
    if (!card.ok) return card;
    return ok({ cart, customer, agent: agent.value, card: card.value });
  }

  /** The agent placing the order: a staff member named by e-mail (admin flag from the role), else the operator. */
  private async agentOf(email: string | undefined): Promise<Result<CxContext>> {
    if (email === undefined) return ok(OPERATOR);
    const agent = await this.deps.customers.customerByEmail(email);
    const role = agent ? await this.deps.customers.roleOf(agent.id) : undefined;
    if (!agent || !role?.permissions.includes(CHECK_OUT_AS_CUSTOMER)) {
      return err(domainError('auth/forbidden', CX_ORDER_MESSAGES.notStaff));
    }
    return ok({ agentCustomerId: agent.id, isAdmin: role.isAdmin });
  }

  /** The customer's saved card named by its id, else by its last four digits (exactly one). */
  private async cardOf(customer: Customer, ref: string): Promise<Result<SavedPaymentMethod>> {
    const cards = (await this.deps.vault?.listCards(customer.id)) ?? [];
    const byId = cards.find((c) => c.id === ref);
    if (byId) return ok(byId);
    const byLast4 = /^\d{4}$/.test(ref) ? cards.filter((c) => c.last4 === ref) : [];
    if (byLast4.length > 1) {
      const message = `More than one saved card ends in ${ref}; name the card by its id.`;
      return err(domainError('validation/invalid', message));
    }
    return byLast4[0] ? ok(byLast4[0]) : err(domainError('payment/method-not-found', CX_ORDER_MESSAGES.noCard));
  }

  /** The cart as the customer's: a guest cart gets the customer's owner id, customer id and e-mail. */
  private async ownedBy(cart: Cart, customer: Customer): Promise<Result<Cart>> {
    const assigned = cart.customerId
      ? ok(cart)
      : await this.deps.ownership.assignToCustomer(cart.id, cart.version, customer.id);
    if (!assigned.ok || assigned.value.customerEmail === customer.email) return assigned;
    const { id, version } = assigned.value;
    return this.deps.commerce.updateCart(id, version, [{ action: 'setCustomerEmail', email: customer.email }]);
  }
}
