import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { addToCart, call, signIn, signUp, twoSkus } from '../support/account-client';

/**
 * A CX agent's courtesy credit from the staff UI (spec: core-cart-checkout §6 "a courtesy credit label"): POST
 * /api/cx/store-credit credits the customer the agent acts for through IssueStoreCredit (the CLI's use case) with its
 * bounds and messages; GET answers the balance.
 */
let t: TestApp;
let agent = '';
let creditedId = '';
let otherCookie = '';
beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  await signUp(t.app, 'credit.agent@nutshell.example');
  const added = await t.services.accounts.addStaff({
    email: 'credit.agent@nutshell.example',
    admin: false,
    origin: 'x',
  });
  if (!added.ok) throw new Error(added.error.message);
  agent = (await signIn(t.app, { email: 'credit.agent@nutshell.example', password: 'Walnut.Tree7' })).cookie;
  const credited = await signUp(t.app, 'credited@example.com', { name: 'Cora Credit' });
  creditedId = (credited.res.json() as { data: { customer: { id: string } } }).data.customer.id;
  otherCookie = (await signUp(t.app, 'other.shopper@example.com', { name: 'Otto Other' })).cookie;
});
afterAll(async () => {
  await t?.close();
});

const errorsOf = (res: { json: () => unknown }) => (res.json() as { errors: unknown[] }).errors;
const INVALID = 'A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.';

describe('POST /api/cx/store-credit', () => {
  it('acting for nobody, there is no one to credit', async () => {
    const res = await call(t.app, 'POST', '/api/cx/store-credit', agent, {
      amountCents: 500,
      reason: 'Courtesy Credit',
    });
    expect([res.statusCode, errorsOf(res)]).toEqual([
      400,
      [{ key: 'validation/invalid', message: 'Act for a customer first: store credit belongs to a customer account.' }],
    ]);
  });

  it('credits the acted-for customer within the use case’s bounds; the balance and ledger follow', async () => {
    const acted = await call(t.app, 'POST', '/api/cx/act-for', agent, { email: 'credited@example.com' });
    agent = acted.headers['set-cookie'] ? String(acted.headers['set-cookie']).split(';')[0]! : agent;
    for (const body of [
      { amountCents: 0, reason: 'Courtesy Credit' },
      { amountCents: 100_001, reason: 'Courtesy Credit' },
      { amountCents: 500, reason: 'Just because' },
      { amountCents: 5.5, reason: 'Courtesy Credit' },
    ]) {
      const res = await call(t.app, 'POST', '/api/cx/store-credit', agent, body);
      expect([res.statusCode, errorsOf(res)], JSON.stringify(body)).toEqual([
        400,
        [{ key: 'validation/invalid', message: INVALID }],
      ]);
    }
    const res = await call(t.app, 'POST', '/api/cx/store-credit', agent, {
      amountCents: 1250,
      reason: 'Courtesy Credit',
      note: ' Late parcel ',
    });
    expect(res.statusCode).toBe(200);
    const account = (res.json() as { data: { balance: { cents: number }; entries: object[] } }).data;
    expect(account.balance.cents).toBe(1250);
    expect(account.entries).toMatchObject([
      {
        amount: { cents: 1250 },
        reason: 'Courtesy Credit',
        note: 'Late parcel',
        issuedBy: 'credit.agent@nutshell.example',
      },
    ]);
    await call(t.app, 'POST', '/api/cx/store-credit', agent, { amountCents: 100_000, reason: 'Stale' });
    const shown = await call(t.app, 'GET', '/api/cx/store-credit', agent);
    expect((shown.json() as { data: { balance: { cents: number } } }).data.balance.cents).toBe(101_250);
  });

  it('needs the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cx/store-credit',
      headers: { cookie: agent },
      payload: { amountCents: 100, reason: 'Courtesy Credit' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/credit-accounts?customerId= (core-cart-checkout §7 "query customerId")', () => {
  type Credit = { data?: { storeCreditAccount: { balance: { cents: number }; nonce: string } | null } };
  it('answers the acted-for customer’s store credit to their agent, and nobody else’s', async () => {
    const res = await call(t.app, 'GET', `/api/credit-accounts?customerId=${creditedId}`, agent);
    expect(res.statusCode).toBe(200);
    const account = (res.json() as Credit).data?.storeCreditAccount;
    expect(account?.balance.cents).toBe(101_250);
    expect(account?.nonce).toMatch(/^.{16,}$/);
    const own = await call(t.app, 'GET', '/api/credit-accounts', otherCookie);
    expect([own.statusCode, (own.json() as Credit).data?.storeCreditAccount]).toEqual([200, null]);
    const theirs = await call(t.app, 'GET', `/api/credit-accounts?customerId=${creditedId}`, otherCookie);
    expect([theirs.statusCode, errorsOf(theirs)]).toEqual([
      403,
      [
        {
          key: 'auth/forbidden',
          message: 'You may use only your own saved cards or, in CX mode, those of the customer you act for.',
        },
      ],
    ]);
    const visitor = await call(t.app, 'GET', `/api/credit-accounts?customerId=${creditedId}`, undefined);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /checkout/signin (core-cart-checkout §2 signin, §4 Entry location)', () => {
  it('renders on the server for staff, with whom they act for and the customer e-mail field', async () => {
    const [sku] = await twoSkus(t.services);
    const added = await call(t.app, 'POST', '/cart', agent, { cart_sku: { sku_external_id: sku, quantity: 1 } });
    expect(added.statusCode).toBe(200);
    const page = await t.app.inject({ url: '/checkout/signin', headers: { cookie: agent } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="signin-title">Customer</h1>');
    expect(page.body).toContain('<strong data-testid="signin-acting-for">credited@example.com</strong>');
    expect(page.body).toMatch(
      /<label for="cx-customer-email">Customer email<\/label><input id="cx-customer-email"[^>]*autoComplete="email"/,
    );
    const entry = await t.app.inject({ url: '/checkout', headers: { cookie: agent } });
    expect([entry.statusCode, entry.headers.location]).toEqual([302, '/checkout/signin']);
  });

  it('sends a shopper to their entry location', async () => {
    const [sku] = await twoSkus(t.services);
    const { cookie } = await addToCart(t.app, sku, 1);
    const page = await t.app.inject({ url: '/checkout/signin', headers: { cookie } });
    expect([page.statusCode, page.headers.location]).toEqual([302, '/checkout/address']);
  });
});
