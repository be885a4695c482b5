import { describe, expect, it } from 'vitest';
import { HttpTokenizer } from './http-storefront';

const card = { number: '4111111111111111', expMonth: 12, expYear: 2099, cvc: '123' };

/** A tokenizer whose fetch answers `status` with `body` as JSON. */
function tokenizerAnswering(status: number, body: unknown): HttpTokenizer {
  return new HttpTokenizer('', async () => new Response(JSON.stringify(body), { status }));
}

describe('HttpTokenizer', () => {
  it("takes a refusal's envelope key as the error code when it is a known code", async () => {
    const message = 'Your card was declined.';
    const refused = tokenizerAnswering(402, { errors: [{ message, key: 'payment/declined' }] });
    expect(await refused.tokenizeCard(card)).toEqual({ ok: false, error: { code: 'payment/declined', message } });
  });

  it("falls back to 'payment/invalid-card' for an unknown or missing key", async () => {
    const unknown = tokenizerAnswering(402, { errors: [{ message: 'Nope.', key: 'card/melted' }] });
    const fallback = { ok: false, error: { code: 'payment/invalid-card', message: 'Nope.' } };
    expect(await unknown.tokenizeCard(card)).toEqual(fallback);
    const bare = tokenizerAnswering(400, {});
    const expected = { code: 'payment/invalid-card', message: 'The card could not be processed.' };
    expect(await bare.tokenizeCard(card)).toEqual({ ok: false, error: expected });
  });
});
