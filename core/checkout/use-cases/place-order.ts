import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { addressSchema, cartTotals, orderConfirmationMail, receiptUrlOf, shipmentsOf } from '../../cart/model';
import type { Cart, Order, Payment } from '../../cart/model';
import { checkoutRedirect, checkoutSteps } from '../model/steps';
import { linesToRemove } from '../model/cart-preparation';
import { currentProductsOf } from './prepare-cart';
import { ADDRESS_MESSAGES, validateShippingAddress } from '../../validation/model';
import type { CommercePort } from '../../../ports/commerce';
import type { PaymentGatewayPort } from '../../../ports/payments';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { IdGenerator } from '../../../ports/ids';
import type { MailPort } from '../../../ports/mail';
import type { StoredValuePort } from '../../../ports/stored-value';
import type { IssueGiftCertificates } from './issue-gift-certificates';
import {
  captureOrderPayment,
  resolvePayments,
  storedValuePayments,
  totalsWithStoredValue,
} from './place-order-payments';
import type { OrderPaymentStatePort } from '../../../ports/order-payment-state';
import { OFFLINE_NONCE } from '../model/stored-value';
import { CheckFirstOrderOffer } from '../../marketing';
import type { CheckDeliveryQuotes } from './check-delivery-quotes';

/** The billing address: the one Address schema's fields, other keys dropped (the browser may send a shipment's key). */
const billingAddressSchema = z.object(addressSchema.shape);
const emailSchema = z.string().email();

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  cartId: z.string().min(1),
  version: z.number().int().nonnegative(),
  paymentNonces: z.array(z.string().min(1).max(200)).min(1).max(5),
  billingAddress: billingAddressSchema.optional(),
  idempotencyKey: z.string().min(8).max(100),
  /** A CX agent placing the order for the customer (core-cart-checkout §6): allows the nonce 'offline'. */
  cx: z.strictObject({ agentCustomerId: z.string().min(1), isAdmin: z.boolean() }).optional(),
});

/** The parsed input of PlaceOrder. */
type PlaceOrderRequest = z.output<typeof inputSchema>;

/** A placed order and the receipt token that shows it. */
type PlacedOrder = { readonly order: Order; readonly receiptToken: string };

/** An authorization PlaceOrder could not void: its transaction id and why (a DomainError's code and message). */
interface VoidFailure {
  readonly transactionId: string;
  readonly code: string;
  readonly message: string;
}

/**
 * How PlaceOrder confirms an order: the mail port it sends through and the storefront's public origin (e.g.
 * 'https://shop.example.com', no trailing slash) that the receipt link starts with.
 */
export interface OrderConfirmations {
  readonly mail: MailPort;
  readonly siteUrl: string;
}

/**
 * Stored value for PlaceOrder: the port that redeems gift certificate and store credit nonces, and the use case that
 * issues the gift certificates an order bought (after the order commits).
 */
export interface OrderStoredValue {
  readonly storedValue: StoredValuePort;
  readonly issueGiftCertificates?: IssueGiftCertificates;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Places an order (spec: core-cart-checkout §4 Placing an order; §7 place order): a retried call with the same
 * idempotency key returns the same order; the cart must be the caller's, at the current version (else
 * 'cart/version-conflict', HTTP 409 → /cart), non-empty with valid shipping details on every line
 * ('checkout/redirect-cart'), with address and delivery complete, a valid e-mail and every shipping address valid by §5
 * ('checkout/incomplete' with the field's message), and no line out of stock, inactive or backordered by the
 * catalogue's current stock ('checkout/out-of-stock' with §8's message of the first such line; every message in
 * `details.messages`, the lines in `details.lineItemIds`: §4 Cart preparation). Payment (resolvePayments): the
 * stored-value nonces (store credit, gift certificate) pay first, each up to its balance; the card nonce is authorized
 * for the remainder only ('payment/declined' ...), or 'offline' pays it in CX mode (`cx`); a fully covered order needs
 * no card. Before any payment, core/marketing CheckFirstOrderOffer may take the first-order offer off the cart
 * (shell-account §9): 'discount/offer-removed'; then `deliveryQuotes` (CheckDeliveryQuotes) re-quotes the chosen
 * deliveries for the cart as it is, storing changed prices: 'shipping/price-changed' (409). The order is then created
 * atomically with the stored-value debits ('payment/insufficient-balance' when another order spent them meanwhile: the
 * card is voided as below); the authorization is keyed by the idempotency key, so a retry after a crash between the two
 * reuses it. The order records placedBy and checkoutType (core-cart-checkout §6), and the gift certificates it bought
 * are issued and mailed after it commits (OrderStoredValue). With `orderPayments`, the card is captured once the order
 * commits and the order records paymentState 'Paid', or 'Failed' when the capture is declined (captureOrderPayment; the
 * order stands, the receipt asks for a new card).
 *
 * Compensation: when the order is not created (createOrderFromCart answers a failure, or throws), and no order was
 * placed on this cart with the same idempotency key meanwhile (by a concurrent retry of this call, or by this call when
 * only its answer was lost: that order is then the answer), every authorization this call made is voided
 * (PaymentGatewayPort.void) and the original failure is returned, or the thrown error rethrown. The gateway never hands
 * a voided authorization to a later retry: the nonce is spent ('payment/nonce-used'), so a retry brings a new nonce and
 * makes exactly one order. Core has no logger, so a void that fails is reported in the failure itself:
 * `details.voidFailures`, a list of `{ transactionId, code, message }` ('payment/transaction-unknown', or
 * 'port/unreachable' when the gateway or the order lookup threw; without the lookup nothing is voided, since an order
 * might hold the authorization). The failure's code is unchanged, so drivers map it as before. A void failing after a
 * thrown error is not reported: the error is rethrown as it was, and the authorization lapses at the gateway.
 *
 * Confirmation: when this call created the order and `confirmations` is given, it sends the order confirmation
 * (orderConfirmationMail, to the order's e-mail) through the mail port before answering. The order is committed by
 * then: a mail port that throws is ignored here (the wiring's mail adapter logs its failures), so mail can neither fail
 * nor lose an order. A retry answered with an existing order sends nothing again.
 */
export class PlaceOrder {
  constructor(
    private readonly commerce: CommercePort,
    private readonly gateway: PaymentGatewayPort,
    private readonly rates: ShippingRatesPort,
    private readonly ids: IdGenerator,
    private readonly confirmations?: OrderConfirmations,
    private readonly stored?: OrderStoredValue,
    private readonly orderPayments?: OrderPaymentStatePort,
    private readonly firstOrderOffer: Pick<CheckFirstOrderOffer, 'execute'> = new CheckFirstOrderOffer({ commerce }),
    private readonly deliveryQuotes: Pick<CheckDeliveryQuotes, 'execute'> = { execute: async () => ok(undefined) },
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<{ order: Order; receiptToken: string }>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'The order request is incomplete.'));
    const input = parsed.data;
    if (input.paymentNonces.includes(OFFLINE_NONCE) && !input.cx) {
      return err(domainError('payment/offline-not-allowed', 'Offline payment is for staff only.'));
    }
    const cart = await this.commerce.getCartById(input.cartId);
    if (!cart || cart.anonymousId !== input.anonymousId) {
      return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
    }
    const prior = await this.commerce.getOrderByIdempotencyKey(input.idempotencyKey);
    if (prior && prior.cart.id === cart.id) return ok({ order: prior, receiptToken: prior.receiptToken });
    const ready = await this.readyToOrder(cart, input.version);
    const offer = ready.ok ? await this.firstOrderOffer.execute(cart) : ready; // before any payment (shell §9)
    const quoted = offer.ok ? await this.deliveryQuotes.execute(cart, { cx: !!input.cx }) : offer;
    return quoted.ok ? this.authorizeAndOrder(cart, input) : quoted;
  }

  /**
   * Whether `cart` at `version` can become an order: active, not stale, every line shipped, the address and
   * delivery steps complete, a valid e-mail, and each shipment's address valid (core-cart-checkout §4, §5). Public so
   * that a caller about to change the cart before placing it (PlaceOrderForCustomer) can refuse with these messages
   * first; it reads the catalogue's stock and the shipping rates, and changes nothing.
   */
  async readyToOrder(cart: Cart, version: number): Promise<Result<void>> {
    if (cart.cartState === 'Ordered') return err(domainError('cart/not-active', "Can't update order"));
    if (cart.version !== version) {
      const message = 'Your cart changed. Please review it and try again.';
      return err(domainError('cart/version-conflict', message, { currentVersion: cart.version }));
    }
    const gone = linesToRemove(cart, await currentProductsOf(this.commerce, cart));
    if (gone[0]) {
      const lineItemIds = gone.map((l) => l.lineItemId);
      return err(
        domainError('checkout/out-of-stock', gone[0].message, { lineItemIds, messages: gone.map((l) => l.message) }),
      );
    }
    if (checkoutRedirect(cart)) {
      return err(domainError('checkout/redirect-cart', 'Please review your cart: every item needs shipping details.'));
    }
    const restricted = await this.rates.restrictedCountrySkus(cart.lineItems.map((l) => l.variant.sku));
    const steps = checkoutSteps({ cart, isGuest: true, restrictedCountrySkus: restricted });
    if (!steps.address.complete || (steps.delivery.shown && !steps.delivery.complete)) {
      return err(domainError('checkout/incomplete', 'Please complete your shipping address and delivery choice.'));
    }
    const email = emailSchema.safeParse(cart.customerEmail ?? '');
    if (!email.success) {
      const message = cart.customerEmail ? ADDRESS_MESSAGES.emailInvalid : ADDRESS_MESSAGES.emailRequired;
      return err(domainError('checkout/incomplete', message));
    }
    for (const s of shipmentsOf(cart).filter((x) => x.lines.length > 0 && !x.isPickup)) {
      const { key: _key, custom: _custom, ...address } = s.address;
      // needsEmail: false because the valid cart e-mail checked above meets a shipment's e-mail need
      // (§4: the cart or the address e-mail); an address e-mail, when present, is still format-checked.
      const valid = validateShippingAddress(address, { needsEmail: false, needsStreet: s.needsPhysicalAddress });
      if (!valid.ok) return err(domainError('checkout/incomplete', valid.error.message, { shipmentKey: s.key }));
    }
    return ok(undefined);
  }

  /**
   * Authorizes the cart's gross total on the first nonce, then creates the order; when no order comes of it,
   * voids the authorization (`settle`) and answers the order's failure, or rethrows what the order call threw.
   */
  private async authorizeAndOrder(cart: Cart, input: PlaceOrderRequest): Promise<Result<PlacedOrder>> {
    const total = cart.taxedPrice?.totalGross ?? cart.totalPrice;
    const resolved = await resolvePayments(input.paymentNonces, {
      total,
      payer: input.anonymousId,
      cx: input.cx,
      storedValue: this.stored?.storedValue,
    });
    if (!resolved.ok) return resolved;
    const { plan, cardNonce } = resolved.value;
    const payments: Payment[] = storedValuePayments(resolved.value, this.ids);
    const authorized: string[] = [];
    if (cardNonce) {
      const { idempotencyKey, anonymousId } = input;
      const auth = await this.gateway.authorize(cardNonce, plan.cardAmount, anonymousId, idempotencyKey);
      if (!auth.ok) return auth;
      authorized.push(auth.value.transactionId);
      const { transactionId: id, last4: cardLast4, brand: cardBrand } = auth.value;
      payments.push({ id, method: 'card', amountPlanned: plan.cardAmount, cardLast4, cardBrand });
    }
    let created: Result<Order>;
    try {
      created = await this.commerce.createOrderFromCart({
        cartId: cart.id,
        version: cart.version,
        receiptToken: this.ids.token(),
        idempotencyKey: input.idempotencyKey,
        billingAddress: input.billingAddress,
        totals: totalsWithStoredValue(cartTotals(cart), plan),
        payments,
        ...(plan.debits.length > 0 ? { storedValueDebits: plan.debits } : {}),
        placedBy: input.cx?.isAdmin ? 'Employee' : 'Customer',
        // Without CX the engine knows whether the cart's owner is a customer ('Customer') or a guest ('Guest').
        ...(input.cx ? { checkoutType: 'CX' as const } : {}),
      });
    } catch (error) {
      const settled = await this.settle(input.idempotencyKey, cart.id, authorized);
      if (settled.placed) return ok({ order: settled.placed, receiptToken: settled.placed.receiptToken });
      throw error;
    }
    if (created.ok) {
      const card = payments.find((p) => p.method === 'card');
      const orderPayments = this.orderPayments;
      const capture = card && { transactionId: card.id, amount: card.amountPlanned };
      const order =
        capture && orderPayments && created.value.paymentState === undefined
          ? await captureOrderPayment(created.value, capture, { gateway: this.gateway, orderPayments })
          : created.value;
      await this.confirm(order);
      await this.issueGiftCertificates(order);
      return ok({ order, receiptToken: order.receiptToken });
    }
    const settled = await this.settle(input.idempotencyKey, cart.id, authorized);
    if (settled.placed) return ok({ order: settled.placed, receiptToken: settled.placed.receiptToken });
    if (settled.voidFailures.length === 0) return created;
    return err({ ...created.error, details: { ...created.error.details, voidFailures: settled.voidFailures } });
  }

  /** Sends the confirmation of the order just placed; never throws (the order stands whatever mail does). */
  private async confirm(order: Order): Promise<void> {
    if (!this.confirmations) return;
    const { mail, siteUrl } = this.confirmations;
    try {
      const message = orderConfirmationMail(order, { receiptUrl: receiptUrlOf(siteUrl, order.receiptToken) });
      if (message) await mail.send(message);
    } catch {
      // Reporting is the mail adapter's (LoggedMail); the order is placed and its receipt page shows it.
    }
  }

  /**
   * Issues and mails the gift certificates the order just placed bought; never throws (the order is committed; a
   * certificate not mailed now is mailed by the next IssueGiftCertificates call for the order).
   */
  private async issueGiftCertificates(order: Order): Promise<void> {
    try {
      await this.stored?.issueGiftCertificates?.execute(order);
    } catch {
      // Reporting is the mail adapter's (LoggedMail); issuing again for this order completes what is missing.
    }
  }

  /**
   * After an order call that created no order: the order another call with the same idempotency key placed on
   * this cart meanwhile, if any (nothing is voided then); otherwise voids each of `transactionIds` that no order
   * holds and lists the voids that failed. When the order lookup throws, nothing is voided (an order might hold
   * the authorizations) and every one is listed. Never throws.
   */
  private async settle(
    idempotencyKey: string,
    cartId: string,
    transactionIds: readonly string[],
  ): Promise<{ readonly placed?: Order; readonly voidFailures: readonly VoidFailure[] }> {
    let placed: Order | undefined;
    try {
      placed = await this.commerce.getOrderByIdempotencyKey(idempotencyKey);
    } catch (error) {
      const message = `Not voided: no order lookup (${messageOf(error)})`;
      return { voidFailures: transactionIds.map((id) => ({ transactionId: id, code: 'port/unreachable', message })) };
    }
    if (placed && placed.cart.id === cartId) return { placed, voidFailures: [] };
    const held = new Set(placed?.payments.map((p) => p.id));
    const voidFailures: VoidFailure[] = [];
    for (const transactionId of transactionIds.filter((id) => !held.has(id))) {
      const voided = await this.gateway
        .void(transactionId)
        .catch((e: unknown) => err(domainError('port/unreachable', messageOf(e))));
      if (!voided.ok) voidFailures.push({ transactionId, code: voided.error.code, message: voided.error.message });
    }
    return { voidFailures };
  }
}
