import type { ResaleCertificate } from '../core/resellers';
import type { Money } from '../core/shared';
import type { Cart } from '../core/cart';
import type { Address } from '../core/cart';
import type {
  Customer,
  CustomerDescription,
  LookedUpUser,
  SavedAddress,
  SavedPaymentMethod,
  SessionData,
} from '../core/customers';
import type { ReorderResult } from '../core/checkout';
import type { BusinessProfile, BusinessSource } from '../core/business';
import type { Envelope } from '../core/notifications';
import type { AccountAreaData } from './account-area';

/**
 * The storefront backend's account calls as the browser makes them, scoped to the caller's session (spec:
 * shell-account §7 The calls it makes, sign-in rows; core-cart-checkout §7 addresses, describe). Every answer uses
 * the envelope of core-cart-checkout §7; expected failures come back as `errors` (keys from ACCOUNT_ERROR_CODES,
 * e.g. 'account/invalid-credentials'), never as exceptions. JSON bodies; state-changing calls send the CSRF header.
 * Throws PortError only when the backend is unreachable (and, for `findUser`, after its 5 s timeout).
 */
export interface AccountBackendPort {
  /** POST /api/sign/in: signs the session in with a password (rotating the session); the session data. */
  signIn(input: SignInInput): Promise<Envelope<SessionData>>;
  /** POST /api/sign/up: creates the account and signs the session in; the session data. */
  signUp(input: SignUpInput): Promise<Envelope<SessionData>>;
  /** POST /api/sign/out: signs out (a new anonymous session), keeping a copy of the cart when asked. */
  signOut(input: { readonly copyCartToAnonymousCart: boolean }): Promise<Envelope<SessionData>>;
  /** GET /api/users/find?email=: the account of an e-mail (`user` null when there is none); 5 s timeout. */
  findUser(email: string): Promise<Envelope<{ readonly user: LookedUpUser | null }>>;
  /** POST /api/sign/forgot-password {email}: mails a reset link (a set-password link to a guest account). */
  forgotPassword(email: string): Promise<Envelope<{ readonly sent: true }>>;
  /** POST /api/sign/reset-password {key, password}: sets the new password and signs the session in. */
  resetPassword(input: { readonly key: string; readonly password: string }): Promise<Envelope<SessionData>>;
  /** POST /api/sign/send-sign-in-link-email {email, redirectPath}: mails a one-time sign-in link. */
  sendSignInLinkEmail(input: {
    readonly email: string;
    readonly redirectPath: string;
  }): Promise<Envelope<{ readonly sent: true }>>;
  /** POST /api/sign/in-by-link-key {key, preserveCart}: signs in with a mailed link; where the link was to lead. */
  signInByLinkKey(input: {
    readonly key: string;
    readonly preserveCart: boolean;
  }): Promise<Envelope<SessionData & { readonly redirectPath: string }>>;
  /** POST /api/me/describe: the signed-in customer's description ('account/not-signed-in' otherwise). */
  describeMe(): Promise<Envelope<CustomerDescription>>;
  /**
   * GET /api/account/page?path=: the data of an account-area page (ports/account-area.ts) for the signed-in customer;
   * 'account/not-signed-in' without one, 'route/not-found' for no such page or an order that is not theirs.
   */
  accountPage(path: string): Promise<Envelope<AccountAreaData>>;
  /**
   * POST /api/orders/reorder {orderNumber}: copies the still-available lines of the signed-in customer's order into
   * the session's cart, marked copiedFromOrderNumber (shell-account §3 Cart (shell view)); `skipped` names the lines
   * no longer sold. 'order/not-found' for an order that is not the customer's; 'account/not-signed-in'.
   */
  reorder(orderNumber: string): Promise<Envelope<ReorderResult>>;
  /** GET /api/customers/me/addresses: the address book. */
  listAddresses(): Promise<Envelope<{ readonly addresses: readonly SavedAddress[] }>>;
  /** POST /api/customers/me/addresses {address, isDefault?}: adds one; it and the whole book. */
  addAddress(input: AddressInput): Promise<Envelope<AddressBookChange>>;
  /** PUT /api/customers/me/addresses {addressId, address, isDefault?}: changes one; it and the whole book. */
  updateAddress(input: AddressInput & { readonly addressId: string }): Promise<Envelope<AddressBookChange>>;
  /** DELETE /api/customers/me/addresses/{addressId}: removes one; the book afterwards. */
  deleteAddress(addressId: string): Promise<Envelope<{ readonly addresses: readonly SavedAddress[] }>>;
  /**
   * POST /api/business-units (core-cart-checkout §7 "payload includes source"; §6 Business): creates the session's
   * business account; 'validation/invalid' with `fields` (field → message), 'business/account-exists'.
   */
  createBusinessAccount(
    input: BusinessFormInput & { readonly source: BusinessSource },
  ): Promise<Envelope<{ readonly profile: BusinessProfile }>>;
  /** PUT /api/business-units/me/profile: replaces the profile's fields; 'business/not-found' without one. */
  updateBusinessProfile(input: BusinessFormInput): Promise<Envelope<{ readonly profile: BusinessProfile }>>;
  /** PUT /api/me/profile {fullName}: the new full name ('validation/invalid' "Please enter your full name"). */
  updateProfile(input: { readonly fullName: string }): Promise<Envelope<{ readonly customer: Customer }>>;
  /**
   * POST /api/me/password {currentPassword, newPassword}: 'account/wrong-password', 'account/weak-password',
   * 'account/password-not-set', 'account/rate-limited'; on success the customer's other sessions are signed out and
   * this one continues under a new cookie.
   */
  changePassword(input: {
    readonly currentPassword: string;
    readonly newPassword: string;
  }): Promise<Envelope<{ readonly customer: Customer }>>;
  /** PUT /api/me/communications {optInNewsletter}: the newsletter choice. */
  updateCommunications(input: {
    readonly optInNewsletter: boolean;
  }): Promise<Envelope<{ readonly customer: Customer }>>;
  /**
   * POST /api/checkout/guest-account {receiptToken, name}: after a guest's order, a guest account for its e-mail with
   * the order attached and the set-password link mailed (core-cart-checkout §4 Placing an order step 2).
   * 'account/email-taken', 'order/not-found'.
   */
  createGuestAccount(input: {
    readonly receiptToken: string;
    readonly name: string;
  }): Promise<Envelope<{ readonly sent: true }>>;
  /**
   * GET /api/payment-methods[?customerId=]: the wallet's saved cards, the default first (core-cart-checkout §7 "saved
   * payment methods in checkout: fetched for 'me' or, in CX mode, the customer id"); `customerId` names the customer
   * a staff session acts for ('auth/forbidden' for anyone else's).
   */
  listPaymentMethods(customerId?: string): Promise<Envelope<PaymentMethodList>>;
  /**
   * POST /api/payment-methods {nonce, cardholderName, isDefault?}: saves the card of a nonce this session tokenized
   * ("Save this card for later"); it and the wallet. 'payment/nonce-unknown', 'payment/declined'.
   */
  savePaymentMethod(
    input: SavePaymentMethodInput,
  ): Promise<Envelope<PaymentMethodList & { readonly paymentMethod: SavedPaymentMethod }>>;
  /** DELETE /api/payment-methods/{id}: removes a saved card; the wallet afterwards ('payment/method-not-found'). */
  deletePaymentMethod(paymentMethodId: string): Promise<Envelope<PaymentMethodList>>;
  /**
   * GET /api/reseller-certificates: the reseller's own resale certificates, newest first (shell-account §2 Reseller
   * Certifications).
   */
  resaleCertificates(): Promise<Envelope<{ readonly certificates: readonly ResaleCertificate[] }>>;
  /**
   * POST /api/reseller-certificates: uploads a resale certificate, the file's raw bytes as the body: the new pending
   * certificate, or the errors ('validation/invalid' with `fields`, 'business/not-reseller'; 413 over 10 MB).
   */
  uploadResaleCertificate(
    fields: ResaleCertificateFields,
    file: Blob,
  ): Promise<Envelope<{ readonly certificate: ResaleCertificate }>>;
  /**
   * POST /api/payment-methods/{id}/nonce[?customerId=]: a single-use nonce that charges a saved card of the wallet's
   * owner (in CX mode `customerId`, the customer acted for), for placing an order ('payment/method-not-found',
   * 'auth/forbidden').
   */
  paymentMethodNonce(paymentMethodId: string, customerId?: string): Promise<Envelope<SavedCardNonce>>;
  /**
   * GET /api/credit-accounts[?customerId=]: the signed-in customer's store credit, or in CX mode (`customerId`) the
   * customer acted for, with a new single-use nonce, or null (core-cart-checkout §7 "GET /api/credit-accounts | query
   * customerId"; 'account/not-signed-in' for a visitor, 'auth/forbidden' for anyone else's).
   */
  creditAccounts(customerId?: string): Promise<Envelope<CreditAccounts>>;
  /**
   * POST /api/gift-certificates/apply {code}: the certificate masked but its last four, its balance and a nonce for
   * placing the order ('gift-certificate/invalid', 'gift-certificate/empty', 'account/rate-limited').
   */
  applyGiftCertificate(code: string): Promise<Envelope<{ readonly giftCertificate: AppliedGiftCertificate }>>;
  /**
   * POST /api/cx/act-for {email} (staff only; core-cart-checkout §6 CX mode): the agent acts for that customer;
   * the cart acted on and the customer ('resource/not-found' "No customer with that e-mail.", 'auth/forbidden').
   */
  actFor(email: string): Promise<Envelope<{ readonly cart: Cart; readonly customer: Customer }>>;
  /**
   * POST /api/customers/email={email}/describe (staff only; core-cart-checkout §6, §7): the customer's description
   * ('resource/not-found' "No customer with that e-mail.", 'auth/forbidden').
   */
  describeCustomer(email: string): Promise<Envelope<CustomerDescription>>;
  /**
   * GET /api/cx/store-credit (staff only): the store credit of the customer the agent acts for ('validation/invalid'
   * when acting for none, 'auth/forbidden').
   */
  cxStoreCredit(): Promise<Envelope<CxStoreCredit>>;
  /**
   * POST /api/cx/store-credit {amountCents, reason, note?} (staff only; core §6 courtesy credit): credits the customer
   * the agent acts for; the balance afterwards ('validation/invalid' with the use case's bounds message).
   */
  issueStoreCredit(input: {
    readonly amountCents: number;
    readonly reason: string;
    readonly note?: string;
  }): Promise<Envelope<CxStoreCredit>>;
  /** POST /api/cx/stop (staff only): the agent stops acting and has their own cart again. */
  stopActing(): Promise<Envelope<{ readonly stopped: true }>>;
  /**
   * POST /api/cx/adjustment (staff only; core §6 payment adjustment): sets the acted cart's adjustment of
   * `amountCents` with a reason label and note, or removes it (`amountCents` null); the cart afterwards
   * ('validation/invalid' with the bound's message).
   */
  setAdjustment(input: {
    readonly amountCents: number | null;
    readonly reason?: string;
    readonly note?: string;
  }): Promise<Envelope<{ readonly cart: Cart }>>;
}

/** A stored value ready to pay with: its balance in cents and a single-use nonce. */
export interface StoredValueNonce {
  readonly balance: Money;
  readonly nonce: string;
}

/** The answer of GET /api/credit-accounts: no business credit accounts; the store credit, or null. */
export interface CreditAccounts {
  readonly creditAccount: null;
  readonly storeCreditAccount: StoredValueNonce | null;
}

/** A customer's store credit as the staff UI shows it: the customer's id and the balance in cents. */
export interface CxStoreCredit {
  readonly customerId: string;
  readonly balance: Money;
}

/** A gift certificate applied at payment: `code` masked as 'XXXX-XXXX-XXXX-NPQR'. */
export interface AppliedGiftCertificate extends StoredValueNonce {
  readonly code: string;
}

/** The wallet: the customer's saved cards, the default first. */
export interface PaymentMethodList {
  readonly paymentMethods: readonly SavedPaymentMethod[];
}

/** A card to save: the nonce of the card just tokenized, the name on it, and whether it becomes the default. */
export interface SavePaymentMethodInput {
  readonly nonce: string;
  readonly cardholderName: string;
  readonly isDefault?: boolean;
}

/** A nonce charging a saved card, with the card's last four digits and brand. */
export interface SavedCardNonce {
  readonly nonce: string;
  readonly last4: string;
  readonly brand: string;
}

/** The sign-in form (spec: shell-account §3 Sign-in form): keepLoggedIn defaults to true, preserveCart to false. */
export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly keepLoggedIn?: boolean;
  /** true in checkout: the anonymous cart is merged into the customer's (core-cart-checkout §4). */
  readonly preserveCart?: boolean;
  readonly 'g-recaptcha-response'?: string;
}

/**
 * The sign-up form (spec: shell-account §3 Sign-up form): keepSignedIn and optInNewsletter default to true,
 * preserveCart to false, attachGuestOrders to true.
 */
export interface SignUpInput {
  readonly email: string;
  /** The full name. */
  readonly name: string;
  readonly password: string;
  readonly isB2b: boolean;
  readonly keepSignedIn?: boolean;
  readonly optInNewsletter?: boolean;
  readonly preserveCart?: boolean;
  readonly attachGuestOrders?: boolean;
  readonly 'g-recaptcha-response'?: string;
}

/** An address to save: the address (core-cart-checkout §5 rules apply) and whether it becomes the default. */
export interface AddressInput {
  readonly address: Address;
  readonly isDefault?: boolean;
}

/** The answer of adding or changing an address: the address saved and the whole book. */
export interface AddressBookChange {
  readonly address: SavedAddress;
  readonly addresses: readonly SavedAddress[];
}

/**
 * A business form as the browser sends it (core/business `businessFormSchema`; spec: core-cart-checkout §6 Business):
 * the typed text of each field (the server checks them with `validateBusinessFields`); the tax id may be blank.
 */
export interface BusinessFormInput {
  readonly companyName: string;
  readonly industry: string;
  readonly taxId: string;
  readonly phone: string;
  readonly address: {
    readonly street1: string;
    readonly street2: string;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
    readonly country: string;
  };
  readonly teamSize: string;
}

/** The upload form's fields of a resale certificate (its file goes as the request body). */
export interface ResaleCertificateFields {
  readonly state: string;
  readonly certificateNumber: string;
  /** YYYY-MM-DD. */
  readonly expiresOn: string;
  readonly fileName: string;
}
