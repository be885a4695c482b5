import {
  ANONYMOUS_SESSION,
  firstNameOf,
  normalizeEmail,
  type Customer,
  type CustomerDescription,
  type SavedAddress,
  type SavedPaymentMethod,
  type SessionData,
} from '../../core/customers';
import type { Cart } from '../../core/cart';
import type { ReorderResult } from '../../core/checkout';
import type { Envelope, Message } from '../../core/notifications';
import type { AccountBackendPort, AppliedGiftCertificate, StoredValueNonce } from '../../ports/account-backend';
import type { AccountAreaData } from '../../ports/account-area';
import { fakeAccountSettings } from './fake-account-settings';
import { fakeCxCalls } from './fake-account-cx';
import { fakeBusinessCalls } from './fake-business';
import type { BusinessProfile } from '../../core/business';
import { fakeResellerCalls } from './fake-account-reseller';
import type { ResaleCertificate } from '../../core/resellers';

/** An account the fake knows. */
export interface FakeAccountRecord {
  readonly fullName: string;
  readonly password: string | null;
  readonly isB2b: boolean;
}

/** The fake's state: accounts by normalised e-mail, the keys of mailed links, the calls made, injected failures. */
export interface FakeAccountState {
  readonly accounts: Map<string, FakeAccountRecord & { readonly email: string }>;
  /** Sign-in link keys → e-mail and the path the link leads to. */
  readonly linkKeys: Map<string, { readonly email: string; readonly redirectPath: string }>;
  /** Reset keys → e-mail. */
  readonly resetKeys: Map<string, string>;
  /** The account-area pages' data by path (GET /api/account/page); a path without one answers 'route/not-found'. */
  readonly accountPages: Map<string, AccountAreaData>;
  /** What POST /api/orders/reorder answers for each order number (absent: 'order/not-found'). */
  readonly reorders: Map<string, ReorderResult>;
  /** Calls in order, e.g. 'findUser:jane@example.com', 'signIn:jane@example.com:keep=true:preserve=false'. */
  readonly calls: string[];
  /** The next call of that method throws this error (a PortError stands for an unreachable backend). */
  readonly throwNext: Map<keyof AccountBackendPort, Error>;
  /** The next call of that method answers these envelope errors. */
  readonly errorsNext: Map<keyof AccountBackendPort, Message[]>;
  /** The cart every signed-in answer carries (null: none). */
  cart: Cart | null;
  /** The signed-in customer of the settings and address-book calls (null: they answer 'account/not-signed-in'). */
  me: Customer | null;
  /** That customer's business profile (the business-units calls), null without one. */
  businessProfile: BusinessProfile | null;
  /** That customer's address book, oldest first. */
  addressBook: SavedAddress[];
  /** The last address id handed out ('a-1', 'a-2', …). */
  addressSeq: number;
  /** The wallet's saved cards, in the order listed (default first). */
  paymentMethods: SavedPaymentMethod[];
  /** Cards the tokenizer saw, by nonce (for savePaymentMethod). */
  readonly tokenized: Map<
    string,
    { readonly last4: string; readonly brand: string; expMonth: number; expYear: number }
  >;
  /** What GET /api/credit-accounts answers as the store credit (null: none). */
  storeCredit: StoredValueNonce | null;
  /** The gift certificates POST /api/gift-certificates/apply knows, by code as typed (others: not valid). */
  readonly giftCertificates: Map<string, AppliedGiftCertificate>;
  /** What the staff describe call answers, by e-mail as typed (others: 'resource/not-found'). */
  readonly descriptions: Map<string, CustomerDescription>;
  /** The acted-for customer's store credit in cents, as the staff credit calls read and raise it. */
  cxCreditCents: number;
  /** The reseller's resale certificates, newest first (GET /api/reseller-certificates; uploads add to the front). */
  readonly resaleCertificates: ResaleCertificate[];
  /** Mints a nonce that the fake gateway approves for a saved card (set by the fake services). */
  mintNonce: (card: { readonly last4: string; readonly brand: string }) => string;
}

/** The message of a wrong e-mail or password, as the fake's server words it. */
export const FAKE_INVALID_CREDENTIALS = 'The email or password you entered is incorrect.';

/**
 * An in-memory AccountBackendPort for UI tests: the wire contract of ports/account-backend.ts answered from
 * `state` (a password sign-in checks the stored password; sign-up refuses a taken e-mail; link and reset keys are
 * single-use). Seed accounts with `addAccount`.
 */
export function createFakeAccount(): AccountBackendPort & {
  readonly state: FakeAccountState;
  addAccount(email: string, record: FakeAccountRecord): void;
} {
  const state: FakeAccountState = {
    accounts: new Map(),
    linkKeys: new Map(),
    resetKeys: new Map(),
    accountPages: new Map(),
    reorders: new Map(),
    calls: [],
    throwNext: new Map(),
    errorsNext: new Map(),
    cart: null,
    me: null,
    businessProfile: null,
    addressBook: [],
    addressSeq: 0,
    paymentMethods: [],
    tokenized: new Map(),
    mintNonce: () => 'nonce-saved',
    storeCredit: null,
    giftCertificates: new Map(),
    descriptions: new Map(),
    cxCreditCents: 0,
    resaleCertificates: [],
  };
  const session = (email: string, loginType: SessionData['signedLoginType']): SessionData => {
    const a = state.accounts.get(normalizeEmail(email))!;
    const firstName = firstNameOf(a.fullName);
    const contact = { id: `c-${a.email}`, email: a.email, firstName, isB2b: a.isB2b, subscribed: true };
    return {
      ...ANONYMOUS_SESSION,
      customer: { id: `c-${a.email}`, email: a.email },
      contact: { ...contact, businessIndustry: null },
      signedLoginType: loginType,
      userCreatedAt: '2026-03-02T15:00:00.000Z',
      userFirstName: firstName,
      email: a.email,
      userHasBusinessAccount: a.isB2b,
      cart: state.cart,
    };
  };
  /** Logs the call, then throws or answers an injected failure, else runs `answer`. */
  async function run<T>(method: keyof AccountBackendPort, log: string, answer: () => Envelope<T>) {
    state.calls.push(log);
    const thrown = state.throwNext.get(method);
    state.throwNext.delete(method);
    if (thrown) throw thrown;
    const errors = state.errorsNext.get(method);
    state.errorsNext.delete(method);
    return errors ? { errors } : answer();
  }
  const notSignedIn = { errors: [{ message: 'Please sign in.', key: 'account/not-signed-in' }] };
  return {
    state,
    addAccount(email, record) {
      state.accounts.set(normalizeEmail(email), { ...record, email });
    },
    findUser: (email) =>
      run('findUser', `findUser:${email}`, () => {
        const a = state.accounts.get(normalizeEmail(email));
        return { data: { user: a ? { firstName: firstNameOf(a.fullName), guest: a.password === null } : null } };
      }),
    signIn: (input) =>
      run('signIn', `signIn:${input.email}:keep=${input.keepLoggedIn}:preserve=${input.preserveCart}`, () => {
        const a = state.accounts.get(normalizeEmail(input.email));
        if (!a || a.password === null || a.password !== input.password) {
          return { errors: [{ message: FAKE_INVALID_CREDENTIALS, key: 'account/invalid-credentials' }] };
        }
        return { data: session(input.email, 'password') };
      }),
    signUp: (input) =>
      run('signUp', `signUp:${input.email}:${input.name}:b2b=${input.isB2b}:news=${input.optInNewsletter}`, () => {
        const existing = state.accounts.get(normalizeEmail(input.email));
        if (existing && existing.password !== null) {
          return { errors: [{ message: 'An account with this email already exists.', key: 'account/email-taken' }] };
        }
        state.accounts.set(normalizeEmail(input.email), { ...input, fullName: input.name, email: input.email });
        return { data: session(input.email, 'password') };
      }),
    setAdjustment: (input) =>
      run('setAdjustment', `setAdjustment:${input.amountCents}:${input.reason ?? ''}`, () => ({
        errors: [{ message: 'The adjustment can be at most $500.00.', key: 'validation/invalid' }],
      })),
    stopActing: () => run('stopActing', 'stopActing', () => ({ data: { stopped: true as const } })),
    ...fakeCxCalls(state, run),
    ...fakeResellerCalls(state.resaleCertificates, run),
    signOut: (input) =>
      run('signOut', `signOut:copy=${input.copyCartToAnonymousCart}`, () => ({
        data: { ...ANONYMOUS_SESSION, cart: null },
      })),
    forgotPassword: (email) => run('forgotPassword', `forgotPassword:${email}`, () => ({ data: { sent: true } })),
    sendSignInLinkEmail: (input) =>
      run('sendSignInLinkEmail', `sendSignInLinkEmail:${input.email}:${input.redirectPath}`, () => ({
        data: { sent: true },
      })),
    resetPassword: (input) =>
      run('resetPassword', `resetPassword:${input.key}`, () => {
        const email = state.resetKeys.get(input.key);
        if (!email) return { errors: [{ message: 'This link has expired.', key: 'account/link-expired' }] };
        state.resetKeys.delete(input.key);
        const a = state.accounts.get(normalizeEmail(email))!;
        state.accounts.set(normalizeEmail(email), { ...a, password: input.password });
        return { data: session(email, 'password') };
      }),
    signInByLinkKey: (input) =>
      run('signInByLinkKey', `signInByLinkKey:${input.key}:preserve=${input.preserveCart}`, () => {
        const link = state.linkKeys.get(input.key);
        if (!link) return { errors: [{ message: 'This link has expired.', key: 'account/link-expired' }] };
        state.linkKeys.delete(input.key);
        return { data: { ...session(link.email, 'magic link'), redirectPath: link.redirectPath } };
      }),
    accountPage: (path) =>
      run('accountPage', `accountPage:${path}`, () => {
        const data = state.accountPages.get(path);
        return data ? { data } : { errors: [{ message: 'We could not find that page.', key: 'route/not-found' }] };
      }),
    reorder: (orderNumber) =>
      run('reorder', `reorder:${orderNumber}`, () => {
        const answer = state.reorders.get(orderNumber);
        return answer
          ? { data: answer }
          : { errors: [{ message: 'We could not find that order.', key: 'order/not-found' }] };
      }),
    describeMe: () => run('describeMe', 'describeMe', () => notSignedIn),
    ...fakeAccountSettings(state, run),
    ...fakeBusinessCalls(state, run),
    createGuestAccount: (input) =>
      run('createGuestAccount', `createGuestAccount:${input.receiptToken}:${input.name}`, () => ({
        data: { sent: true },
      })),
    ...fakeWallet(state, run),
    creditAccounts: (customerId) =>
      run('creditAccounts', customerId ? `creditAccounts:${customerId}` : 'creditAccounts', () => ({
        data: { creditAccount: null, storeCreditAccount: state.storeCredit },
      })),
    applyGiftCertificate: (code) =>
      run('applyGiftCertificate', `applyGiftCertificate:${code}`, () => {
        const giftCertificate = state.giftCertificates.get(code);
        if (giftCertificate) return { data: { giftCertificate } };
        return { errors: [{ message: 'That gift certificate code is not valid.', key: 'gift-certificate/invalid' }] };
      }),
  };
}

/** The fake's wallet calls over `state.paymentMethods` (ids 'pm-1', 'pm-2', ...; the first card is the default). */
function fakeWallet(
  state: FakeAccountState,
  run: <T>(method: keyof AccountBackendPort, log: string, answer: () => Envelope<T>) => Promise<Envelope<T>>,
): Pick<AccountBackendPort, 'listPaymentMethods' | 'savePaymentMethod' | 'deletePaymentMethod' | 'paymentMethodNonce'> {
  const notFound = { errors: [{ message: 'We could not find that card.', key: 'payment/method-not-found' }] };
  const list = () => ({ paymentMethods: [...state.paymentMethods] });
  return {
    listPaymentMethods: (customerId) =>
      run('listPaymentMethods', `listPaymentMethods${customerId ? `:${customerId}` : ''}`, () => ({ data: list() })),
    savePaymentMethod: (input) =>
      run('savePaymentMethod', `savePaymentMethod:${input.cardholderName}`, () => {
        const card = state.tokenized.get(input.nonce);
        if (!card) return { errors: [{ message: 'The card could not be saved.', key: 'payment/nonce-unknown' }] };
        const isDefault = state.paymentMethods.length === 0 || input.isDefault === true;
        const paymentMethod: SavedPaymentMethod = {
          id: `pm-${state.paymentMethods.length + 1}`,
          brand: card.brand,
          last4: card.last4,
          expirationMonth: card.expMonth,
          expirationYear: card.expYear,
          cardholderName: input.cardholderName,
          isDefault,
          createdAt: '2026-03-02T15:00:00.000Z',
        };
        const others = state.paymentMethods.map((m) => (isDefault ? { ...m, isDefault: false } : m));
        state.paymentMethods = isDefault ? [paymentMethod, ...others] : [...others, paymentMethod];
        return { data: { paymentMethod, ...list() } };
      }),
    deletePaymentMethod: (id) =>
      run('deletePaymentMethod', `deletePaymentMethod:${id}`, () => {
        if (!state.paymentMethods.some((m) => m.id === id)) return notFound;
        state.paymentMethods = state.paymentMethods.filter((m) => m.id !== id);
        return { data: list() };
      }),
    paymentMethodNonce: (id, customerId) =>
      run('paymentMethodNonce', `paymentMethodNonce:${id}${customerId ? `:${customerId}` : ''}`, () => {
        const card = state.paymentMethods.find((m) => m.id === id);
        return card ? { data: { nonce: state.mintNonce(card), last4: card.last4, brand: card.brand } } : notFound;
      }),
  };
}
