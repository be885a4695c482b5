import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION } from '../../core/customers';
import { PortError } from '../../core/shared';
import { FIND_USER_TIMEOUT_MS, HttpAccountBackend } from './http-account';

/** One request the fake fetch saw. */
interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly signal: AbortSignal | null | undefined;
}

/** A backend whose fetch records each request and answers `status` with `body` as JSON. */
function backendAnswering(status: number, body: unknown) {
  const seen: Seen[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signal: init?.signal,
    });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  };
  return { backend: new HttpAccountBackend('http://shop.test', fetchFn, { sleep: async () => {} }), seen };
}

const signedIn = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'c-1', email: 'jane@example.com' },
  contact: {
    id: 'c-1',
    email: 'jane@example.com',
    firstName: 'Jane',
    isB2b: false,
    subscribed: true,
    businessIndustry: null,
  },
  signedLoginType: 'password',
  userCreatedAt: '2026-03-02T15:00:00.000Z',
  userFirstName: 'Jane',
  email: 'jane@example.com',
  cart: null,
};

describe('HttpAccountBackend', () => {
  it('signs in with POST /api/sign/in, the CSRF header and the form defaults, and reads the session', async () => {
    const { backend, seen } = backendAnswering(200, { data: signedIn });
    const answer = await backend.signIn({ email: 'jane@example.com', password: 'Secret!12' });
    expect(answer).toEqual({ data: signedIn });
    expect(seen[0]).toMatchObject({
      url: 'http://shop.test/api/sign/in',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nutshell-csrf': '1' },
      body: { email: 'jane@example.com', password: 'Secret!12', keepLoggedIn: true, preserveCart: false },
    });
  });

  it('signs up with the sign-up defaults of shell-account §3', async () => {
    const { backend, seen } = backendAnswering(200, { data: signedIn });
    await backend.signUp({ email: 'a@b.co', name: 'Ann Bee', password: 'Secret!12', isB2b: true });
    expect(seen[0]?.url).toBe('http://shop.test/api/sign/up');
    expect(seen[0]?.body).toEqual({
      email: 'a@b.co',
      name: 'Ann Bee',
      password: 'Secret!12',
      isB2b: true,
      keepSignedIn: true,
      optInNewsletter: true,
      preserveCart: false,
      attachGuestOrders: true,
    });
  });

  it("passes a refusal's envelope errors through as values", async () => {
    const errors = [{ message: 'The email or password is incorrect.', key: 'account/invalid-credentials' }];
    const { backend } = backendAnswering(401, { errors });
    expect(await backend.signIn({ email: 'jane@example.com', password: 'nope' })).toEqual({ errors });
  });

  it('looks a user up with GET /api/users/find, one attempt bounded by 5 s', async () => {
    const { backend, seen } = backendAnswering(200, { data: { user: { firstName: 'Jane', guest: false } } });
    expect(await backend.findUser('jane+1@example.com')).toEqual({
      data: { user: { firstName: 'Jane', guest: false } },
    });
    expect(seen[0]).toMatchObject({
      url: 'http://shop.test/api/users/find?email=jane%2B1%40example.com',
      method: 'GET',
    });
    expect(FIND_USER_TIMEOUT_MS).toBe(5000);
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not retry a failed lookup (the 5 s are the whole wait)', async () => {
    const { backend, seen } = backendAnswering(503, {});
    await expect(backend.findUser('jane@example.com')).rejects.toBeInstanceOf(PortError);
    expect(seen).toHaveLength(1);
  });

  it('throws PortError for an answer whose data is not the call’s shape', async () => {
    const { backend } = backendAnswering(200, { data: { user: { firstName: 7 } } });
    await expect(backend.findUser('jane@example.com')).rejects.toThrow(
      /^account: unexpected answer from http:\/\/shop\.test\/api\/users\/find/,
    );
    const { backend: noCart } = backendAnswering(200, { data: { ...signedIn, cart: { id: 'c' } } });
    await expect(noCart.signOut({ copyCartToAnonymousCart: false })).rejects.toBeInstanceOf(PortError);
  });

  it('throws PortError for a body that is not JSON and for a 5xx', async () => {
    const notJson = new HttpAccountBackend('', async () => new Response('<html>', { status: 200 }));
    await expect(notJson.forgotPassword('a@b.co')).rejects.toBeInstanceOf(PortError);
    const { backend } = backendAnswering(500, {});
    await expect(backend.forgotPassword('a@b.co')).rejects.toThrow(
      'account: HTTP 500 from http://shop.test/api/sign/forgot-password',
    );
  });

  it('sends each mail and key call to its route with its body', async () => {
    const { backend, seen } = backendAnswering(200, { data: { sent: true } });
    expect(await backend.forgotPassword('a@b.co')).toEqual({ data: { sent: true } });
    await backend.sendSignInLinkEmail({ email: 'a@b.co', redirectPath: '/cart' });
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      ['http://shop.test/api/sign/forgot-password', { email: 'a@b.co' }],
      ['http://shop.test/api/sign/send-sign-in-link-email', { email: 'a@b.co', redirectPath: '/cart' }],
    ]);
    const link = backendAnswering(200, { data: { ...signedIn, redirectPath: '/account' } });
    const byKey = await link.backend.signInByLinkKey({ key: 'k-1', preserveCart: false });
    expect(byKey.data?.redirectPath).toBe('/account');
    expect(link.seen[0]?.body).toEqual({ key: 'k-1', preserveCart: false });
    const reset = backendAnswering(200, { data: signedIn });
    await reset.backend.resetPassword({ key: 'k-2', password: 'Secret!12' });
    expect(reset.seen[0]).toMatchObject({ url: 'http://shop.test/api/sign/reset-password', method: 'POST' });
  });

  it('reads the address book and deletes by id with the CSRF header', async () => {
    const address = { firstName: 'Jane' };
    const { backend, seen } = backendAnswering(200, { data: { addresses: [] } });
    expect(await backend.listAddresses()).toEqual({ data: { addresses: [] } });
    await backend.deleteAddress('a/1');
    expect(seen[1]).toMatchObject({
      url: 'http://shop.test/api/customers/me/addresses/a%2F1',
      method: 'DELETE',
      headers: { 'x-nutshell-csrf': '1' },
    });
    const bad = backendAnswering(200, { data: { addresses: [{ id: 'a', address, isDefault: 'yes' }] } });
    await expect(bad.backend.listAddresses()).rejects.toBeInstanceOf(PortError);
  });

  it('sends the settings calls (shell-account §2) with the CSRF header and reads the customer', async () => {
    const customer = {
      id: 'c-1',
      email: 'jane@example.com',
      fullName: 'Janet Doe',
      firstName: 'Janet',
      isB2b: false,
      isGuest: false,
      loginTypes: ['password'],
      newsletterOptIn: false,
      createdAt: '2026-03-02T15:00:00.000Z',
    };
    const { backend, seen } = backendAnswering(200, { data: { customer } });
    expect(await backend.updateProfile({ fullName: 'Janet Doe' })).toEqual({ data: { customer } });
    await backend.changePassword({ currentPassword: 'Almonds!2026', newPassword: 'Cashew#Tree9' });
    await backend.updateCommunications({ optInNewsletter: false });
    expect(seen.map((r) => [r.method, r.url, r.headers['x-nutshell-csrf'], r.body])).toEqual([
      ['PUT', 'http://shop.test/api/me/profile', '1', { fullName: 'Janet Doe' }],
      [
        'POST',
        'http://shop.test/api/me/password',
        '1',
        { currentPassword: 'Almonds!2026', newPassword: 'Cashew#Tree9' },
      ],
      ['PUT', 'http://shop.test/api/me/communications', '1', { optInNewsletter: false }],
    ]);
    const refused = backendAnswering(400, { errors: [{ message: 'Wrong.', key: 'account/wrong-password' }] });
    expect(await refused.backend.changePassword({ currentPassword: 'x', newPassword: 'y' })).toEqual({
      errors: [{ message: 'Wrong.', key: 'account/wrong-password' }],
    });
    const bad = backendAnswering(200, { data: { customer: { ...customer, loginTypes: ['carrier pigeon'] } } });
    await expect(bad.backend.updateProfile({ fullName: 'J' })).rejects.toBeInstanceOf(PortError);
  });

  it('names the acted-for customer in the wallet calls of CX mode (?customerId=), and no one otherwise', async () => {
    const list = backendAnswering(200, { data: { paymentMethods: [] } });
    await list.backend.listPaymentMethods('c 7');
    await list.backend.listPaymentMethods();
    expect(list.seen.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://shop.test/api/payment-methods?customerId=c+7'],
      ['GET', 'http://shop.test/api/payment-methods'],
    ]);
    const nonce = backendAnswering(200, { data: { nonce: 'n-1', last4: '4444', brand: 'Mastercard' } });
    expect(await nonce.backend.paymentMethodNonce('pm/1', 'c-7')).toEqual({
      data: { nonce: 'n-1', last4: '4444', brand: 'Mastercard' },
    });
    expect(nonce.seen[0]).toMatchObject({
      url: 'http://shop.test/api/payment-methods/pm%2F1/nonce?customerId=c-7',
      method: 'POST',
      headers: { 'x-nutshell-csrf': '1' },
    });
  });

  it('describes a customer by e-mail and issues store credit for the acted-for customer', async () => {
    const credit = { customerId: 'c-7', balance: { cents: 1250, currency: 'USD' }, entries: [] };
    const { backend, seen } = backendAnswering(200, { data: credit });
    expect(await backend.issueStoreCredit({ amountCents: 1250, reason: 'Courtesy Credit', note: 'Late' })).toEqual({
      data: { customerId: 'c-7', balance: { cents: 1250, currency: 'USD' } },
    });
    await backend.cxStoreCredit();
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://shop.test/api/cx/store-credit', { amountCents: 1250, reason: 'Courtesy Credit', note: 'Late' }],
      ['GET', 'http://shop.test/api/cx/store-credit', undefined],
    ]);
    const missing = backendAnswering(404, {
      errors: [{ message: 'No customer with that e-mail.', key: 'resource/not-found' }],
    });
    expect(await missing.backend.describeCustomer('sam+1@example.com')).toEqual({
      errors: [{ message: 'No customer with that e-mail.', key: 'resource/not-found' }],
    });
    expect(missing.seen[0]?.url).toBe('http://shop.test/api/customers/email=sam%2B1%40example.com/describe');
  });
});
