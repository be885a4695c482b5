import { describe, expect, it } from 'vitest';
import { PortError } from '../../core/shared';
import { HttpTargeting, type TargetingSide } from './http-targeting';

const REQUEST = {
  selectorNames: ['PDP Recommendations'],
  page: { type: 'PRODUCT' as const, location: 'https://shop.example/nuts/almonds' },
  userId: 'dy1',
  sessionId: 's1',
};
const timeout = () => Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });

/** An adapter over a fake fetch answering each call from `answers`, recording requests and warnings. */
function adapter(side: TargetingSide, answers: (() => Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const warnings: string[] = [];
  const fetchFn = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift()!();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  }) as unknown as typeof fetch;
  const logger = { warn: (_o: object, msg?: string) => void warnings.push(msg ?? '') };
  return {
    t: new HttpTargeting({ baseUrl: 'https://dy.test/v2/', apiKey: 'k1', side, fetchFn, logger }),
    calls,
    warnings,
  };
}

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

describe('HttpTargeting (shell-account §7, §8, §9)', () => {
  it("sends Dynamic Yield's choose body with the DY-API-Key header and answers the choices", async () => {
    const choice = { id: 1, name: 'PDP Recommendations', type: 'DECISION', decisionId: 'd', variations: [] };
    const { t, calls } = adapter('browser', [ok({ choices: [choice], cookies: [] })]);
    expect(await t.choose(REQUEST)).toEqual([choice]);
    expect(calls[0]!.url).toBe('https://dy.test/v2/serve/user/choose');
    expect((calls[0]!.init.headers as Record<string, string>)['dy-api-key']).toBe('k1');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      user: { dyid: 'dy1' },
      session: { dy: 's1' },
      selector: { names: ['PDP Recommendations'] },
      context: { page: { type: 'PRODUCT', location: 'https://shop.example/nuts/almonds' } },
    });
  });

  it('retries a timed-out choose up to 3 times in the browser', async () => {
    const { t, calls } = adapter('browser', [timeout, timeout, timeout, ok({ choices: [] })]);
    expect(await t.choose(REQUEST)).toEqual([]);
    expect(calls).toHaveLength(4);
  });

  it("gives up after 3 retries, logging 'Failed to fetch DY choose results: {text}'", async () => {
    const { t, calls, warnings } = adapter('browser', [timeout, timeout, timeout, timeout]);
    await expect(t.choose(REQUEST)).rejects.toBeInstanceOf(PortError);
    expect(calls).toHaveLength(4);
    expect(warnings).toEqual(['Failed to fetch DY choose results: The operation was aborted due to timeout']);
  });

  it('does not retry on the server, nor a choose answered with an error', async () => {
    const server = adapter('server', [timeout]);
    await expect(server.t.choose(REQUEST)).rejects.toThrow(/Failed to fetch DY choose results/);
    expect(server.calls).toHaveLength(1);
    const refused = adapter('browser', [() => new Response('bad key', { status: 401 })]);
    await expect(refused.t.choose(REQUEST)).rejects.toThrow('Failed to fetch DY choose results: 401 bad key');
    expect(refused.calls).toHaveLength(1);
  });

  it("reports engagements and throws on a non-ok answer, logging 'Failed to report engagement'", async () => {
    const report = { userId: 'dy1', sessionId: 's1', engagements: [{ type: 'CLICK' as const, decisionId: 'd1' }] };
    const good = adapter('browser', [() => new Response(null, { status: 204 })]);
    await expect(good.t.reportEngagements(report)).resolves.toBeUndefined();
    expect(good.calls[0]!.url).toBe('https://dy.test/v2/collect/user/engagement');
    expect(JSON.parse(good.calls[0]!.init.body as string)).toEqual({
      user: { dyid: 'dy1' },
      session: { dy: 's1' },
      engagements: [{ type: 'CLICK', decisionId: 'd1' }],
    });
    const bad = adapter('browser', [() => new Response('', { status: 500 })]);
    await expect(bad.t.reportEngagements(report)).rejects.toBeInstanceOf(PortError);
    expect(bad.warnings).toEqual(['Failed to report engagement']);
  });
});
