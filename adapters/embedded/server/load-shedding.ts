/**
 * Overload protection of one server process. A server offered more than it can answer must not take every request
 * in and answer all of them late: each client times out and retries, the work done for it is wasted, and the server
 * stays behind even after the load falls back (a metastable collapse, seen in the bench's open-loop runs). So:
 * - at most `maxInFlight` requests are worked on at once; one more is answered at once with 503, `Retry-After: 1`
 *   and the envelope's 'server/busy' error, having cost almost nothing. The probes (/health, /ready, /metrics) are
 *   always admitted;
 * - a request whose client has gone (its socket closed while it waited for its body or for earlier hooks) is
 *   dropped before its route runs: nothing could read the answer.
 * The counts are per process (NUTSHELL_WORKERS runs one limit per worker).
 */

import type { FastifyInstance } from 'fastify';
import { statusFor } from './error-status';

/** The message of a request refused because the server is at its limit ('server/busy', 503). */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Seconds a refused client is asked to wait (the `Retry-After` header). */
export const BUSY_RETRY_AFTER_S = 1;

/** The default limit of requests worked on at once in one process (env NUTSHELL_MAX_IN_FLIGHT). */
export const DEFAULT_MAX_IN_FLIGHT = 256;

/** Paths always admitted: the operators' probes must answer while the server sheds load. */
const ALWAYS_ADMITTED = new Set(['/health', '/ready', '/metrics']);

/** What the load shedding counted since the process started. */
export interface LoadSheddingStats {
  /** Requests admitted whose response has not closed yet. */
  inFlight: number;
  /** Requests refused with 503 'server/busy'. */
  shed: number;
  /** Admitted requests dropped before their route ran because their client had gone. */
  abandoned: number;
}

/** The path of a request URL, without its query. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/**
 * Registers the load shedding on `app` (after the security headers, so a 503 carries them) with at most `maxInFlight`
 * (≥ 1) requests admitted at once. Returns the live counts (read by tests; not exported as metrics).
 */
export function registerLoadShedding(app: FastifyInstance, options: { maxInFlight: number }): LoadSheddingStats {
  const { maxInFlight } = options;
  const stats: LoadSheddingStats = { inFlight: 0, shed: 0, abandoned: 0 };
  const status = statusFor('server/busy');
  const busy = JSON.stringify({
    statusCode: status,
    message: BUSY_MESSAGE,
    errors: [{ message: BUSY_MESSAGE, key: 'server/busy' }],
  });
  const release = (): void => {
    stats.inFlight--;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (ALWAYS_ADMITTED.has(pathOf(req.url))) return done();
    if (stats.inFlight >= maxInFlight) {
      stats.shed++;
      void reply
        .code(status)
        .header('retry-after', String(BUSY_RETRY_AFTER_S))
        .type('application/json; charset=utf-8')
        .send(busy);
      return undefined;
    }
    stats.inFlight++;
    // 'close' comes once per response: after it is sent, or when the connection ends first.
    reply.raw.once('close', release);
    return done();
  });
  app.addHook('preHandler', (req, reply, done) => {
    if (req.raw.socket?.destroyed !== true) return done();
    stats.abandoned++;
    // No one can read an answer: the route does not run and nothing is written.
    reply.hijack();
    return done();
  });
  return stats;
}
