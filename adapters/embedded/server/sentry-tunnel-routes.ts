import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The largest envelope the tunnel takes: 64 KiB (a browser error report is a few KiB); larger ones get 413. */
export const SENTRY_BODY_LIMIT = 64 * 1024;
/** Envelopes one client address may send per window (SENTRY_RATE_WINDOW_MS) before it gets 429. */
export const SENTRY_RATE_PER_ADDRESS = 30;
/** The rate limit's window: one minute. */
export const SENTRY_RATE_WINDOW_MS = 60_000;

const LEVELS = ['fatal', 'error', 'warning', 'info', 'debug'] as const;
const text = (max: number) => z.string().transform((s) => s.slice(0, max));

/** The envelope's header line: the event id and when it was sent; anything else (a DSN, the SDK) is ignored. */
const envelopeHeader = z.looseObject({
  event_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/i)
    .optional(),
});
/** An item's header line: its type ('event', 'session', …) and, optionally, its payload's length in bytes. */
const itemHeader = z.looseObject({
  type: z.string().min(1).max(40),
  length: z.number().int().nonnegative().optional(),
});
/** The fields of an event the server log keeps, loosely parsed (a vendor payload); every text cut to a bound. */
const sentryEvent = z.looseObject({
  event_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/i)
    .optional(),
  level: z.enum(LEVELS).catch('error').default('error'),
  logger: text(80).optional(),
  message: z.union([text(1000), z.looseObject({ formatted: text(1000).optional() })]).optional(),
  exception: z
    .looseObject({
      values: z.array(z.looseObject({ type: text(120).optional(), value: text(1000).optional() })).max(10),
    })
    .optional(),
  request: z.looseObject({ url: text(2000).optional() }).optional(),
  breadcrumbs: z
    .looseObject({
      values: z
        .array(z.looseObject({ category: text(40).optional(), message: text(200).optional(), timestamp: z.number() }))
        .max(100),
    })
    .optional(),
  extra: z.looseObject({ stack: text(4000).optional() }).optional(),
});

/** A URL, or a stack's text, with the queries and fragments of its URLs taken out (where tokens and e-mails go). */
export function withoutQueries(s: string): string {
  return s.replace(/[?#][^\s)]*/g, '');
}

/** Parses a line of JSON, or undefined when it is not JSON. */
function json(line: string | undefined): unknown {
  if (line === undefined) return undefined;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

/** A parsed envelope: its event id and the event items it carries (other item types are counted, not kept). */
export interface ParsedEnvelope {
  readonly eventId: string | undefined;
  readonly events: readonly z.infer<typeof sentryEvent>[];
  readonly otherItems: number;
}

/**
 * Parses Sentry's envelope format: a header line of JSON, then items, each an item header line of JSON and a payload
 * (its `length` bytes when the header says, else the next line). Returns a message for anything else.
 */
export function parseEnvelope(body: string): ParsedEnvelope | string {
  const lines = body.split('\n');
  const header = envelopeHeader.safeParse(json(lines.shift()));
  if (!header.success) return 'The envelope must start with a JSON header line.';
  const events: z.infer<typeof sentryEvent>[] = [];
  let otherItems = 0;
  while (lines.length > 0 && !(lines.length === 1 && lines[0] === '')) {
    const item = itemHeader.safeParse(json(lines.shift()));
    if (!item.success) return 'Each envelope item must start with a JSON item header naming its type.';
    const payload = lines.shift() ?? '';
    if (item.data.type !== 'event') {
      otherItems += 1;
      continue;
    }
    const event = sentryEvent.safeParse(json(payload));
    if (!event.success) return 'An event item must carry a JSON event.';
    events.push(event.data);
  }
  if (events.length + otherItems === 0) return 'The envelope carries no items.';
  return { eventId: header.data.event_id, events, otherItems };
}

/** Writes one event to `log` at its level (Sentry's 'warning' is pino's 'warn'): what, where, the last breadcrumbs. */
function logEvent(log: FastifyBaseLogger, event: z.infer<typeof sentryEvent>, eventId: string | undefined): void {
  const exception = event.exception?.values[0];
  const message = typeof event.message === 'string' ? event.message : event.message?.formatted;
  const fields = {
    eventId: event.event_id ?? eventId,
    severity: event.level,
    source: event.logger,
    error: exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : message,
    url: event.request?.url ? withoutQueries(event.request.url) : undefined,
    breadcrumbs: event.breadcrumbs?.values.slice(-5).map((b) => ({
      category: b.category,
      message: b.message ? withoutQueries(b.message) : undefined,
    })),
    stack: event.extra?.stack ? withoutQueries(event.extra.stack) : undefined,
  };
  const level = event.level === 'warning' ? 'warn' : event.level;
  log[level](fields, 'browser error report');
}

/** A fixed-window counter per key; `allow` says whether one more request fits. */
function windowCounter(max: number, windowMs: number, nowMs: () => number) {
  const counts = new Map<string, { start: number; count: number }>();
  return (key: string): { allowed: boolean; retryAfterS: number } => {
    const now = nowMs();
    let entry = counts.get(key);
    if (!entry || now - entry.start >= windowMs) {
      if (counts.size > 10_000) counts.clear();
      entry = { start: now, count: 0 };
      counts.set(key, entry);
    }
    entry.count += 1;
    return { allowed: entry.count <= max, retryAfterS: Math.ceil((entry.start + windowMs - now) / 1000) };
  };
}

/** The tunnel's options: its rate limit and clock (tests pass their own). */
export interface SentryTunnelOptions {
  readonly perAddress?: number;
  readonly nowMs?: () => number;
}

/**
 * POST /sentry (spec: shell-account §7 "an error-reporting tunnel at /sentry"; §8 Unhandled errors "sent to the server
 * log"): the browser's error reports in Sentry's envelope format, any content type (Sentry's SDKs send text/plain),
 * written to the server's log through pino at each event's level. Answers as Sentry does: 200 `{ id }` for a good
 * envelope, 400 `{ detail }` for anything else, 413 over SENTRY_BODY_LIMIT bytes, 429 with Retry-After (seconds) past
 * SENTRY_RATE_PER_ADDRESS envelopes per address a minute. What it logs never holds the DSN, headers, cookies, or the
 * queries of URLs; nothing of the body is echoed back but the event id. No CSRF token: a report must get through
 * whatever broke, and a forged one can only add a line to the log, at the rate limit.
 */
export function registerSentryTunnel(app: FastifyInstance, options: SentryTunnelOptions = {}): void {
  const allow = windowCounter(
    options.perAddress ?? SENTRY_RATE_PER_ADDRESS,
    SENTRY_RATE_WINDOW_MS,
    options.nowMs ?? Date.now,
  );
  // Its own plugin scope: its body parser and error answers are the tunnel's alone; fastify loads it at ready().
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: SENTRY_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number }, _req, reply) => {
      const status = error.statusCode === 413 ? 413 : 400;
      const detail = status === 413 ? 'The envelope is too large.' : 'The envelope could not be read.';
      return reply.code(status).send({ detail });
    });
    scope.post('/sentry', { bodyLimit: SENTRY_BODY_LIMIT }, async (req, reply) => {
      const rate = allow(req.ip);
      if (!rate.allowed) {
        return reply.code(429).header('retry-after', String(rate.retryAfterS)).send({ detail: 'Too many reports.' });
      }
      const parsed = typeof req.body === 'string' ? parseEnvelope(req.body) : 'The envelope is empty.';
      if (typeof parsed === 'string') return reply.code(400).send({ detail: parsed });
      for (const event of parsed.events) logEvent(req.log, event, parsed.eventId);
      return reply.code(200).send({ id: parsed.events[0]?.event_id ?? parsed.eventId ?? null });
    });
  });
}
