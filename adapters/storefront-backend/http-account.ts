import { z } from 'zod';
import type { Envelope } from '../../core/notifications';
import type {
  AccountBackendPort,
  AddressInput,
  BusinessFormInput,
  ResaleCertificateFields,
  SavePaymentMethodInput,
  SignInInput,
  SignUpInput,
} from '../../ports/account-backend';
import type { BusinessSource } from '../../core/business';
import { withFetch, type HttpOptions } from '../http/request-json';
import { businessProfileSchema } from './business-schemas';
import { callEnvelope, JSON_HEADERS } from './envelope-call';
import {
  addressBookSchema,
  addressChangeSchema,
  cartSchema,
  customerDescriptionSchema,
  customerSchema,
  findUserSchema,
  linkSessionSchema,
  sentSchema,
  sessionDataSchema,
} from './account-schemas';
import {
  accountAreaDataSchema,
  paymentMethodListSchema,
  paymentMethodSavedSchema,
  reorderResultSchema,
  savedCardNonceSchema,
  creditAccountsSchema,
  appliedGiftCertificateSchema,
  resaleCertificateListSchema,
  resaleCertificateSavedSchema,
} from './account-area-schemas';

/** The settings calls' answer: the customer afterwards. */
const customerAnswerSchema = z.object({ customer: customerSchema });
/** The business-units calls' answer: the profile afterwards. */
const profileAnswerSchema = z.object({ profile: businessProfileSchema });
/** POST /api/cx/act-for's answer. */
const actedSchema = z.object({ cart: cartSchema, customer: customerSchema });
/** POST /api/cx/adjustment's answer. */
const cartAnswerSchema = z.object({ cart: cartSchema });
/** POST /api/cx/stop's answer. */
const stoppedSchema = z.object({ stopped: z.literal(true) });

/** The staff store credit routes' answer (the account's ledger is not read here). */
const cxStoreCreditSchema = z.object({
  customerId: z.string(),
  balance: z.object({ cents: z.number().int(), currency: z.literal('USD') }),
});

/** '?customerId=…' for a wallet call in CX mode, '' without one. */
const customerQuery = (customerId: string | undefined) =>
  customerId === undefined ? '' : `?${new URLSearchParams({ customerId })}`;

/** GET /api/users/find's time limit, in milliseconds (spec: shell-account §7 "5 s timeout", §9). */
export const FIND_USER_TIMEOUT_MS = 5_000;

/** The port's name in its PortErrors. */
const PORT = 'account';

/**
 * The storefront backend's account calls over HTTP with the session cookie (same origin), as the browser makes them
 * (ports/account-backend.ts; spec: shell-account §7 sign-in rows, core-cart-checkout §7 describe and addresses).
 * Every answer, 2xx or 4xx, is an envelope, validated with zod: a body that is not an envelope, or whose `data`
 * does not match the call's answer, throws PortError, as do no answer, a timeout and a 5xx
 * (adapters/http/request-json.ts). Expected failures come back as the envelope's `errors`.
 */
export class HttpAccountBackend implements AccountBackendPort {
  private readonly http: HttpOptions;

  /**
   * @param baseUrl prefix of every path ('' in the browser: the page's own origin).
   * @param fetchFn the browser's fetch by default; tests pass a fake.
   * @param http timeout and retry settings of request-json.ts (defaults there; findUser keeps its own 5 s).
   */
  constructor(
    private readonly baseUrl = '',
    fetchFn?: typeof fetch,
    http: HttpOptions = {},
  ) {
    this.http = withFetch(http, fetchFn);
  }

  /** Sends the request and parses the envelope whose `data` matches `schema`; PortError otherwise. */
  private call<S extends z.ZodType>(
    schema: S,
    path: string,
    init: RequestInit,
    http: HttpOptions = this.http,
  ): Promise<Envelope<z.output<S>>> {
    return callEnvelope(PORT, `${this.baseUrl}${path}`, schema, init, http);
  }

  private post<S extends z.ZodType>(schema: S, path: string, body: unknown): Promise<Envelope<z.output<S>>> {
    return this.call(schema, path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  }

  signIn(input: SignInInput) {
    return this.post(sessionDataSchema, '/api/sign/in', { keepLoggedIn: true, preserveCart: false, ...input });
  }
  signUp(input: SignUpInput) {
    const defaults = { keepSignedIn: true, optInNewsletter: true, preserveCart: false, attachGuestOrders: true };
    return this.post(sessionDataSchema, '/api/sign/up', { ...defaults, ...input });
  }
  signOut(input: { readonly copyCartToAnonymousCart: boolean }) {
    return this.post(sessionDataSchema, '/api/sign/out', input);
  }
  findUser(email: string) {
    // One attempt of at most 5 s: the e-mail step waits no longer (shell-account §9 "Customer lookup timeout 5 s").
    const http = { ...this.http, timeoutMs: FIND_USER_TIMEOUT_MS, maxRetries: 0 };
    return this.call(findUserSchema, `/api/users/find?email=${encodeURIComponent(email)}`, {}, http);
  }
  forgotPassword(email: string) {
    return this.post(sentSchema, '/api/sign/forgot-password', { email });
  }
  resetPassword(input: { readonly key: string; readonly password: string }) {
    return this.post(sessionDataSchema, '/api/sign/reset-password', input);
  }
  sendSignInLinkEmail(input: { readonly email: string; readonly redirectPath: string }) {
    return this.post(sentSchema, '/api/sign/send-sign-in-link-email', input);
  }
  signInByLinkKey(input: { readonly key: string; readonly preserveCart: boolean }) {
    return this.post(linkSessionSchema, '/api/sign/in-by-link-key', input);
  }
  describeMe() {
    return this.post(customerDescriptionSchema, '/api/me/describe', {});
  }
  accountPage(path: string) {
    return this.call(accountAreaDataSchema, `/api/account/page?path=${encodeURIComponent(path)}`, {});
  }
  reorder(orderNumber: string) {
    return this.post(reorderResultSchema, '/api/orders/reorder', { orderNumber });
  }
  listAddresses() {
    return this.call(addressBookSchema, '/api/customers/me/addresses', {});
  }
  addAddress(input: AddressInput) {
    return this.post(addressChangeSchema, '/api/customers/me/addresses', input);
  }
  updateAddress(input: AddressInput & { readonly addressId: string }) {
    const init = { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) };
    return this.call(addressChangeSchema, '/api/customers/me/addresses', init);
  }
  deleteAddress(addressId: string) {
    const init = { method: 'DELETE', headers: { 'x-nutshell-csrf': '1' } };
    return this.call(addressBookSchema, `/api/customers/me/addresses/${encodeURIComponent(addressId)}`, init);
  }
  createBusinessAccount(input: BusinessFormInput & { readonly source: BusinessSource }) {
    return this.post(profileAnswerSchema, '/api/business-units', input);
  }
  updateBusinessProfile(input: BusinessFormInput) {
    const init = { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) };
    return this.call(profileAnswerSchema, '/api/business-units/me/profile', init);
  }
  updateProfile(input: { readonly fullName: string }) {
    const init = { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) };
    return this.call(customerAnswerSchema, '/api/me/profile', init);
  }
  changePassword(input: { readonly currentPassword: string; readonly newPassword: string }) {
    return this.post(customerAnswerSchema, '/api/me/password', input);
  }
  updateCommunications(input: { readonly optInNewsletter: boolean }) {
    const init = { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) };
    return this.call(customerAnswerSchema, '/api/me/communications', init);
  }
  createGuestAccount(input: { readonly receiptToken: string; readonly name: string }) {
    return this.post(sentSchema, '/api/checkout/guest-account', input);
  }
  listPaymentMethods(customerId?: string) {
    return this.call(paymentMethodListSchema, `/api/payment-methods${customerQuery(customerId)}`, {});
  }
  savePaymentMethod(input: SavePaymentMethodInput) {
    return this.post(paymentMethodSavedSchema, '/api/payment-methods', input);
  }
  deletePaymentMethod(paymentMethodId: string) {
    const init = { method: 'DELETE', headers: { 'x-nutshell-csrf': '1' } };
    return this.call(paymentMethodListSchema, `/api/payment-methods/${encodeURIComponent(paymentMethodId)}`, init);
  }
  paymentMethodNonce(paymentMethodId: string, customerId?: string) {
    const path = `/api/payment-methods/${encodeURIComponent(paymentMethodId)}/nonce${customerQuery(customerId)}`;
    return this.post(savedCardNonceSchema, path, {});
  }
  creditAccounts(customerId?: string) {
    return this.call(creditAccountsSchema, `/api/credit-accounts${customerQuery(customerId)}`, {});
  }
  applyGiftCertificate(code: string) {
    return this.post(appliedGiftCertificateSchema, '/api/gift-certificates/apply', { code });
  }
  actFor(email: string) {
    return this.post(actedSchema, '/api/cx/act-for', { email });
  }
  setAdjustment(input: { readonly amountCents: number | null; readonly reason?: string; readonly note?: string }) {
    return this.post(cartAnswerSchema, '/api/cx/adjustment', input);
  }
  describeCustomer(email: string) {
    return this.post(customerDescriptionSchema, `/api/customers/email=${encodeURIComponent(email)}/describe`, {});
  }
  cxStoreCredit() {
    return this.call(cxStoreCreditSchema, '/api/cx/store-credit', {});
  }
  issueStoreCredit(input: { readonly amountCents: number; readonly reason: string; readonly note?: string }) {
    return this.post(cxStoreCreditSchema, '/api/cx/store-credit', input);
  }
  stopActing() {
    return this.post(stoppedSchema, '/api/cx/stop', {});
  }
  resaleCertificates() {
    return this.call(resaleCertificateListSchema, '/api/reseller-certificates', {});
  }
  uploadResaleCertificate(fields: ResaleCertificateFields, file: Blob) {
    const headers = { 'x-nutshell-csrf': '1', 'content-type': 'application/octet-stream' };
    const path = `/api/reseller-certificates?${new URLSearchParams({ ...fields })}`;
    return this.call(resaleCertificateSavedSchema, path, { method: 'POST', headers, body: file });
  }
}

/** The auto-delivery client, exported here so that the browser loads it in the account client's chunk. */
export { HttpAutoDeliveryBackend } from './http-auto-delivery';
