import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';

/** The server-rendered status of content pages (core-cart-checkout §2 "content page", "referral page"). */
describe('content pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { pages: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers 200 for a content page and the referral page, 404 for a path nothing serves', async () => {
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await status('/about-us')).toBe(200);
    expect(await status('/refer')).toBe(200);
    expect(await status('/no-such-content-page')).toBe(404);
  });
});
