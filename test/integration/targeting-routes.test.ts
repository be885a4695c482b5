import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketOf } from '../../adapters/embedded/targeting/bucketing';
import type { EmbeddedTargeting } from '../../adapters/embedded/targeting/embedded-targeting';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * The targeting wire on the local server (spec: shell-account §4 Analytics and targeting behaviour, §7 Targeting
 * service, §8; catalogue-gifting §4 Recommendations, §7 POST /api/dy/engagement) and what it feeds: the recommendation
 * rows, the visitor layer of the flags, the search experiment's variant, and social proof.
 */
let t: TestApp;
const nowMs = Date.parse('2026-04-01T08:00:00Z');
const KEY = { 'dy-api-key': 'nutshell-dy' };

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true, clock: { nowMs: () => nowMs } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A visitor id that buckets into `variationId` of campaign `campaignId` (of variations `ids`, weights 50/50). */
function dyidFor(campaignId: number, ids: readonly [number, number], variationId: number): string {
  const variations = ids.map((id) => ({ id, weight: 50 }));
  for (let i = 0; ; i++) if (bucketOf(`visitor${i}`, campaignId, variations)?.id === variationId) return `visitor${i}`;
}

const choose = (names: string[], dyid: string, headers: Record<string, string> = KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/serve/user/choose',
    headers,
    payload: {
      user: { dyid },
      session: { dy: 's1' },
      selector: { names },
      context: { page: { type: 'PRODUCT', location: 'http://localhost/nuts/almonds' } },
    },
  });

function stateOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('POST /serve/user/choose', () => {
  it('answers the chosen variation of each known campaign, the same for the same visitor', async () => {
    const dyid = dyidFor(101, [1011, 1012], 1012);
    const r = await choose(['PDP Recommendations', 'No Such Campaign'], dyid);
    expect(r.statusCode).toBe(200);
    const { choices } = r.json<{ choices: { name: string; decisionId: string; variations: { id: number }[] }[] }>();
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({ id: 101, name: 'PDP Recommendations', type: 'DECISION' });
    expect(choices[0]!.variations.map((v) => v.id)).toEqual([1012]);
    expect(choices[0]!.decisionId).toBe('nd-101-1012');
    expect((await choose(['PDP Recommendations'], dyid)).json()).toEqual({ choices });
  });

  it('refuses a missing API key with 401 and a body that is not DY’s with 400', async () => {
    expect((await choose(['PDP Recommendations'], 'v', {})).statusCode).toBe(401);
    expect((await choose(['PDP Recommendations'], 'v', { 'dy-api-key': 'wrong' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/serve/user/choose', headers: KEY, payload: { user: {} } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/user|dyid/);
  });
});

describe('engagements', () => {
  const targeting = () => t.services.targeting as EmbeddedTargeting;

  it('POST /collect/user/engagement records each engagement and answers 204', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/collect/user/engagement',
      headers: KEY,
      payload: {
        user: { dyid: 'u-collect' },
        session: { dy: 's-c' },
        engagements: [{ type: 'IMP', decisionId: 'nd-102-1021' }],
      },
    });
    expect(r.statusCode).toBe(204);
    expect(await targeting().engagementsOf('nd-102-1021')).toContainEqual({
      type: 'IMP',
      variationId: 1021,
      userId: 'u-collect',
      sessionId: 's-c',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/collect/user/engagement',
      headers: KEY,
      payload: { user: { dyid: 'u' }, session: { dy: 's' }, engagements: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('POST /api/dy/engagement (decision_id, variation_id) records a CLICK by the visitor, with the CSRF header', async () => {
    const payload = { decision_id: 'nd-101-1011', variation_id: 1011 };
    const cookie = '_dyid=clicker1; _dyjsession=sess1';
    const refused = await t.app.inject({ method: 'POST', url: '/api/dy/engagement', headers: { cookie }, payload });
    expect(refused.statusCode).toBe(403);
    const headers = { cookie, 'x-nutshell-csrf': '1' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dy/engagement',
      headers,
      payload: { decision_id: '' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/dy/engagement', headers, payload });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ data: null, errors: [] });
    expect(await targeting().engagementsOf('nd-101-1011')).toContainEqual({
      type: 'CLICK',
      variationId: 1011,
      userId: 'clicker1',
      sessionId: 'sess1',
    });
  });
});

describe('what targeting feeds', () => {
  it("the product page's row: the variation's product keys in order, each card carrying the decision", async () => {
    const cookie = `_dyid=${dyidFor(101, [1011, 1012], 1012)}; _dyjsession=s`;
    const url = '/api/recommendations/category?key=almonds&limit=4&selector=PDP%20Recommendations';
    const r = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const cards = r.json<{ data: { productKey: string; decision?: object }[] }>().data;
    expect(cards.map((c) => c.productKey)).toEqual([
      'dry-roasted-cashews-salted',
      'raw-pistachios',
      'honey-roasted-almonds',
      'english-walnuts',
    ]);
    expect(cards.every((c) => JSON.stringify(c.decision) === '{"decisionId":"nd-101-1012","variationId":1012}')).toBe(
      true,
    );
    const other = `_dyid=${dyidFor(101, [1011, 1012], 1011)}; _dyjsession=s`;
    const category = await t.app.inject({ method: 'GET', url, headers: { cookie: other } });
    const same = category.json<{ data: { decision?: { variationId: number } }[] }>().data;
    expect(same.length).toBeGreaterThan(0);
    expect(same.every((c) => c.decision?.variationId === 1011)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: `${url}x`, headers: { cookie } });
    expect(unknown.statusCode).toBe(400);
  });

  it('the visitor layer of the flags: the Visitor Flags variation, below session and site', async () => {
    const on = `_dyid=${dyidFor(301, [3011, 3012], 3012)}`;
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: on } });
    expect(stateOf(page.body).featureFlags).toEqual({ socialProofMessaging: true });
    const overridden = await t.app.inject({
      method: 'GET',
      url: '/?flags=-socialProofMessaging',
      headers: { cookie: on },
    });
    expect(stateOf(overridden.body).featureFlags).toEqual({ socialProofMessaging: false });
    const off = `_dyid=${dyidFor(301, [3011, 3012], 3011)}`;
    expect(
      stateOf((await t.app.inject({ method: 'GET', url: '/', headers: { cookie: off } })).body).featureFlags,
    ).toBeUndefined();
  });

  it('gives a new visitor a _dyid cookie', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['_dyid', '_dyjsession']));
  });

  it("the search page's experiment variant: letter A or B by the variant id", async () => {
    const a = `_dyid=${dyidFor(201, [2011, 2012], 2011)}`;
    const b = `_dyid=${dyidFor(201, [2011, 2012], 2012)}`;
    const pageA = await t.app.inject({ method: 'GET', url: '/search?query=almonds', headers: { cookie: a } });
    const pageB = await t.app.inject({ method: 'GET', url: '/search?query=almonds', headers: { cookie: b } });
    expect(stateOf(pageA.body).searchVariant).toBe('A');
    expect(stateOf(pageB.body).searchVariant).toBe('B');
  });

  it("a product page's social proof: orders of the last 30 days, with socialProofMessaging, from 3 orders", async () => {
    const [row] = await t.services.db.query<{ path: string }>("SELECT path FROM products WHERE key = 'almonds'");
    const path = `${row!.path}?flags=socialProofMessaging`;
    const order = async (n: number, daysAgo: number) =>
      t.services.db.query(
        'INSERT INTO orders (id, order_number, receipt_token, cart_id, created_at, doc) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          `sp-${n}`,
          `SP${n}`,
          `sp-token-${n}`,
          `sp-cart-${n}`,
          new Date(nowMs - daysAgo * 86_400_000).toISOString(),
          JSON.stringify({ cart: { lineItems: [{ productKey: 'almonds' }] } }),
        ],
      );
    await order(1, 1);
    await order(2, 40);
    await order(3, 2);
    expect(stateOf((await t.app.inject({ method: 'GET', url: path })).body).socialProof).toBeUndefined();
    await order(4, 29);
    expect(stateOf((await t.app.inject({ method: 'GET', url: path })).body).socialProof).toEqual({
      productKey: 'almonds',
      orders: 3,
    });
    const cookie = `_dyid=${dyidFor(301, [3011, 3012], 3011)}`;
    const flagOff = await t.app.inject({ method: 'GET', url: row!.path, headers: { cookie } });
    expect(stateOf(flagOff.body).socialProof).toBeUndefined();
  });
});
