import fc from 'fast-check';
import { calendarInZone, instantInZone, zoneOffsetMs } from './time-zone';

const at = (iso: string) => Date.parse(iso);
const NY = 'America/New_York';
const HOUR = 3_600_000;

describe('time zones through Intl (America/New_York, 2026 transitions)', () => {
  it('has the offset of EST before 2026-03-08 07:00Z and EDT from then until 2026-11-01 06:00Z', () => {
    expect(zoneOffsetMs(at('2026-01-15T12:00:00Z'), NY)).toBe(-5 * HOUR);
    expect(zoneOffsetMs(at('2026-03-08T06:59:59Z'), NY)).toBe(-5 * HOUR); // 01:59:59 EST
    expect(zoneOffsetMs(at('2026-03-08T07:00:00Z'), NY)).toBe(-4 * HOUR); // 03:00 EDT
    expect(zoneOffsetMs(at('2026-07-16T12:00:00Z'), NY)).toBe(-4 * HOUR);
    expect(zoneOffsetMs(at('2026-11-01T05:59:59Z'), NY)).toBe(-4 * HOUR); // 01:59:59 EDT
    expect(zoneOffsetMs(at('2026-11-01T06:00:00Z'), NY)).toBe(-5 * HOUR); // 01:00 EST
    expect(zoneOffsetMs(at('2026-11-01T06:00:00Z'), 'UTC')).toBe(0);
  });

  it('gives the calendar date and hour on the zone wall clock at each side of the transitions', () => {
    expect(calendarInZone(at('2026-03-08T04:59:59Z'), NY)).toEqual({ date: '2026-03-07', hour: 23 });
    expect(calendarInZone(at('2026-03-08T05:00:00Z'), NY)).toEqual({ date: '2026-03-08', hour: 0 });
    expect(calendarInZone(at('2026-03-08T06:59:59Z'), NY)).toEqual({ date: '2026-03-08', hour: 1 });
    expect(calendarInZone(at('2026-03-08T07:00:00Z'), NY)).toEqual({ date: '2026-03-08', hour: 3 });
    expect(calendarInZone(at('2026-11-01T03:59:59Z'), NY)).toEqual({ date: '2026-10-31', hour: 23 });
    expect(calendarInZone(at('2026-11-01T05:59:59Z'), NY)).toEqual({ date: '2026-11-01', hour: 1 });
    expect(calendarInZone(at('2026-11-01T06:00:00Z'), NY)).toEqual({ date: '2026-11-01', hour: 1 });
    expect(calendarInZone(at('2026-11-01T07:00:00Z'), NY)).toEqual({ date: '2026-11-01', hour: 2 });
  });

  it('gives the instant of a wall-clock hour, with the exact instants around the transitions', () => {
    expect(instantInZone('2026-03-08', 0, NY)).toBe(at('2026-03-08T05:00:00Z'));
    expect(instantInZone('2026-03-08', 1, NY)).toBe(at('2026-03-08T06:00:00Z'));
    expect(instantInZone('2026-03-08', 2, NY)).toBe(at('2026-03-08T07:00:00Z')); // never shown: 03:00 EDT
    expect(instantInZone('2026-03-08', 3, NY)).toBe(at('2026-03-08T07:00:00Z'));
    expect(instantInZone('2026-03-08', 15, NY)).toBe(at('2026-03-08T19:00:00Z'));
    expect(instantInZone('2026-03-09', 0, NY)).toBe(at('2026-03-09T04:00:00Z'));
    expect(instantInZone('2026-11-01', 0, NY)).toBe(at('2026-11-01T04:00:00Z'));
    expect(instantInZone('2026-11-01', 1, NY)).toBe(at('2026-11-01T05:00:00Z')); // shown twice: the EDT one
    expect(instantInZone('2026-11-01', 2, NY)).toBe(at('2026-11-01T07:00:00Z'));
    expect(instantInZone('2026-11-01', 15, NY)).toBe(at('2026-11-01T20:00:00Z'));
    expect(instantInZone('2026-11-02', 0, NY)).toBe(at('2026-11-02T05:00:00Z'));
  });

  it('refuses an unknown zone and a malformed date', () => {
    expect(() => calendarInZone(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => instantInZone('2026-3-8', 0, NY)).toThrow('Invalid date string: 2026-3-8');
  });

  it('finds the hour again from its instant for every hour of 2026 that the clock shows (property)', () => {
    const hours = fc.integer({ min: 0, max: 365 * 24 - 1 }).map((n) => at('2026-01-01T05:00:00Z') + n * HOUR);
    fc.assert(
      fc.property(hours, fc.constantFrom(NY, 'Europe/Berlin', 'Asia/Kolkata', 'UTC'), (ms, zone) => {
        const { date, hour } = calendarInZone(ms, zone);
        const instant = instantInZone(date, hour, zone);
        expect(calendarInZone(instant, zone)).toEqual({ date, hour });
        expect(instant).toBeLessThanOrEqual(ms); // the hour's start, its first occurrence when shown twice
        expect(ms - instant).toBeLessThan(2 * HOUR);
      }),
    );
  });
});
