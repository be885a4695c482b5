import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, registerLoadShedding, type LoadSheddingStats } from './load-shedding';

/** A promise and its resolver. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves once `check` holds, polling every 5 ms (at most 2 s). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A listening server with the load shedding at `maxInFlight`; GET /slow waits for `gate`, GET /health answers. */
async function serve(
  maxInFlight: number,
  gate: Promise<void>,
): Promise<{ origin: string; stats: LoadSheddingStats; ran: string[] }> {
  app = Fastify();
  const stats = registerLoadShedding(app, { maxInFlight });
  const ran: string[] = [];
  app.get('/slow', async () => {
    await gate;
    ran.push('slow');
    return { done: true };
  });
  // A route whose own hook waits for the gate before the handler: its client may leave meanwhile.
  app.get('/gated', {
    onRequest: async () => {
      await gate;
    },
    handler: async () => {
      ran.push('gated');
      return { done: true };
    },
  });
  app.get('/health', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, stats, ran };
}

describe('load shedding (server/busy)', () => {
  it('answers a request over the limit at once with 503, Retry-After: 1 and the server/busy envelope', async () => {
    const gate = deferred();
    const { origin, stats } = await serve(2, gate.promise);
    const first = fetch(`${origin}/slow`);
    const second = fetch(`${origin}/slow`);
    await until(() => stats.inFlight === 2);
    const refused = await fetch(`${origin}/slow`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      statusCode: 503,
      message: BUSY_MESSAGE,
      errors: [{ message: BUSY_MESSAGE, key: 'server/busy' }],
    });
    expect(stats.shed).toBe(1);
    gate.resolve();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await until(() => stats.inFlight === 0);
    // Below the limit again: admitted.
    expect((await fetch(`${origin}/slow`)).status).toBe(200);
    expect(stats.shed).toBe(1);
  });

  it('always admits the probes, even at the limit', async () => {
    const gate = deferred();
    const { origin, stats } = await serve(1, gate.promise);
    const held = fetch(`${origin}/slow`);
    await until(() => stats.inFlight === 1);
    const health = await fetch(`${origin}/health?verbose=1`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(stats.shed).toBe(0);
    gate.resolve();
    await held;
  });

  it('drops a request whose client left before its route ran, and frees its place', async () => {
    const gate = deferred();
    const { origin, stats, ran } = await serve(4, gate.promise);
    const { port } = new URL(origin);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /gated HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(() => stats.inFlight === 1);
    socket.destroy();
    await until(() => stats.inFlight === 0);
    gate.resolve();
    await until(() => stats.abandoned === 1);
    // The route of the abandoned request never ran; a later request runs as usual.
    expect((await fetch(`${origin}/gated`)).status).toBe(200);
    expect(ran).toEqual(['gated']);
  });
});
