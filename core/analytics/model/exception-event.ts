import type { AnalyticsEvent } from './events';

/** The longest description an exception event carries, in characters (longer ones are cut, with '…'). */
export const EXCEPTION_DESCRIPTION_MAX = 150;

/** How bad an unhandled error is, in the error-reporting service's terms (Sentry's levels). */
export type ErrorSeverity = 'fatal' | 'error' | 'warning' | 'info' | 'debug';

/**
 * The analytics exception event of an unhandled error (spec: shell-account §8 Unhandled errors "sent as an analytics
 * exception event"): event 'Exception' with `description` ('TypeError: x is undefined', cut to
 * EXCEPTION_DESCRIPTION_MAX characters) and `fatal` (true for severity 'fatal' only), the properties the analytics
 * service's exception event has. The description never carries the stack or the page's URL.
 */
export function exceptionOccurred(description: string, severity: ErrorSeverity): AnalyticsEvent {
  const text = description.trim() || 'Unknown error';
  const cut = text.length > EXCEPTION_DESCRIPTION_MAX ? `${text.slice(0, EXCEPTION_DESCRIPTION_MAX - 1)}…` : text;
  return { event: 'Exception', properties: { description: cut, fatal: severity === 'fatal' } };
}

/** Whether an error of `severity` goes to the error-reporting service: 'error' and 'fatal' only (shell-account §8). */
export function isReportedSeverity(severity: ErrorSeverity): boolean {
  return severity === 'error' || severity === 'fatal';
}
