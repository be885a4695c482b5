import type { ErrorSeverity } from '../../core/analytics';
import type { AnalyticsPort } from '../../ports/analytics';

/** An error caught on the page, waiting for the reporter: what was thrown, how bad, where from, when (ms epoch). */
export interface CapturedError {
  readonly error: unknown;
  readonly severity: ErrorSeverity;
  readonly source: string;
  readonly atMs: number;
}

/**
 * The page's error capture: `report` queues an error in `queue` and loads the reporter, which then takes the queue
 * and replaces `report` with its own; `analytics` is set once the stores exist (ui/main.tsx).
 */
export interface ErrorCapture {
  report(error: unknown, severity: ErrorSeverity, source: string): void;
  readonly queue: CapturedError[];
  analytics?: Pick<AnalyticsPort, 'track'>;
}

/**
 * The unhandled-error pipeline's part in the browser entry (spec: shell-account §8 Unhandled errors; §7 the /sentry
 * tunnel), kept tiny because the entry is at its weight budget: listens to window 'error' and 'unhandledrejection'
 * and queues what they carry; the reporter (features/shell-chrome/error-reporter.ts: console, analytics exception
 * event, the /sentry tunnel, breadcrumbs) is loaded on demand at the first error or when the browser is idle, and
 * then takes the queue and every later error. React's root callbacks report through `report` too (ui/main.tsx).
 */
export function captureErrors(win: Window): ErrorCapture {
  let loading: unknown;
  const load = () => (loading ??= import('../features/shell-chrome/error-reporter').then((m) => m.start(capture)));
  const capture: ErrorCapture = {
    queue: [],
    report(error, severity, source) {
      capture.queue.push({ error, severity, source, atMs: Date.now() });
      load();
    },
  };
  for (const type of ['error', 'unhandledrejection'] as const) {
    win.addEventListener(type, (e: Partial<ErrorEvent & PromiseRejectionEvent>) =>
      capture.report(e.reason ?? e.error ?? e.message, 'error', type),
    );
  }
  win.requestIdleCallback?.(load);
  return capture;
}
