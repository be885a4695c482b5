import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConnections, plainSender, runOpenLoop, type Sender } from './open-loop';

/** A local server answering 200 after `delayMs(arrivalMs)`, where arrivalMs counts from its first request. */
async function delayServer(delayMs: (arrivalMs: number, n: number) => number): Promise<{ server: Server; origin: string; arrivals: number[] }> {
  const arrivals: number[] = [];
  let first: number | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const now = performance.now();
    first ??= now;
    arrivals.push(now - first);
    req.resume();
    setTimeout(() => res.end('ok'), delayMs(now - first, arrivals.length - 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

let open: Server | undefined;
afterEach(async () => {
  const server = open;
  open = undefined;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = plainSender({ method: 'GET', path: '/' });

describe('runOpenLoop', () => {
  it('keeps the schedule: rate × duration requests, spread over the duration, latency ≈ the delay', async () => {
    const s = await delayServer(() => 5);
    open = s.server;
    const r = await runOpenLoop({ origin: s.origin, rate: 200, durationS: 1, warmupS: 0.25, send: get });
    expect(r.requests).toBe(200);
    expect(s.arrivals).toHaveLength(250);
    // The measured 200 arrive over ~1 s (the last one 995 ms after the first measured one), not in a burst.
    const measured = s.arrivals.slice(50);
    expect(measured.at(-1)! - measured[0]!).toBeGreaterThan(900);
    expect(measured.at(-1)! - measured[0]!).toBeLessThan(1150);
    expect(r.errors).toBe(0);
    expect(r.p50Ms).toBeGreaterThanOrEqual(4.5);
    // Loose: the server shares this process's event loop and the CI machine's cores.
    expect(r.p50Ms).toBeLessThan(150);
    expect(r.achievedRate).toBe(200);
    expect(r.connections).toBe(defaultConnections(200));
    // After the warm-up the pool has its connections: at most a request or two waits for one.
    expect(r.maxPending).toBeLessThanOrEqual(5);
  });

  it('shows a 200 ms stall in the p99 of the requests scheduled during it (no coordinated omission)', async () => {
    // Every answer due between 1,000 and 1,200 ms after the first request is held until 1,200 ms.
    const s = await delayServer((t) => (t >= 1000 && t < 1200 ? 1200 - t : 1));
    open = s.server;
    const r = await runOpenLoop({ origin: s.origin, rate: 100, durationS: 2, send: get });
    expect(r.requests).toBe(200);
    expect(r.errors).toBe(0);
    // 20 of the 200 requests (10 %) were scheduled in the stall, waiting 200 ms down to 0: p99 is near 190 ms, the
    // median untouched. A closed-loop client on one connection would have sent one request during the stall.
    expect(r.p99Ms).toBeGreaterThan(150);
    expect(r.maxMs).toBeGreaterThan(180);
    expect(r.maxMs).toBeLessThan(400);
    expect(r.p50Ms).toBeLessThan(50);
  });

  it('counts a request unanswered at its timeout as an error with the timeout as latency', async () => {
    const s = await delayServer((_t, n) => (n % 10 === 0 ? 1000 : 1));
    open = s.server;
    const r = await runOpenLoop({ origin: s.origin, rate: 50, durationS: 1, send: get, timeoutMs: 300 });
    expect(r.requests).toBe(50);
    expect(r.errors).toBe(5);
    expect(r.timeouts).toBe(5);
    expect(r.errorKinds).toEqual({ timeout: 5 });
    expect(r.maxMs).toBeGreaterThanOrEqual(300);
    expect(r.maxMs).toBeLessThan(1000);
    expect(r.achievedRate).toBe(45);
  });

  it('never sends a request whose time ran out while it waited for a connection, and does not cut the one out', async () => {
    // One connection, every answer after 500 ms: while one request is out, those due meanwhile wait in the queue;
    // the ones waiting 300 ms or more are timeouts without being sent.
    const s = await delayServer(() => 500);
    open = s.server;
    const r = await runOpenLoop({ origin: s.origin, rate: 50, durationS: 1, send: get, timeoutMs: 300, connections: 1 });
    expect(r.requests).toBe(50);
    expect(r.errorKinds).toEqual({ timeout: 50 });
    expect(r.maxMs).toBe(300);
    // Sent: the first at 0 ms, then one each time the connection frees (every 500 ms), about 3; never all 50.
    expect(s.arrivals.length).toBeGreaterThanOrEqual(2);
    expect(s.arrivals.length).toBeLessThanOrEqual(5);
    expect(r.maxPending).toBeGreaterThan(5);
  });

  it('counts unexpected statuses by kind, conflicts, and reports percentiles per window', async () => {
    const s = await delayServer(() => 1);
    open = s.server;
    const send: Sender = async (pool, i, signal) => {
      const outcome = await get(pool, i, signal);
      return i % 4 === 0 ? { ok: false, status: 503 } : { ...outcome, conflicts: 1 };
    };
    const r = await runOpenLoop({ origin: s.origin, rate: 100, durationS: 1, send, windowS: 0.5 });
    expect(r.requests).toBe(100);
    expect(r.errorKinds).toEqual({ '503': 25 });
    expect(r.conflicts).toBe(75);
    expect(r.windows.map((w) => [w.startS, w.requests, w.errors])).toEqual([
      [0, 50, 13],
      [0.5, 50, 12],
    ]);
  });

  it('reports a refused connection as a socket error', async () => {
    const s = await delayServer(() => 1);
    const origin = s.origin;
    await new Promise((resolve) => s.server.close(resolve));
    const r = await runOpenLoop({ origin, rate: 20, durationS: 0.5, send: get });
    expect(r.requests).toBe(10);
    expect(r.errorKinds).toEqual({ ECONNREFUSED: 10 });
  });
});
