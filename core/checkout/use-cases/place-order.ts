import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared/result';
import type { Order } from '../../cart/model/order';
import { cartTotals } from '../../cart/model/totals';
import { checkoutRedirect, checkoutSteps } from '../model/steps';
import { shipmentsOf } from '../../cart/model/shipments';
import { ADDRESS_MESSAGES, validateShippingAddress } from '../../validation/model/address';
import type { CommercePort } from '../../../ports/commerce';
import type { PaymentGatewayPort } from '../../../ports/payments';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { IdGenerator } from '../../../ports/ids';

const addressSchema = z.object({
  name: z.string().max(200).optional(), company: z.string().max(200).optional(), street1: z.string().max(200).optional(), street2: z.string().max(200).optional(),
  city: z.string().max(100).optional(), state: z.string().max(50).optional(), postalCode: z.string().max(20).optional(), country: z.enum(['US', 'CA']),
  phone: z.string().max(40).optional(), residential: z.boolean().optional(), email: z.string().max(254).optional(),
});

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  cartId: z.string().min(1),
  version: z.number().int().nonnegative(),
  paymentNonces: z.array(z.string().min(1).max(200)).min(1).max(5),
  billingAddress: addressSchema.optional(),
  idempotencyKey: z.string().min(8).max(100),
});

/**
 * Places an order (spec: core-cart-checkout §4 Placing an order; §7 place order): a retried call with the same
 * idempotency key returns the same order; the cart must be the caller's, at the current version (else
 * 'cart/version-conflict', HTTP 409 → /cart), non-empty with valid shipping details on every line
 * ('checkout/redirect-cart'), with address and delivery complete, a valid e-mail and every shipping address
 * valid by §5 ('checkout/incomplete' with the field's message); the card nonce is
 * authorized for the taxed total ('payment/declined' ...) before the order is created atomically; the
 * authorization is keyed by the idempotency key, so a retry after a crash between the two reuses it.
 */
export class PlaceOrder {
  constructor(
    private readonly commerce: CommercePort,
    private readonly gateway: PaymentGatewayPort,
    private readonly rates: ShippingRatesPort,
    private readonly ids: IdGenerator,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<{ order: Order; receiptToken: string }>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'The order request is incomplete.'));
    const input = parsed.data;
    const cart = await this.commerce.getCartById(input.cartId);
    if (!cart || cart.anonymousId !== input.anonymousId) return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
    const prior = await this.commerce.getOrderByIdempotencyKey(input.idempotencyKey);
    if (prior && prior.cart.id === cart.id) return ok({ order: prior, receiptToken: prior.receiptToken });
    if (cart.cartState === 'Ordered') return err(domainError('cart/not-active', "Can't update order"));
    if (cart.version !== input.version) return err(domainError('cart/version-conflict', 'Your cart changed. Please review it and try again.', { currentVersion: cart.version }));
    if (checkoutRedirect(cart)) return err(domainError('checkout/redirect-cart', 'Please review your cart: every item needs shipping details.'));
    const restricted = await this.rates.restrictedCountrySkus(cart.lineItems.map((l) => l.variant.sku));
    const steps = checkoutSteps({ cart, isGuest: true, restrictedCountrySkus: restricted });
    if (!steps.address.complete || (steps.delivery.shown && !steps.delivery.complete)) {
      return err(domainError('checkout/incomplete', 'Please complete your shipping address and delivery choice.'));
    }
    const email = z.string().email().safeParse(cart.customerEmail ?? '');
    if (!email.success) return err(domainError('checkout/incomplete', cart.customerEmail ? ADDRESS_MESSAGES.emailInvalid : ADDRESS_MESSAGES.emailRequired));
    for (const s of shipmentsOf(cart).filter((x) => x.lines.length > 0 && !x.isPickup)) {
      const { key: _key, custom: _custom, ...address } = s.address;
      // needsEmail: false because the valid cart e-mail checked above meets a shipment's e-mail need
      // (§4: the cart or the address e-mail); an address e-mail, when present, is still format-checked.
      const valid = validateShippingAddress(address, { needsEmail: false, needsStreet: s.needsPhysicalAddress });
      if (!valid.ok) return err(domainError('checkout/incomplete', valid.error.message, { shipmentKey: s.key }));
    }
    const amount = cart.taxedPrice?.totalGross ?? cart.totalPrice;
    const [nonce] = input.paymentNonces;
    const auth = await this.gateway.authorize(nonce ?? '', amount, input.anonymousId, input.idempotencyKey);
    if (!auth.ok) return auth;
    const receiptToken = this.ids.token();
    const created = await this.commerce.createOrderFromCart({
      cartId: cart.id,
      version: cart.version,
      receiptToken,
      idempotencyKey: input.idempotencyKey,
      billingAddress: input.billingAddress,
      totals: cartTotals(cart),
      payments: [{ id: auth.value.transactionId, method: 'card', amountPlanned: amount, cardLast4: auth.value.last4, cardBrand: auth.value.brand }],
    });
    if (!created.ok) return created;
    return ok({ order: created.value, receiptToken: created.value.receiptToken });
  }
}
