import { createHash } from 'node:crypto';
import { usd } from '../../../core/shared';
import type { CardInput } from '../../../ports/payments';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { TestPaymentGateway } from './test-gateway';

let db: Database;
let gateway: TestPaymentGateway;
let n = 0;
const NOW = Date.parse('2025-06-15T12:00:00Z');

beforeAll(async () => {
  db = await openDatabase({ kind: 'memory' });
  await migrate(db);
  gateway = new TestPaymentGateway(
    db,
    {
      uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      token: () => `token${++n}abcdefghijklmnopqrstuvwxyz`,
    },
    { nowMs: () => NOW },
  );
});
afterAll(async () => db?.close());

const card = (number: string, o: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...o,
});
async function nonceFor(c: CardInput): Promise<string> {
  const r = await gateway.tokenizeCard(c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.nonce;
}
async function invalid(c: CardInput) {
  const r = await gateway.tokenizeCard(c);
  if (r.ok) throw new Error('expected the card to be refused');
  expect(r.error.code).toBe('payment/invalid-card');
  return r.error;
}

describe('TestPaymentGateway: approved cards', () => {
  it.each([
    ['4111 1111 1111 1111', '123', 'Visa', '1111'],
    ['4242-4242-4242-4242', '123', 'Visa', '4242'],
    ['5555555555554444', '123', 'Mastercard', '4444'],
    ['3782 822463 10005', '1234', 'American Express', '0005'],
  ])('tokenizes and authorizes %s', async (number, cvc, brand, last4) => {
    const t = await gateway.tokenizeCard(card(number, { cvc }));
    expect(t).toMatchObject({ ok: true, value: { last4, brand } });
    if (!t.ok) return;
    expect(t.value.nonce).toMatch(/^tokencc_/);
    const a = await gateway.authorize(t.value.nonce, usd(2599));
    expect(a).toMatchObject({ ok: true, value: { last4, brand } });
    expect(a.ok && a.value.transactionId).toMatch(/^txn_/);
  });
});

describe('TestPaymentGateway: declines', () => {
  it("declines 4000 0000 0000 0002 with 'Your card was declined.'", async () => {
    const r = await gateway.authorize(await nonceFor(card('4000 0000 0000 0002')), usd(1000));
    expect(r).toEqual({ ok: false, error: { code: 'payment/declined', message: 'Your card was declined.' } });
  });

  it("declines 4000 0000 0000 9995 with 'Your card has insufficient funds.'", async () => {
    const r = await gateway.authorize(await nonceFor(card('4000000000009995')), usd(1000));
    expect(r).toEqual({ ok: false, error: { code: 'payment/declined', message: 'Your card has insufficient funds.' } });
  });
});

describe('TestPaymentGateway: card checks', () => {
  it('refuses a number failing the Luhn check or not 13 to 19 digits', async () => {
    for (const number of ['4111 1111 1111 1112', '4111', '4111a11111111111', '41111111111111111111']) {
      expect(await invalid(card(number))).toMatchObject({
        message: 'Please enter a valid card number.',
        details: { field: 'number' },
      });
    }
  });

  it('refuses a valid number that is not a documented test card', async () => {
    expect((await invalid(card('4012 8888 8888 1881'))).message).toBe(
      'This test gateway accepts only test card numbers (see the README).',
    );
  });

  it('refuses an expired card or an invalid month; a card is valid through its expiry month', async () => {
    const expiry = {
      message: 'Your card has expired or the expiration date is invalid.',
      details: { field: 'expiry' },
    };
    expect(await invalid(card('4111111111111111', { expMonth: 5, expYear: 2025 }))).toMatchObject(expiry);
    expect(await invalid(card('4111111111111111', { expMonth: 12, expYear: 2024 }))).toMatchObject(expiry);
    expect(await invalid(card('4111111111111111', { expMonth: 13, expYear: 2030 }))).toMatchObject(expiry);
    expect(await invalid(card('4111111111111111', { expMonth: 0, expYear: 2030 }))).toMatchObject(expiry);
    expect((await gateway.tokenizeCard(card('4111111111111111', { expMonth: 6, expYear: 2025 }))).ok).toBe(true);
  });

  it('needs a 3-digit CVC, 4 digits for American Express', async () => {
    const cvc = { message: 'Please enter a valid security code (CVC).', details: { field: 'cvc' } };
    for (const bad of ['12', '1234', '12a', ''])
      expect(await invalid(card('4111111111111111', { cvc: bad }))).toMatchObject(cvc);
    for (const bad of ['123', '12345']) expect(await invalid(card('378282246310005', { cvc: bad }))).toMatchObject(cvc);
    expect((await gateway.tokenizeCard(card('378282246310005', { cvc: '4321' }))).ok).toBe(true);
  });
});

describe('TestPaymentGateway: nonces', () => {
  it('authorizes a nonce once; a second use fails with payment/nonce-used', async () => {
    const nonce = await nonceFor(card('4111111111111111'));
    expect((await gateway.authorize(nonce, usd(1000))).ok).toBe(true);
    expect(await gateway.authorize(nonce, usd(1000))).toMatchObject({
      ok: false,
      error: { code: 'payment/nonce-used' },
    });
  });

  it('gives the same order call (same idempotency key and amount) its first authorization back; anything else is nonce-used', async () => {
    const nonce = await nonceFor(card('4111111111111111'));
    const first = await gateway.authorize(nonce, usd(1000), undefined, 'order-key-1');
    expect(first.ok).toBe(true);
    expect(await gateway.authorize(nonce, usd(1000), undefined, 'order-key-1')).toEqual(first);
    for (const [amount, key] of [
      [1000, 'order-key-2'],
      [999, 'order-key-1'],
    ] as const) {
      expect(await gateway.authorize(nonce, usd(amount), undefined, key)).toMatchObject({
        ok: false,
        error: { code: 'payment/nonce-used' },
      });
    }
  });

  it('refuses an unknown nonce with payment/nonce-unknown', async () => {
    expect(await gateway.authorize('tokencc_never-issued', usd(1000))).toMatchObject({
      ok: false,
      error: { code: 'payment/nonce-unknown' },
    });
  });

  it('refuses a negative amount without using up the nonce', async () => {
    const nonce = await nonceFor(card('4111111111111111'));
    expect(await gateway.authorize(nonce, usd(-1))).toMatchObject({
      ok: false,
      error: { code: 'payment/declined', message: 'Invalid amount.' },
    });
    expect((await gateway.authorize(nonce, usd(1000))).ok).toBe(true);
  });

  it('stores only a hash of the nonce, the last four digits, brand and expiry, never the card number', async () => {
    const nonce = await nonceFor(card('5555 5555 5555 4444'));
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM payment_nonces');
    const text = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const number of [
      '5555555555554444',
      '4111111111111111',
      '4242424242424242',
      '378282246310005',
      '4000000000000002',
    ])
      expect(text).not.toContain(number);
    expect(text).not.toContain(nonce);
    const row = rows.find((r) => r.nonce_hash === createHash('sha256').update(nonce).digest('hex'));
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'authorized_cents',
      'authorized_for',
      'brand',
      'captured_at',
      'captured_cents',
      'created_at',
      'exp_month',
      'exp_year',
      'last4',
      'nonce_hash',
      'outcome',
      'owner_id',
      'transaction_id',
      'used_at',
      'voided_at',
    ]);
    expect(row).toMatchObject({ brand: 'Mastercard', outcome: 'approved', used_at: null, owner_id: null });
  });

  it("authorizes a session's nonce only for that session: another payer sees it as unknown, and it stays usable", async () => {
    const minted = await gateway.tokenizeCard(card('4111111111111111'), 'session-a');
    if (!minted.ok) throw new Error(minted.error.message);
    const stolen = await gateway.authorize(minted.value.nonce, usd(1000), 'session-b');
    expect(stolen).toMatchObject({
      ok: false,
      error: {
        code: 'payment/nonce-unknown',
        message: 'The payment could not be processed. Please enter your card again.',
      },
    });
    expect((await gateway.authorize(minted.value.nonce, usd(1000))).ok).toBe(false);
    expect((await gateway.authorize(minted.value.nonce, usd(1000), 'session-a')).ok).toBe(true);
    expect(await gateway.authorize(minted.value.nonce, usd(1000), 'session-a')).toMatchObject({
      ok: false,
      error: { code: 'payment/nonce-used' },
    });
  });
});

describe('TestPaymentGateway: void', () => {
  const voidedAt = async (transactionId: string) =>
    (
      await db.query<{ voided_at: Date | string | null }>(
        'SELECT voided_at FROM payment_nonces WHERE transaction_id = $1',
        [transactionId],
      )
    )[0]?.voided_at;

  it('voids an authorization once and answers the same to a second void (idempotent)', async () => {
    const nonce = await nonceFor(card('4111111111111111'));
    const auth = await gateway.authorize(nonce, usd(1000), undefined, 'void-key-1');
    if (!auth.ok) throw new Error(auth.error.message);
    const id = auth.value.transactionId;
    expect(await gateway.void(id)).toEqual({ ok: true, value: { transactionId: id, status: 'voided' } });
    const first = await voidedAt(id);
    expect(new Date(first ?? 0).toISOString()).toBe('2025-06-15T12:00:00.000Z');
    expect(await gateway.void(id)).toEqual({ ok: true, value: { transactionId: id, status: 'voided' } });
    expect(await voidedAt(id)).toEqual(first);
  });

  it('never gives a voided authorization back to the same order call: the nonce is spent', async () => {
    const minted = await gateway.tokenizeCard(card('4242424242424242'), 'session-v');
    if (!minted.ok) throw new Error(minted.error.message);
    const auth = await gateway.authorize(minted.value.nonce, usd(2500), 'session-v', 'void-key-2');
    if (!auth.ok) throw new Error(auth.error.message);
    expect((await gateway.void(auth.value.transactionId)).ok).toBe(true);
    expect(await gateway.authorize(minted.value.nonce, usd(2500), 'session-v', 'void-key-2')).toEqual({
      ok: false,
      error: {
        code: 'payment/nonce-used',
        message: 'This payment was already processed. Please enter your card again.',
      },
    });
    const fresh = await gateway.tokenizeCard(card('4242424242424242'), 'session-v');
    if (!fresh.ok) throw new Error(fresh.error.message);
    const again = await gateway.authorize(fresh.value.nonce, usd(2500), 'session-v', 'void-key-2');
    expect(again).toMatchObject({ ok: true, value: { last4: '4242', brand: 'Visa' } });
    expect(again.ok && again.value.transactionId).not.toBe(auth.value.transactionId);
    expect(await gateway.authorize(fresh.value.nonce, usd(2500), 'session-v', 'void-key-2')).toEqual(again);
  });

  it("answers 'payment/transaction-unknown' for an id it never gave, or a declined nonce's", async () => {
    const unknown = (transactionId: string) => ({
      ok: false,
      error: {
        code: 'payment/transaction-unknown',
        message: 'No authorization with this transaction id.',
        details: { transactionId },
      },
    });
    expect(await gateway.void('txn_never-given')).toEqual(unknown('txn_never-given'));
    const declined = await nonceFor(card('4000 0000 0000 0002'));
    expect((await gateway.authorize(declined, usd(1000))).ok).toBe(false);
    const nonceHash = createHash('sha256').update(declined).digest('hex');
    const [row] = await db.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM payment_nonces WHERE nonce_hash = $1',
      [nonceHash],
    );
    expect(row?.transaction_id).toMatch(/^txn_/);
    expect(await gateway.void(row!.transaction_id)).toEqual(unknown(row!.transaction_id));
  });
});

describe('TestPaymentGateway: capture', () => {
  async function authorized(number: string, cents: number): Promise<string> {
    const r = await gateway.authorize(await nonceFor(card(number)), usd(cents));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.transactionId;
  }

  it('captures an approved authorization once; a second capture answers the first', async () => {
    const id = await authorized('4242 4242 4242 4242', 3194);
    expect(await gateway.capture(id, usd(3194))).toEqual({
      ok: true,
      value: { transactionId: id, status: 'captured', amount: usd(3194) },
    });
    expect(await gateway.capture(id, usd(3194))).toEqual({
      ok: true,
      value: { transactionId: id, status: 'captured', amount: usd(3194) },
    });
    const [row] = await db.query<{ captured_cents: string }>(
      'SELECT captured_cents FROM payment_nonces WHERE transaction_id = $1',
      [id],
    );
    expect(Number(row?.captured_cents)).toBe(3194);
  });

  it("authorizes 4000 0000 0000 0341 but declines its capture with 'Your card was declined.'", async () => {
    const id = await authorized('4000 0000 0000 0341', 2500);
    expect(await gateway.capture(id, usd(2500))).toEqual({
      ok: false,
      error: {
        code: 'payment/declined',
        message: 'Your card was declined.',
        details: { transactionId: id, stage: 'capture' },
      },
    });
    expect(await gateway.void(id)).toEqual({ ok: true, value: { transactionId: id, status: 'voided' } });
  });

  it("answers 'payment/transaction-unknown' for a voided authorization, an unknown id or more than authorized", async () => {
    const unknown = (transactionId: string) => ({
      ok: false,
      error: {
        code: 'payment/transaction-unknown',
        message: 'No authorization with this transaction id.',
        details: { transactionId },
      },
    });
    const id = await authorized('4111 1111 1111 1111', 1000);
    expect(await gateway.capture(id, usd(1001))).toEqual(unknown(id));
    expect(await gateway.capture('txn_nope', usd(1))).toEqual(unknown('txn_nope'));
    await gateway.void(id);
    expect(await gateway.capture(id, usd(1000))).toEqual(unknown(id));
  });
});
