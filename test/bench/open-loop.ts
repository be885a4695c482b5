import { build as buildHistogram, type Histogram } from 'hdr-histogram-js';
import { Pool } from 'undici';

/**
 * An open-loop load generator: request `i` is due at `start + i / rate` whether or not earlier requests have
 * answered, and its latency is measured from that SCHEDULED time to its completion, so a stalled server shows up in
 * every request scheduled during the stall (no coordinated omission). At most `connections` requests are out at once
 * (an undici Pool of that size, sized from the rate so the client does not queue sends); a request due while all are
 * out waits in the generator's own queue, and when it does fall behind (its event loop late, or every connection
 * busy) the result says so (`lateSends`, `maxSendLagMs`, `maxPending`). Latencies are recorded in microseconds in an
 * HDR histogram (hdr-histogram-js, 3 significant digits).
 *
 * A request unanswered `timeoutMs` after its scheduled time is an error with a latency of `timeoutMs`. One still
 * queued at that time is never sent. One already sent is not aborted at once: it is left to finish on its connection
 * (aborted only after ABANDON_AFTER_MS, a server that hangs), because aborting closes the connection, and an
 * overloaded server and client would then spend their time on new connections and error objects instead of on
 * requests (a collapse the client itself would cause). A 409 retried by a sender keeps its connection: retries do not
 * wait behind the queue.
 */

/** What one send did: ok (the expected status), or not with its status or error; `conflicts`: 409s retried. */
export interface SendOutcome {
  readonly ok: boolean;
  /** The HTTP status of the last answer, when there was one. */
  readonly status?: number;
  /** A socket or client error's code or message, when there was no answer. */
  readonly error?: string;
  /** Version conflicts (409) retried on the way to the final answer. */
  readonly conflicts?: number;
}

/** Sends request `i` on `pool`, honouring `signal` (aborted when the request is abandoned, ABANDON_AFTER_MS). */
export type Sender = (pool: Pool, i: number, signal: AbortSignal) => Promise<SendOutcome>;

/** One run: offered `rate` requests per second for `durationS` seconds after a `warmupS` warm-up (not measured). */
export interface OpenLoopOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  readonly origin: string;
  /** Offered requests per second (> 0). */
  readonly rate: number;
  /** Measured seconds. */
  readonly durationS: number;
  /** Seconds at the same rate before the measured part, not recorded (default 0). */
  readonly warmupS?: number;
  readonly send: Sender;
  /** Pool connections (default `defaultConnections(rate)`). */
  readonly connections?: number;
  /** A request unanswered this long after its scheduled time is an error, ms (default 2,000). */
  readonly timeoutMs?: number;
  /** Also report percentiles per window of this many seconds of scheduled time (default: none). */
  readonly windowS?: number;
}

/** Latency percentiles and counts of a set of measured requests; latencies in ms. */
export interface LatencySummary {
  readonly requests: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly p999Ms: number;
  readonly maxMs: number;
}

/** One window of scheduled time (soak), from `startS` seconds after the measured start. */
export interface LatencyWindow extends LatencySummary {
  readonly startS: number;
}

/** The result of one open-loop run (measured requests only). */
export interface OpenLoopResult extends LatencySummary {
  readonly offeredRate: number;
  readonly durationS: number;
  readonly connections: number;
  /** Answered with the expected status, per second of the measured duration. */
  readonly achievedRate: number;
  /** Non-expected statuses, socket errors and timeouts by kind ('500', 'timeout', 'ECONNRESET', …). */
  readonly errorKinds: Readonly<Record<string, number>>;
  readonly timeouts: number;
  readonly conflicts: number;
  /** Sends that left more than LATE_MS after their scheduled time (the client fell behind), and the worst lag, ms. */
  readonly lateSends: number;
  readonly maxSendLagMs: number;
  /** The most requests waiting for a free connection at once (0: the client never queued). */
  readonly maxPending: number;
  readonly windows: readonly LatencyWindow[];
}

/** A send leaving this many ms after its scheduled time counts as late. */
export const LATE_MS = 5;

/** Default timeout, ms: a request taking longer is an error. */
export const DEFAULT_TIMEOUT_MS = 2000;

/** A request sent and unanswered this long after its scheduled time is aborted (the server hangs), ms. */
export const ABANDON_AFTER_MS = 30_000;

/** Connections for `rate`/s: enough for each request to take 128 ms without queueing; at least 32, at most 512. */
export function defaultConnections(rate: number): number {
  return Math.min(512, Math.max(32, Math.ceil(rate * 0.128)));
}

/** An HDR histogram of microseconds, 1 µs to 1 hour, 3 significant digits. */
function histogram(): Histogram {
  return buildHistogram({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3 });
}

class Recorder {
  readonly hist = histogram();
  requests = 0;
  errors = 0;

  record(latencyMs: number, ok: boolean): void {
    this.requests++;
    if (!ok) this.errors++;
    this.hist.recordValue(Math.max(1, Math.round(latencyMs * 1000)));
  }

  summary(): LatencySummary {
    const at = (p: number): number => (this.requests === 0 ? Number.NaN : this.hist.getValueAtPercentile(p) / 1000);
    const maxMs = this.requests === 0 ? Number.NaN : this.hist.maxValue / 1000;
    return { requests: this.requests, errors: this.errors, p50Ms: at(50), p99Ms: at(99), p999Ms: at(99.9), maxMs };
  }
}

/** The kind of a failed outcome, for `errorKinds`. */
function kindOf(outcome: SendOutcome): string {
  if (outcome.error) return outcome.error;
  return outcome.status === undefined ? 'unknown' : String(outcome.status);
}

/** Runs one open-loop load; resolves when every request sent has completed or timed out. */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { rate, durationS } = options;
  if (!(rate > 0) || !(durationS > 0)) throw new Error('the rate and the duration must be positive');
  const warmupS = options.warmupS ?? 0;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connections = options.connections ?? defaultConnections(rate);
  const pool = new Pool(options.origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const all = new Recorder();
  const windows = new Map<number, Recorder>();
  const errorKinds: Record<string, number> = {};
  const counters = { timeouts: 0, conflicts: 0, lateSends: 0, maxSendLagMs: 0, maxPending: 0 };
  const interval = 1000 / rate;
  const total = Math.round(rate * (warmupS + durationS));
  const start = performance.now() + 10;
  const measuredFrom = start + warmupS * 1000;
  const inflight = new Set<Promise<void>>();

  const complete = (scheduled: number, outcome: SendOutcome, timedOut: boolean): void => {
    if (scheduled < measuredFrom) return;
    let latency = performance.now() - scheduled;
    let final = outcome;
    if (timedOut || latency > timeoutMs) {
      counters.timeouts++;
      latency = timeoutMs;
      final = { ok: false, error: 'timeout' };
    }
    counters.conflicts += outcome.conflicts ?? 0;
    if (!final.ok) errorKinds[kindOf(final)] = (errorKinds[kindOf(final)] ?? 0) + 1;
    all.record(latency, final.ok);
    if (options.windowS) {
      const w = Math.floor((scheduled - measuredFrom) / (options.windowS * 1000));
      if (!windows.has(w)) windows.set(w, new Recorder());
      windows.get(w)!.record(latency, final.ok);
    }
  };

  // Requests due while every connection is out, oldest first (`head`: the next to send).
  const queue: number[] = [];
  let head = 0;
  let active = 0;

  const send = (i: number, scheduled: number): void => {
    const now = performance.now();
    const lag = now - scheduled;
    if (scheduled >= measuredFrom) {
      if (lag > LATE_MS) counters.lateSends++;
      counters.maxSendLagMs = Math.max(counters.maxSendLagMs, lag);
    }
    if (lag >= timeoutMs) {
      // Its time ran out in the queue: a timeout, never sent.
      complete(scheduled, { ok: false, error: 'timeout' }, true);
      return;
    }
    active++;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(1, scheduled + ABANDON_AFTER_MS - now));
    const p = options
      .send(pool, i, controller.signal)
      .catch((e: unknown): SendOutcome => ({ ok: false, error: errorCode(e) }))
      .then((outcome) => {
        clearTimeout(timer);
        complete(scheduled, outcome, controller.signal.aborted);
      })
      .finally(() => {
        inflight.delete(p);
        active--;
        next();
      });
    inflight.add(p);
  };

  /** Sends queued requests while a connection is free. */
  const next = (): void => {
    while (active < connections && head < queue.length) {
      const i = queue[head++]!;
      send(i, start + i * interval);
    }
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    }
  };

  const fire = (i: number, scheduled: number): void => {
    if (active < connections && head === queue.length) return send(i, scheduled);
    queue.push(i);
    return undefined;
  };

  try {
    await new Promise<void>((resolve) => {
      let due = 0;
      const tick = (): void => {
        const now = performance.now();
        // Sampled before this tick's sends: requests of earlier ticks still waiting for a connection.
        if (now >= measuredFrom) counters.maxPending = Math.max(counters.maxPending, queue.length - head);
        while (due < total && start + due * interval <= now) {
          fire(due, start + due * interval);
          due++;
        }
        if (due >= total) return resolve();
        setTimeout(tick, Math.max(0, Math.floor(start + due * interval - performance.now())));
      };
      setTimeout(tick, 10);
    });
    // Every request has been sent or has expired once the queue is empty and nothing is out.
    while (head < queue.length || active > 0) {
      await Promise.all([...inflight]);
      if (head < queue.length && active === 0) next();
    }
  } finally {
    await pool.destroy();
  }
  const summary = all.summary();
  const okCount = summary.requests - summary.errors;
  const windowList = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, r]) => ({ startS: w * (options.windowS ?? 0), ...r.summary() }));
  return {
    ...summary,
    offeredRate: rate,
    durationS,
    connections,
    achievedRate: okCount / durationS,
    errorKinds,
    ...counters,
    windows: windowList,
  };
}

/** A short code for a thrown error: its `code` (ECONNRESET, UND_ERR_…), its name, or its message. */
function errorCode(e: unknown): string {
  if (e && typeof e === 'object') {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (name === 'AbortError') return 'timeout';
    if (typeof code === 'string') return code;
    if (typeof message === 'string') return message.slice(0, 80);
  }
  return String(e).slice(0, 80);
}

/** One HTTP request's shape; `body` may depend on the request's index. */
export interface RequestShape {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | ((i: number) => string);
}

/** A sender of the same request every time; ok when the status is one of `expected` (default 200). */
export function plainSender(shape: RequestShape, expected: readonly number[] = [200]): Sender {
  return async (pool, i, signal) => {
    const body = typeof shape.body === 'function' ? shape.body(i) : shape.body;
    const res = await pool.request({ method: shape.method, path: shape.path, headers: shape.headers, body, signal });
    await res.body.arrayBuffer();
    return { ok: expected.includes(res.statusCode), status: res.statusCode };
  };
}
