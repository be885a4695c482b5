import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usd } from '../../core/shared';
import type { Result } from '../../core/shared';
import type { CardInput, PaymentGatewayPort, PaymentTokenizerPort } from '../../ports/payments';
import { HttpTokenizer } from '../../adapters/storefront-backend/http-storefront';
import { FakePaymentGateway } from '../../core/checkout/use-cases/testing/fake-payments';
import { createFakeServices } from '../../ui/testing/fake-services';
import { cookieJarFetch } from '../replay/http-exchanges';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Contract suites of the payment ports (ports/payments.ts; spec: core-cart-checkout §4 Placing an order, §8
 * payment errors): the tokenizer on the embedded test gateway, on HttpTokenizer through the local server and on the
 * UI tests' fake tokenizer; the gateway on the embedded test gateway and on the unit tests' FakePaymentGateway.
 * A test needing what a fake lacks is not registered on it; each limitation is asserted at the end of this file.
 */

const LIMITATIONS = {
  'no-card-validation': 'the UI fake tokenizer takes any card data: no number, expiry, CVC or test-card check',
  'visa-only': 'the UI fake tokenizer calls every card a Visa',
  'payer-unbound': 'FakePaymentGateway authorizes a nonce for any payer (the test gateway binds it to the session)',
} as const;
type Limitation = keyof typeof LIMITATIONS;

/** A card expiring in December 2040 (cvc 123, 1234 for American Express). */
function card(number: string, overrides: Partial<CardInput> = {}): CardInput {
  const cvc = number.startsWith('3') ? '1234' : '123';
  return { number, expMonth: 12, expYear: 2040, cvc, ...overrides };
}
const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
/** The error of a failed Result without details (HttpTokenizer carries none), or 'ok'. */
const failure = (r: Result<unknown>) => (r.ok ? 'ok' : { code: r.error.code, message: r.error.message });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

/** One implementation of a port, with the limitations its tests are not registered for. */
interface Implementation<P> {
  readonly name: string;
  readonly lacks: readonly Limitation[];
  open(): P;
}

/** `it`, unless `impl` lacks `limitation`. */
function registerFor(impl: { lacks: readonly Limitation[] }) {
  return (title: string, fn: () => Promise<void>, limitation?: Limitation) => {
    if (limitation && impl.lacks.includes(limitation)) return;
    it(title, fn);
  };
}

const TOKENIZERS: readonly Implementation<PaymentTokenizerPort>[] = [
  { name: 'embedded TestPaymentGateway', lacks: [], open: () => server.services.gateway },
  {
    name: 'HttpTokenizer via the local server',
    lacks: [],
    open: () => new HttpTokenizer(server.baseUrl, cookieJarFetch(fetch)),
  },
  {
    name: 'UI fake tokenizer (ui/testing/fake-services.ts)',
    lacks: ['no-card-validation', 'visa-only'],
    open: () => createFakeServices().payments,
  },
];

describe.each(TOKENIZERS)('PaymentTokenizerPort contract: $name', (impl) => {
  const test = registerFor(impl);

  test('trades a Visa test card for a single-use nonce with its last four digits', async () => {
    const tokenizer = impl.open();
    const first = await tokenizer.tokenizeCard(card(VISA));
    const second = await tokenizer.tokenizeCard(card('4111 1111 1111 1111'));
    expect(first).toEqual({ ok: true, value: { nonce: expect.any(String), last4: '4242', brand: 'Visa' } });
    expect(second).toEqual({ ok: true, value: { nonce: expect.any(String), last4: '1111', brand: 'Visa' } });
    expect(first.ok && second.ok && first.value.nonce !== second.value.nonce).toBe(true);
  });

  test('tokenizes the decline test card: it is refused when authorized, not before', async () => {
    const tokenized = await impl.open().tokenizeCard(card(DECLINED));
    expect(tokenized).toEqual({ ok: true, value: { nonce: expect.any(String), last4: '0002', brand: 'Visa' } });
  });

  test(
    'names the brand of Mastercard and American Express test cards',
    async () => {
      const tokenizer = impl.open();
      const mastercard = await tokenizer.tokenizeCard(card('5555 5555 5555 4444'));
      const amex = await tokenizer.tokenizeCard(card('3782 822463 10005'));
      const named = [mastercard, amex].map((r) => r.ok && [r.value.last4, r.value.brand]);
      expect(named).toEqual([
        ['4444', 'Mastercard'],
        ['0005', 'American Express'],
      ]);
    },
    'visa-only',
  );

  test(
    "refuses bad card data with 'payment/invalid-card' and the field's message",
    async () => {
      const tokenizer = impl.open();
      const refusal = async (input: CardInput) => failure(await tokenizer.tokenizeCard(input));
      const invalid = (message: string) => ({ code: 'payment/invalid-card', message });
      expect(await refusal(card('4242 4242 4242 4241'))).toEqual(invalid('Please enter a valid card number.'));
      const expired = invalid('Your card has expired or the expiration date is invalid.');
      expect(await refusal(card(VISA, { expMonth: 1, expYear: 2020 }))).toEqual(expired);
      expect(await refusal(card(VISA, { cvc: '12' }))).toEqual(invalid('Please enter a valid security code (CVC).'));
      const notATestCard = invalid('This test gateway accepts only test card numbers (see the README).');
      expect(await refusal(card('4012 8888 8888 1881'))).toEqual(notATestCard);
    },
    'no-card-validation',
  );
});

/** A gateway with nonces to spend: `approved()` a new Visa ending 4242 for `payer`, `declined()` the decline card. */
interface GatewayFixture {
  readonly gateway: PaymentGatewayPort;
  approved(payer?: string): Promise<string>;
  declined(): Promise<string>;
}

const nonceOf = async (tokenizing: Promise<Result<{ nonce: string }>>) => {
  const r = await tokenizing;
  if (!r.ok) throw new Error(r.error.message);
  return r.value.nonce;
};
const GATEWAYS: readonly Implementation<GatewayFixture>[] = [
  {
    name: 'embedded TestPaymentGateway',
    lacks: [],
    open: () => ({
      gateway: server.services.gateway,
      approved: (payer) => nonceOf(server.services.gateway.tokenizeCard(card(VISA), payer)),
      declined: () => nonceOf(server.services.gateway.tokenizeCard(card(DECLINED))),
    }),
  },
  {
    name: 'FakePaymentGateway of the unit tests',
    lacks: ['payer-unbound'],
    open: () => {
      const visa = { last4: '4242', brand: 'Visa' };
      let n = 0;
      return {
        gateway: new FakePaymentGateway({ 'nonce-1': visa, 'nonce-2': visa, 'nonce-3': visa }, ['nonce-declined']),
        approved: async () => `nonce-${(n += 1)}`,
        declined: async () => 'nonce-declined',
      };
    },
  },
];

describe.each(GATEWAYS)('PaymentGatewayPort contract: $name', (impl) => {
  const test = registerFor(impl);

  test("authorizes a nonce once, with the card's last four and brand; again it is 'payment/nonce-used'", async () => {
    const { gateway, approved } = impl.open();
    const [a, b] = [await approved(), await approved()];
    const first = await gateway.authorize(a, usd(2598));
    const other = await gateway.authorize(b, usd(100));
    expect(first).toEqual({ ok: true, value: { transactionId: expect.any(String), last4: '4242', brand: 'Visa' } });
    expect(first.ok && other.ok && first.value.transactionId !== other.value.transactionId).toBe(true);
    const again = await gateway.authorize(a, usd(2598));
    expect(again.ok ? 'ok' : again.error.code).toBe('payment/nonce-used');
  });

  test("declines the decline test card with 'payment/declined': 'Your card was declined.'", async () => {
    const { gateway, declined } = impl.open();
    const refused = await gateway.authorize(await declined(), usd(2598));
    expect(refused).toEqual({ ok: false, error: { code: 'payment/declined', message: 'Your card was declined.' } });
  });

  test("answers 'payment/nonce-unknown' for a nonce it never issued", async () => {
    const unknown = await impl.open().gateway.authorize('tokencc_never-issued', usd(2598));
    expect(unknown.ok ? 'ok' : unknown.error.code).toBe('payment/nonce-unknown');
  });

  test(
    'authorizes a nonce only for the payer it was issued to; to another it is unknown',
    async () => {
      const { gateway, approved } = impl.open();
      const nonce = await approved('anon-pat');
      const stranger = await gateway.authorize(nonce, usd(2598), 'anon-sam');
      expect(stranger.ok ? 'ok' : stranger.error.code).toBe('payment/nonce-unknown');
      expect(await gateway.authorize(nonce, usd(2598), 'anon-pat')).toMatchObject({
        ok: true,
        value: { last4: '4242' },
      });
    },
    'payer-unbound',
  );

  test('answers a retry with the same idempotency key and amount with the first authorization', async () => {
    const { gateway, approved } = impl.open();
    const nonce = await approved('anon-pat');
    const first = await gateway.authorize(nonce, usd(2598), 'anon-pat', 'order-key-0001');
    expect(await gateway.authorize(nonce, usd(2598), 'anon-pat', 'order-key-0001')).toEqual(first);
    const otherAmount = await gateway.authorize(nonce, usd(2599), 'anon-pat', 'order-key-0001');
    expect(otherAmount.ok ? 'ok' : otherAmount.error.code).toBe('payment/nonce-used');
  });
});

describe('limitations of the payment fakes (each asserted, so the list stays true)', () => {
  const asserted = new Set<Limitation>();

  it('the UI fake tokenizer takes any card and calls it a Visa', async () => {
    asserted.add('no-card-validation');
    asserted.add('visa-only');
    const nonsense = card('5555 5555 5555 4441', { expYear: 2001, cvc: '1' });
    const r = await createFakeServices().payments.tokenizeCard(nonsense);
    expect(r).toEqual({ ok: true, value: { nonce: expect.any(String), last4: '4441', brand: 'Visa' } });
  });

  it('FakePaymentGateway authorizes a nonce for any payer', async () => {
    asserted.add('payer-unbound');
    const gateway: PaymentGatewayPort = new FakePaymentGateway();
    expect(await gateway.authorize('nonce-ok', usd(100), 'anon-sam', 'order-key-0001')).toMatchObject({ ok: true });
  });

  it('asserted every listed limitation', () => {
    expect([...asserted].sort()).toEqual(Object.keys(LIMITATIONS).sort());
  });
});
