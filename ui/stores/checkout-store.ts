import { makeAutoObservable, runInAction } from 'mobx';
import { staleDeliveryDateActions } from '../../core/cart';
import { localIsoDate } from '../app/local-date';
import type { Cart } from '../../core/cart';
import {
  CHECKOUT_STEP_TITLES,
  checkoutRedirect,
  checkoutSteps,
  entryLocation,
  type CheckoutLocation,
  type CheckoutSteps,
  type RestrictedCountrySkus,
} from '../../core/checkout';
import { AddressFormStore } from './address-form-store';
import { DeliveryStore } from './delivery-store';
import { PaymentStore } from './payment-store';
import { ReceiptStore } from './receipt-store';
import type { RootStore } from './root-store';
import { SessionStore } from './session-store';

/** The route steps of checkout, in order. */
export const CHECKOUT_ROUTE_STEPS = ['address', 'shipping', 'payment'] as const;
/** A checkout step as it appears in the URL (/checkout/{step}). */
export type CheckoutRouteStep = (typeof CHECKOUT_ROUTE_STEPS)[number];

/** One entry of the step navigation. */
export interface StepNavEntry {
  readonly step: CheckoutRouteStep;
  readonly title: string;
  readonly enabled: boolean;
  readonly complete: boolean;
}

/**
 * Checkout as a view-model (core-cart-checkout §2 Checkout steps and Routing rules, §4 Checkout step
 * enablement and Proceeding to checkout): step states from core's checkoutSteps, the entry location, the
 * redirects of /checkout/:step?, and the stores of each step. The shopper is a guest unless the session has a
 * signed-in customer.
 */
export class CheckoutStore {
  restrictedCountrySkus: RestrictedCountrySkus = {};
  readonly address: AddressFormStore;
  readonly delivery: DeliveryStore;
  readonly payment: PaymentStore;
  readonly receipt: ReceiptStore;
  private restrictedFor = '';

  constructor(private readonly root: RootStore) {
    this.address = new AddressFormStore(root);
    this.delivery = new DeliveryStore(root);
    this.payment = new PaymentStore(root);
    this.receipt = new ReceiptStore(root);
    makeAutoObservable<CheckoutStore, 'root' | 'restrictedFor'>(this, {
      root: false,
      restrictedFor: false,
      address: false,
      delivery: false,
      payment: false,
      receipt: false,
    });
  }

  /** The session (who is checking out), created from the page state's session on first use. */
  get session(): SessionStore {
    return this.root.sessionFrom(SessionStore);
  }

  /** No customer is signed in (a visitor checking out as a guest). */
  get isGuest(): boolean {
    return !this.session.signedIn;
  }

  private get cart(): Cart | undefined {
    return this.root.cart.cart;
  }

  get steps(): CheckoutSteps | undefined {
    const cart = this.cart;
    return cart
      ? checkoutSteps({ cart, isGuest: this.isGuest, restrictedCountrySkus: this.restrictedCountrySkus })
      : undefined;
  }

  /** CX mode (core-cart-checkout §6): the session holds the checkOutAsCustomer permission. */
  get cxMode(): boolean {
    return this.session.cxMode;
  }

  /**
   * Where checkout enters (core-cart-checkout §4 Entry location): 'payment' for a cart made from an order upload (its
   * custom field createdFromOrderUpload) once the payment step is enabled (the upload gives every shipment its first
   * delivery; without one the step is not open, and checkout enters where it would otherwise, never looping); in CX
   * mode 'signin' unless the cart was copied from an order (its custom field copiedFromOrderNumber); else the first
   * enabled incomplete step.
   */
  get entryLocation(): CheckoutLocation {
    return this.locationOf(false);
  }

  private locationOf(pastSignin: boolean): CheckoutLocation {
    const steps = this.steps;
    if (!steps) return 'address';
    return entryLocation({
      steps,
      createdFromOrderUpload: this.cart?.custom.createdFromOrderUpload === true && steps.payment.enabled,
      cxMode: this.cxMode,
      pastSignin,
      copiedFromOrderNumber: this.cart?.custom.copiedFromOrderNumber,
    });
  }

  private pathOf(location: CheckoutLocation): string {
    const several = (this.cart?.itemShippingAddresses.length ?? 0) > 1;
    return location === 'address' && several ? '/checkout/address/multi' : `/checkout/${location}`;
  }

  /**
   * '/checkout/signin' (CX mode), '/checkout/address', '/checkout/shipping' or '/checkout/payment';
   * '/checkout/address/multi' when the cart has several shipments (core-cart-checkout §2 "The variant multi is used
   * when there are several shipments").
   */
  get entryPath(): string {
    return this.pathOf(this.entryLocation);
  }

  /**
   * Where a finished step (and the signin step's Continue) goes on to: the entry path past the signin step, i.e. the
   * first enabled incomplete step (payment when all are complete).
   */
  get nextPath(): string {
    return this.pathOf(this.locationOf(true));
  }

  /** The address step's path: its multi variant when the cart has several shipments. */
  get addressPath(): string {
    return (this.cart?.itemShippingAddresses.length ?? 0) > 1 ? '/checkout/address/multi' : '/checkout/address';
  }

  /** '/cart' when there is no cart or it is empty (lines are assigned at the address step). */
  get cartRedirect(): '/cart' | undefined {
    return this.cart ? checkoutRedirect(this.cart, { atOrderTime: false }) : '/cart';
  }

  get stepNav(): readonly StepNavEntry[] {
    const s = this.steps;
    const state = { address: s?.address, shipping: s?.delivery, payment: s?.payment };
    return CHECKOUT_ROUTE_STEPS.filter((step) => step !== 'shipping' || s?.delivery.shown !== false).map((step) => ({
      // A step counts as complete in the nav only once it can be reached (delivery is vacuously complete before
      // any shipment).
      step,
      title: CHECKOUT_STEP_TITLES[step],
      enabled: state[step]?.enabled ?? false,
      complete: (state[step]?.enabled && state[step]?.complete) ?? false,
    }));
  }

  /**
   * Where /checkout/:step?/:stepVariant? must go instead of rendering, or undefined to render the step:
   * /cart when the cart is empty; the entry location for no step, an unknown step, a variant we do not
   * support (the address step's 'multi' is the one), a step that is not enabled, or the signin step outside CX mode.
   */
  redirectFor(step: string | undefined, stepVariant?: string): string | undefined {
    if (this.cartRedirect) return this.cartRedirect;
    if (step === 'signin' && stepVariant === undefined) return this.cxMode ? undefined : this.entryPath;
    if (!step || (stepVariant !== undefined && !(step === 'address' && stepVariant === 'multi'))) return this.entryPath;
    const steps = this.steps!;
    const enabled: Record<string, boolean> = {
      address: steps.address.enabled,
      shipping: steps.delivery.enabled,
      payment: steps.payment.enabled,
    };
    return enabled[step] ? undefined : this.entryPath;
  }

  /** Loads the cart when needed and the SKUs restricted per country (spec §7 restricted-country-skus). */
  async enter(): Promise<void> {
    if (this.root.cart.status === 'idle') await this.root.cart.load();
    await this.clearStaleDeliveryDates();
    await this.loadRestrictions();
  }

  /** Requested delivery dates earlier than today are stale and cleared (spec §4 Cart shipping modes and edits). */
  async clearStaleDeliveryDates(): Promise<void> {
    const cart = this.cart;
    if (!cart) return;
    const actions = staleDeliveryDateActions(cart, localIsoDate(this.root.services.clock.nowMs()));
    if (actions.length === 0) return;
    const r = await this.root.services.myCart.updateCart(cart.id, cart.version, actions);
    if (r.ok) this.root.cart.setCart(r.value);
  }

  async loadRestrictions(): Promise<void> {
    const skus = [...new Set((this.cart?.lineItems ?? []).map((l) => l.variant.sku))].sort();
    const key = skus.join(',');
    if (skus.length === 0 || key === this.restrictedFor) return;
    this.restrictedFor = key;
    try {
      const data = this.root.absorb(await this.root.services.backend.getRestrictedCountrySkus(skus));
      runInAction(() => {
        this.restrictedCountrySkus = data?.restrictedCountrySkus ?? {};
      });
    } catch {
      this.restrictedFor = '';
    }
  }

  /**
   * 'Proceed to Checkout' (spec: core-cart-checkout §4 Proceeding to checkout; shell-account §3 Sign-in modal state):
   * a visitor who is not signed in and not in CX mode first sees the login modal (isCheckout: the cart is preserved
   * at sign-in, and a guest may continue without an account), whose callback continues to checkout; a signed-in
   * customer goes straight on.
   */
  async proceed(): Promise<void> {
    const session = this.session;
    if (session.signedIn || session.cxMode) return this.continueToCheckout();
    if (this.root.cart.status === 'idle') await this.root.cart.load();
    session.openLogin({ isCheckout: true, callback: () => this.continueToCheckout() });
  }

  /**
   * Prepares the cart and goes to the entry location (or /cart when there is nothing to check out). When preparation
   * removed lines, its redirect sends the shopper to /cart (the cart reloaded when already there) with its errors.
   */
  async continueToCheckout(): Promise<void> {
    if (await this.prepare()) return;
    await this.enter();
    this.root.navigator.go(this.cartRedirect ?? this.entryPath);
  }

  /**
   * Cart preparation (spec: core-cart-checkout §4 Proceeding to checkout, Cart preparation): the server removes
   * out-of-stock, inactive and backordered lines; the cart it answers replaces the store's, its errors and redirect
   * go through the envelope. True when it redirected (checkout does not go on).
   */
  async prepare(): Promise<boolean> {
    const envelope = await this.root.services.backend.prepareCart();
    const cart = envelope.data?.cart;
    if (cart !== undefined) this.root.cart.setCart(cart ?? undefined);
    this.root.absorb(envelope);
    return envelope.redirect_to !== undefined;
  }
}
