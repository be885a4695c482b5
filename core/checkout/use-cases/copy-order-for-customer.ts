import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { CommercePort } from '../../../ports/commerce';
import type { AccountService } from '../../../ports/account-service';
import type { ReorderedLine, ReorderOrder, SkippedLine } from './reorder-order';

const inputSchema = z.strictObject({
  orderNumber: z.string().trim().min(1).max(64),
  /** The cart to copy into, by key (else id); absent: the order's customer's active cart (made when none). */
  cartKeyOrId: z.string().trim().min(1).max(256).optional(),
});

/** The input of CopyOrderForCustomer. */
export type CopyOrderForCustomerInput = z.input<typeof inputSchema>;

/** What copying an order did: the cart (null when nothing was added and there is none), the lines added and skipped. */
export interface OrderCopiedForCustomer {
  readonly orderNumber: string;
  readonly customerEmail: string;
  readonly cartId: string | null;
  readonly cartKey: string | null;
  readonly added: readonly ReorderedLine[];
  readonly skipped: readonly SkippedLine[];
}

/** The refusals of CopyOrderForCustomer (an unknown order answers ReorderOrder's 'We could not find that order.'). */
export const COPY_ORDER_MESSAGES = {
  noOrder: 'We could not find that order.',
  guestOrder: 'That order was placed without a customer account; there is no customer to copy it for.',
  noCart: 'No cart with that key.',
  notActive: 'That cart is not the active cart of its owner; name the active one, or no cart.',
} as const;

/**
 * A CX agent copies an order into a cart (spec: shell-account §3 Cart (shell view) copiedFromOrderNumber; the `nutshell
 * order copy-to-cart` of the CLI): ReorderOrder for the order's customer (the order's customer id, else the account
 * of its e-mail), into that customer's active cart, or into the cart named, which must be its owner's active cart
 * (ReorderOrder adds to the owner's active cart). The still-sold lines are added, the others skipped, and the cart
 * records copiedFromOrderNumber. Errors: 'validation/invalid' (bad input; a guest order; a cart that is not the active
 * one), 'order/not-found', 'cart/not-found', and ReorderOrder's.
 */
export class CopyOrderForCustomer {
  constructor(
    private readonly deps: {
      readonly commerce: Pick<CommercePort, 'getOrderByNumber' | 'getCartByKey' | 'getCartById' | 'getActiveCartOf'>;
      readonly customers: Pick<AccountService, 'customerByEmail' | 'customer'>;
      readonly reorderOrder: Pick<ReorderOrder, 'execute'>;
    },
  ) {}

  async execute(raw: CopyOrderForCustomerInput): Promise<Result<OrderCopiedForCustomer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Give the order’s number.'));
    const { orderNumber, cartKeyOrId } = parsed.data;
    const { commerce, customers } = this.deps;
    const order = await commerce.getOrderByNumber(orderNumber);
    if (!order) return err(domainError('order/not-found', COPY_ORDER_MESSAGES.noOrder, { orderNumber }));
    const customerId = order.cart.customerId;
    const customer = customerId
      ? await customers.customer(customerId)
      : order.customerEmail
        ? await customers.customerByEmail(order.customerEmail)
        : undefined;
    if (!customer) return err(domainError('validation/invalid', COPY_ORDER_MESSAGES.guestOrder));
    const owner = cartKeyOrId ? await this.ownerOf(cartKeyOrId) : ok(customer.id);
    if (!owner.ok) return owner;
    const r = await this.deps.reorderOrder.execute({ ownerId: owner.value, customerId: customer.id, orderNumber });
    if (!r.ok) return r;
    const { cart, added, skipped } = r.value;
    return ok({
      orderNumber: order.orderNumber,
      customerEmail: customer.email,
      cartId: cart?.id ?? null,
      cartKey: cart?.key ?? null,
      added,
      skipped,
    });
  }

  /** The owner id of the cart named, when it is its owner's active cart. */
  private async ownerOf(keyOrId: string): Promise<Result<string>> {
    const { commerce } = this.deps;
    const cart = (await commerce.getCartByKey(keyOrId)) ?? (await commerce.getCartById(keyOrId));
    if (!cart) return err(domainError('cart/not-found', COPY_ORDER_MESSAGES.noCart, { key: keyOrId }));
    const owner = cart.anonymousId ?? cart.customerId;
    const active = owner ? await commerce.getActiveCartOf(owner) : undefined;
    if (!owner || active?.id !== cart.id) return err(domainError('validation/invalid', COPY_ORDER_MESSAGES.notActive));
    return ok(owner);
  }
}
