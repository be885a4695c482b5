import { describe, expect, it } from 'vitest';
import { EXCEPTION_DESCRIPTION_MAX, exceptionOccurred, isReportedSeverity } from './exception-event';

describe('the analytics exception event (shell-account §8 Unhandled errors)', () => {
  it("is 'Exception' with the description and fatal only for severity fatal", () => {
    expect(exceptionOccurred('TypeError: x is undefined', 'error')).toEqual({
      event: 'Exception',
      properties: { description: 'TypeError: x is undefined', fatal: false },
    });
    expect(exceptionOccurred('Error: boom', 'fatal').properties['fatal']).toBe(true);
  });

  it('cuts a long description to 150 characters and names an empty one', () => {
    const long = exceptionOccurred('x'.repeat(400), 'error').properties['description'] as string;
    expect(long).toHaveLength(EXCEPTION_DESCRIPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(exceptionOccurred('  ', 'warning').properties['description']).toBe('Unknown error');
  });

  it('sends only error and fatal to the error-reporting service', () => {
    expect(['fatal', 'error', 'warning', 'info', 'debug'].filter((s) => isReportedSeverity(s as never))).toEqual([
      'fatal',
      'error',
    ]);
  });
});
