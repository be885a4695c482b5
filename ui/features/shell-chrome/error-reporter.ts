import { exceptionOccurred, isReportedSeverity, type ErrorSeverity } from '../../../core/analytics';
import type { AnalyticsPort } from '../../../ports/analytics';
import type { CapturedError, ErrorCapture } from '../../app/error-capture';
import { Breadcrumbs, collectBreadcrumbs, type Breadcrumb } from './breadcrumbs';

/** The error-reporting tunnel on our own origin (spec: shell-account §7 "an error-reporting tunnel at /sentry"). */
export const TUNNEL_PATH = '/sentry';
/** The most reports one page sends to the tunnel, so that an error in a loop cannot flood the server. */
export const REPORTS_PER_PAGE = 20;
const STACK_MAX = 4000;

/** What was thrown, described: its type ('TypeError'), its message and its stack when it has one. */
export interface ErrorDescription {
  readonly type: string;
  readonly value: string;
  readonly stack: string | undefined;
}

/** Describes anything thrown: an Error by its name, message and stack; anything else as 'Error' with its text. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    return { type: error.name || 'Error', value: error.message, stack: error.stack?.slice(0, STACK_MAX) };
  }
  const value = typeof error === 'string' ? error : safeJson(error);
  return { type: 'Error', value, stack: undefined };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One report as Sentry's event, in the envelope format: envelope header, item header, event, newline-separated. */
export function envelopeOf(report: {
  readonly eventId: string;
  readonly atMs: number;
  readonly severity: ErrorSeverity;
  readonly source: string;
  readonly error: ErrorDescription;
  readonly url: string;
  readonly breadcrumbs: readonly Breadcrumb[];
}): string {
  const { error } = report;
  const event = {
    event_id: report.eventId,
    timestamp: report.atMs / 1000,
    platform: 'javascript',
    level: report.severity,
    logger: report.source,
    exception: { values: [{ type: error.type, value: error.value.slice(0, 1000) }] },
    request: { url: report.url },
    breadcrumbs: { values: report.breadcrumbs },
    ...(error.stack ? { extra: { stack: error.stack } } : {}),
  };
  const header = { event_id: report.eventId, sent_at: new Date(report.atMs).toISOString() };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/** What the reporter works with: the page's ways to log, send and read, so tests pass their own. */
export interface ReporterDeps {
  /** Writes to the console ('error' for error and fatal, 'warn' otherwise). */
  readonly log: (severity: ErrorSeverity, message: string, error: unknown) => void;
  /** Posts one envelope to the tunnel (fire and forget). */
  readonly send: (envelope: string) => void;
  readonly analytics: () => Pick<AnalyticsPort, 'track'> | undefined;
  readonly breadcrumbs: Breadcrumbs;
  /** The page's URL without its query (where tokens travel). */
  readonly url: () => string;
  /** A new event id: 32 hexadecimal digits. */
  readonly eventId: () => string;
}

/**
 * The reporter of unhandled errors (spec: shell-account §8 Unhandled errors "logged, sent to the server log, sent as an
 * analytics exception event, and at severity error or fatal sent to an error-reporting service"; §9 breadcrumbs limit
 * 5): every error is logged to the console and sent as an analytics exception event; errors of severity error or fatal
 * also go, with the last 5 breadcrumbs, to the /sentry tunnel, which writes them to the server log. At most
 * REPORTS_PER_PAGE go to the tunnel.
 */
export class ErrorReporter {
  private sent = 0;

  constructor(private readonly deps: ReporterDeps) {}

  /** Reports one captured error. Never throws: a reporter that fails must not raise another error. */
  report(captured: CapturedError): void {
    try {
      const error = describeError(captured.error);
      this.deps.log(
        captured.severity,
        `Unhandled error (${captured.source}): ${error.type}: ${error.value}`,
        captured.error,
      );
      this.deps.analytics()?.track(exceptionOccurred(`${error.type}: ${error.value}`, captured.severity));
      if (!isReportedSeverity(captured.severity) || this.sent >= REPORTS_PER_PAGE) return;
      this.sent += 1;
      this.deps.send(
        envelopeOf({
          eventId: this.deps.eventId(),
          atMs: captured.atMs,
          severity: captured.severity,
          source: captured.source,
          error,
          url: this.deps.url(),
          breadcrumbs: this.deps.breadcrumbs.list(),
        }),
      );
    } catch {
      // Nothing more to do: the console may be all there is.
    }
  }
}

function randomEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts the page's reporter on `capture` (ui/app/error-capture.ts calls it once this chunk has loaded): breadcrumbs of
 * clicks and navigations are collected only when browser telemetry is on (the body has the class
 * enableBrowserTelemetry, shell-account §4 Analytics); the reports themselves always go. Reports the errors queued so
 * far, then every later one as it comes.
 */
export function start(capture: ErrorCapture): void {
  const breadcrumbs = new Breadcrumbs();
  if (document.body.classList.contains('enableBrowserTelemetry')) collectBreadcrumbs(window, breadcrumbs);
  const reporter = new ErrorReporter({
    log: (severity, message, error) =>
      isReportedSeverity(severity) ? console.error(message, error) : console.warn(message, error),
    send: (envelope) =>
      void fetch(TUNNEL_PATH, {
        method: 'POST',
        body: envelope,
        headers: { 'content-type': 'application/x-sentry-envelope' },
        keepalive: true,
      }).catch(() => undefined),
    analytics: () => capture.analytics,
    breadcrumbs,
    url: () => `${window.location.origin}${window.location.pathname}`,
    eventId: randomEventId,
  });
  capture.report = (error, severity, source) => reporter.report({ error, severity, source, atMs: Date.now() });
  for (const captured of capture.queue.splice(0)) reporter.report(captured);
}
