import { exceptionOccurred, type AnalyticsEvent } from '../../../core/analytics';
import type { CapturedError } from '../../app/error-capture';
import { BREADCRUMB_LIMIT, Breadcrumbs, pathOnly, type Breadcrumb } from './breadcrumbs';
import { describeError, ErrorReporter, REPORTS_PER_PAGE } from './error-reporter';

/** An envelope's lines as JSON: envelope header, item header, event. */
function lines(envelope: string): { breadcrumbs?: { values: Breadcrumb[] } }[] {
  return envelope
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { breadcrumbs?: { values: Breadcrumb[] } });
}

/** A reporter whose console, tunnel and analytics are arrays. */
function reporter() {
  const logged: string[] = [];
  const sent: string[] = [];
  const tracked: AnalyticsEvent[] = [];
  const breadcrumbs = new Breadcrumbs();
  const r = new ErrorReporter({
    log: (severity, message) => logged.push(`${severity} ${message}`),
    send: (envelope) => sent.push(envelope),
    analytics: () => ({ track: (e) => tracked.push(e) }),
    breadcrumbs,
    url: () => 'http://127.0.0.1/nuts',
    eventId: () => 'a'.repeat(32),
  });
  return { r, logged, sent, tracked, breadcrumbs };
}

const captured = (severity: CapturedError['severity'], error: unknown = new TypeError('x is undefined')) => ({
  error,
  severity,
  source: 'window.onerror',
  atMs: 1_780_000_000_000,
});

const crumb = (i: number): Breadcrumb => ({ category: 'ui.click', message: `button#b${i}`, timestamp: i });

describe('the error reporter (shell-account §8 Unhandled errors; §9 breadcrumbs limit 5)', () => {
  it('logs, sends the analytics exception event and, at severity error, an envelope to the tunnel', () => {
    const { r, logged, sent, tracked } = reporter();
    r.report(captured('error'));
    expect(logged).toEqual(['error Unhandled error (window.onerror): TypeError: x is undefined']);
    expect(tracked).toEqual([exceptionOccurred('TypeError: x is undefined', 'error')]);
    expect(tracked[0]).toEqual({
      event: 'Exception',
      properties: { description: 'TypeError: x is undefined', fatal: false },
    });
    expect(sent).toHaveLength(1);
    // Sentry's envelope format: envelope header, item header, event, one JSON document a line.
    const [header, item, event] = lines(sent[0]!);
    expect(header).toMatchObject({ event_id: 'a'.repeat(32) });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      platform: 'javascript',
      request: { url: 'http://127.0.0.1/nuts' },
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
  });

  it('sends only severity error and fatal to the tunnel; a warning is logged and tracked only', () => {
    const { r, sent, tracked, logged } = reporter();
    r.report(captured('warning'));
    r.report(captured('info'));
    expect(sent).toEqual([]);
    expect(logged).toHaveLength(2);
    expect(tracked).toHaveLength(2);
    r.report(captured('fatal'));
    expect(sent).toHaveLength(1);
    expect(tracked[2]?.properties['fatal']).toBe(true);
  });

  it('attaches the last 5 breadcrumbs to each report', () => {
    const { r, sent, breadcrumbs } = reporter();
    for (let i = 1; i <= 7; i += 1) breadcrumbs.add(crumb(i));
    r.report(captured('error'));
    const event = lines(sent[0]!)[2]!;
    const messages = event.breadcrumbs?.values.map((b) => b.message);
    expect(BREADCRUMB_LIMIT).toBe(5);
    expect(messages).toEqual(['button#b3', 'button#b4', 'button#b5', 'button#b6', 'button#b7']);
  });

  it(`sends at most ${REPORTS_PER_PAGE} reports from one page`, () => {
    const { r, sent, logged } = reporter();
    for (let i = 0; i < REPORTS_PER_PAGE + 5; i += 1) r.report(captured('error'));
    expect(sent).toHaveLength(REPORTS_PER_PAGE);
    expect(logged).toHaveLength(REPORTS_PER_PAGE + 5);
  });

  it('describes what is not an Error, and never throws when a dependency does', () => {
    expect(describeError('boom')).toEqual({ type: 'Error', value: 'boom', stack: undefined });
    expect(describeError({ code: 1 }).value).toBe('{"code":1}');
    const broken = new ErrorReporter({
      log: () => {
        throw new Error('console gone');
      },
      send: () => undefined,
      analytics: () => undefined,
      breadcrumbs: new Breadcrumbs(),
      url: () => '',
      eventId: () => '',
    });
    expect(() => broken.report(captured('error'))).not.toThrow();
  });

  it('pathOnly drops queries and fragments, where tokens travel', () => {
    expect(pathOnly('/campaign-landing?token=abc#x')).toBe('/campaign-landing');
  });
});
