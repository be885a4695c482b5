import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnvelope, registerSentryTunnel, SENTRY_BODY_LIMIT, withoutQueries } from './sentry-tunnel-routes';

const EVENT_ID = '0123456789abcdef0123456789abcdef';

/** An envelope as the browser's reporter sends it: header, item header, event, one per line. */
function envelope(event: Record<string, unknown>, header: Record<string, unknown> = { event_id: EVENT_ID }): string {
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

const event = {
  event_id: EVENT_ID,
  level: 'error',
  logger: 'window.onerror',
  exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
  request: { url: 'http://127.0.0.1/campaign-landing?token=secret-token' },
  breadcrumbs: {
    values: [
      { category: 'navigation', message: '/nuts', timestamp: 1 },
      { category: 'ui.click', message: 'button.add-to-cart', timestamp: 2 },
    ],
  },
};

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** A server with only the tunnel, its log lines collected. */
async function tunnel(options: Parameters<typeof registerSentryTunnel>[1] = {}) {
  const lines: Record<string, unknown>[] = [];
  app = Fastify({
    logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line) as never) } },
  });
  registerSentryTunnel(app, options);
  const post = (payload: string, contentType = 'text/plain;charset=UTF-8') =>
    app!.inject({ method: 'POST', url: '/sentry', payload, headers: { 'content-type': contentType } });
  const reports = () => lines.filter((l) => l['msg'] === 'browser error report');
  return { post, reports };
}

describe('POST /sentry (shell-account §7 error-reporting tunnel, §8 Unhandled errors)', () => {
  it('takes an envelope with 200 and its event id, and logs the event at its level without queries', async () => {
    const { post, reports } = await tunnel();
    const res = await post(envelope(event), 'application/x-sentry-envelope');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: EVENT_ID });
    const [line] = reports();
    expect(line).toMatchObject({
      level: 50,
      eventId: EVENT_ID,
      error: 'TypeError: x is undefined',
      url: 'http://127.0.0.1/campaign-landing',
      source: 'window.onerror',
    });
    expect(line?.['breadcrumbs']).toEqual([
      { category: 'navigation', message: '/nuts' },
      { category: 'ui.click', message: 'button.add-to-cart' },
    ]);
    expect(JSON.stringify(line)).not.toContain('secret-token');
  });

  it("logs at the event's level: fatal 60, warning as pino's warn 40", async () => {
    const { post, reports } = await tunnel();
    expect((await post(envelope({ ...event, level: 'fatal' }))).statusCode).toBe(200);
    expect((await post(envelope({ ...event, level: 'warning' }))).statusCode).toBe(200);
    expect(reports().map((l) => l['level'])).toEqual([60, 40]);
  });

  it('never logs the DSN of the envelope header', async () => {
    const { post, reports } = await tunnel();
    const dsn = 'https://publicKey@o1.ingest.sentry.io/42';
    expect((await post(envelope(event, { event_id: EVENT_ID, dsn }))).statusCode).toBe(200);
    expect(JSON.stringify(reports())).not.toContain('publicKey');
  });

  it('refuses garbage with 400 and a detail, logging nothing', async () => {
    const { post, reports } = await tunnel();
    for (const body of ['not json', '{}', `{}\n{"type":"event"}\nnot json\n`, `{}\n{"no":"type"}\n{}\n`]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toHaveProperty('detail');
    }
    expect(reports()).toEqual([]);
  });

  it('refuses an envelope over 64 KiB with 413', async () => {
    const { post } = await tunnel();
    const big = envelope({ ...event, extra: { stack: 'x'.repeat(SENTRY_BODY_LIMIT) } });
    expect((await post(big)).statusCode).toBe(413);
  });

  it('answers 429 with Retry-After once an address has sent its limit in a minute, and again after it', async () => {
    let now = 1_000_000;
    const { post } = await tunnel({ perAddress: 2, nowMs: () => now });
    expect((await post(envelope(event))).statusCode).toBe(200);
    expect((await post(envelope(event))).statusCode).toBe(200);
    const limited = await post(envelope(event));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    now += 60_000;
    expect((await post(envelope(event))).statusCode).toBe(200);
  });
});

describe('parseEnvelope', () => {
  it('reads event items and counts the others (a session item beside the event)', () => {
    const body = `{"event_id":"${EVENT_ID}"}\n{"type":"session"}\n{"sid":"1"}\n{"type":"event"}\n{"level":"info"}\n`;
    const parsed = parseEnvelope(body);
    expect(parsed).toMatchObject({ eventId: EVENT_ID, otherItems: 1, events: [{ level: 'info' }] });
  });

  it('refuses an envelope without items', () => {
    expect(parseEnvelope('{}\n')).toBe('The envelope carries no items.');
  });
});

describe('withoutQueries', () => {
  it('takes queries and fragments out of URLs in text', () => {
    expect(withoutQueries('at f (http://x/a.js?v=1#L2:3:4)\nhttp://x/b?token=t')).toBe(
      'at f (http://x/a.js)\nhttp://x/b',
    );
  });
});
