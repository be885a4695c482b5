import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Cart, Order } from '../../core/cart';
import type { Message } from '../../core/notifications';
import { checkoutRedirect } from '../../core/checkout';
import { PortError } from '../../core/shared';
import { errorText, exceptionText, orderCopy } from '../copy';
import { PaymentOptionsStore, type NonceOutcome } from './payment-options-store';
import type { RootStore } from './root-store';
import type { Address } from '../../core/cart';
import type { PaymentPlan } from '../../core/checkout';
import { paymentCopy } from '../copy/payment-copy';
import { BillingAddressStore } from './billing-address-store';
import { StoredValueStore } from './stored-value-store';

/** Card form fields, as typed. */
export const CARD_FIELDS = ['number', 'expMonth', 'expYear', 'cvc', 'postalCode'] as const;
/** A field of the card form. */
export type CardField = (typeof CARD_FIELDS)[number];

const VERSION_CONFLICT = 'cart/version-conflict';

/**
 * The 'Payment Method' step (core-cart-checkout §4 Placing an order, §7 place order, §8): the card form,
 * tokenizing the card into a nonce, then placing the order with an idempotency key. A version conflict
 * (409) goes to /cart; returned errors are all shown; no order and no errors gives 'No order but no
 * errors?'; a missing token 'receiptToken not found in response'. Success goes to the receipt. A saved card, saving
 * the card and a guest's account are `options` (PaymentOptionsStore).
 */
export class PaymentStore {
  values: Record<CardField, string> = { number: '', expMonth: '', expYear: '', cvc: '', postalCode: '' };
  readonly touched = observable.set<CardField>();
  submitted = false;
  placing = false;
  errors: readonly string[] = [];
  /** The order just placed, kept so the receipt shows at once. */
  lastOrder: Order | undefined = undefined;
  private idempotencyKey: { cartVersion: string; key: string } | undefined = undefined;
  readonly options: PaymentOptionsStore;
  /** Gift certificate and store credit, paid before the card. */
  readonly storedValue: StoredValueStore;
  readonly billing = new BillingAddressStore();

  constructor(private readonly root: RootStore) {
    this.options = new PaymentOptionsStore(root);
    this.storedValue = new StoredValueStore(root);
    makeAutoObservable<PaymentStore, 'root' | 'idempotencyKey'>(this, {
      root: false,
      idempotencyKey: false,
      options: false,
      storedValue: false,
      billing: false,
    });
  }

  /** How the cart's taxed total is paid: the stored value applied, then the card for `cardAmount`. */
  get plan(): PaymentPlan | undefined {
    const cart = this.root.cart.cart;
    return cart ? this.storedValue.planFor(cart.taxedPrice?.totalGross ?? cart.totalPrice) : undefined;
  }

  /** true when the stored value applied covers the whole order: no card form, no card nonce. */
  get cardNotNeeded(): boolean {
    return this.plan !== undefined && this.plan.debits.length > 0 && this.plan.cardAmount.cents === 0;
  }

  /** Required-field and format messages of the card form, shown once touched or after a submit. */
  get fieldErrors(): Partial<Record<CardField, string>> {
    if (!this.options.newCard || this.cardNotNeeded) return {};
    const v = this.values;
    const all: Partial<Record<CardField, string>> = {};
    const digits = v.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) all.number = orderCopy.card.required(orderCopy.card.number);
    const month = Number(v.expMonth);
    if (!Number.isInteger(month) || month < 1 || month > 12)
      all.expMonth = orderCopy.card.required(orderCopy.card.expMonth);
    if (!/^\d{4}$/.test(v.expYear)) all.expYear = orderCopy.card.required(orderCopy.card.expYear);
    if (!/^\d{3,4}$/.test(v.cvc)) all.cvc = orderCopy.card.required(orderCopy.card.cvc);
    if (v.postalCode.trim() === '') all.postalCode = orderCopy.card.required(orderCopy.card.postalCode);
    const shown: Partial<Record<CardField, string>> = {};
    for (const f of CARD_FIELDS) if (all[f] && (this.submitted || this.touched.has(f))) shown[f] = all[f];
    return shown;
  }

  set(field: CardField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  touch(field: CardField): void {
    this.touched.add(field);
  }

  /** The typed card as a nonce, or the gateway's message. */
  private async tokenize(): Promise<NonceOutcome> {
    const v = this.values;
    const token = await this.root.services.payments.tokenizeCard({
      number: v.number.replace(/[\s-]/g, ''),
      expMonth: Number(v.expMonth),
      expYear: Number(v.expYear),
      cvc: v.cvc,
      postalCode: v.postalCode.trim(),
    });
    return token.ok ? { nonce: token.value.nonce } : { errors: [errorText(token.error)] };
  }

  /**
   * Creates the guest's account when asked (with a password: before the order), gets the nonce (a saved card, or the
   * typed card, saved when asked), places the order and navigates to the receipt on success.
   */
  async placeOrder(): Promise<void> {
    const { navigator } = this.root;
    const cart = this.root.cart.cart;
    this.submitted = true;
    this.errors = [];
    if (!cart || checkoutRedirect(cart)) {
      navigator.go('/cart');
      return;
    }
    if (Object.keys(this.fieldErrors).length > 0 || this.placing) return;
    this.placing = true;
    try {
      await this.pay(cart);
    } catch (e) {
      if (e instanceof PortError && e.status === 409) return this.conflict();
      this.fail([exceptionText(e)]);
    }
  }

  /** The account, the nonce and the order, in that order; each step's failure is shown and ends it. */
  private async pay(cart: Cart): Promise<void> {
    const accountErrors = await this.options.beforeOrder(cart);
    if (accountErrors.length > 0) return this.fail(accountErrors);
    const current = this.root.cart.cart ?? cart;
    const billing = this.billing.addressFor(current.shippingAddress);
    if (!billing) return this.fail([paymentCopy.billing.invalid]);
    if (this.cardNotNeeded) return this.send(current, undefined, billing);
    const paid = await this.options.nonceFor(() => this.tokenize(), current.shippingAddress?.name ?? '');
    if ('errors' in paid) return this.fail(paid.errors);
    return this.send(current, paid.nonce, billing);
  }

  /**
   * Places the order of `cart` paid by the stored value applied, then `cardNonce` (none when the stored value covers
   * it), billed to `billing` (without e-mail); the receipt on success.
   */
  private async send(cart: Cart, cardNonce: string | undefined, billing: Address): Promise<void> {
    const { services, navigator } = this.root;
    const version = `${cart.id}@${cart.version}`;
    if (this.idempotencyKey?.cartVersion !== version)
      this.idempotencyKey = { cartVersion: version, key: services.ids.uuid() };
    const postalCode = cardNonce && this.billing.sameAsShipping && this.options.newCard ? this.values.postalCode : '';
    const envelope = await services.backend.placeOrder({
      cartId: cart.id,
      version: cart.version,
      paymentNonces: [...this.storedValue.nonces, ...(cardNonce ? [cardNonce] : [])],
      idempotencyKey: this.idempotencyKey.key,
      billingAddress: { ...billing, postalCode: postalCode.trim() || billing.postalCode },
    });
    const errors = (envelope.errors ?? []).filter((e) => e.message);
    if (errors.some((e) => e.key === VERSION_CONFLICT)) return this.conflict(errors);
    // The first-order offer left the cart (shell-account §9): the cart with its new total, and why, before paying.
    if (errors.some((e) => e.key === 'discount/offer-removed')) return this.conflict(errors);
    // The chosen delivery was re-quoted for the cart as it is (core-cart-checkout §4 Shipping cost): its new total.
    if (errors.some((e) => e.key === 'shipping/price-changed')) return this.conflict(errors);
    if (errors.length > 0) return this.fail(errors.map((e) => e.message));
    const data = this.root.absorb(envelope);
    if (!data?.order) return this.fail([orderCopy.checkout.noOrderNoErrors]);
    if (!data.receiptToken) return this.fail([orderCopy.checkout.noReceiptToken]);
    await this.options.afterOrder(data.receiptToken, cart.shippingAddress?.name ?? '', cart.customerEmail ?? '');
    void this.storedValue.afterOrder();
    runInAction(() => {
      this.lastOrder = data.order;
      this.placing = false;
      this.submitted = false;
      this.touched.clear();
      this.values = { ...this.values, number: '', cvc: '' };
    });
    // The receipt reloads the session's cart; dropping the ordered cart here would make the checkout
    // route redirect to /cart before the navigation lands.
    navigator.go(`/checkout/receipt?token=${encodeURIComponent(data.receiptToken)}`);
  }

  private fail(messages: readonly string[]): void {
    this.errors = messages;
    this.placing = false;
  }

  /** A stale cart version: reload the cart and send the shopper to /cart (spec §4 Placing an order step 3). */
  private async conflict(errors: readonly Message[] = []): Promise<void> {
    runInAction(() => {
      this.placing = false;
    });
    await this.root.cart.load();
    this.root.notifications.keepThroughNavigation({
      errors: errors.length > 0 ? errors : [{ message: errorText({ code: VERSION_CONFLICT, message: '' }) }],
    });
    this.root.navigator.go('/cart');
  }
}
