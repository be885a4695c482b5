import { addBusinessDays, addDays, CUTOFF_HOUR_EASTERN, easternOffsetHours, easternParts, isWeekend, nextShipment } from './calendar';

const at = (iso: string) => Date.parse(iso);

describe('calendar: dates', () => {
  it('isWeekend is true on Saturday and Sunday only', () => {
    expect(['2025-01-17', '2025-01-18', '2025-01-19', '2025-01-20'].map(isWeekend)).toEqual([false, true, true, false]);
  });

  it('addDays crosses months, years and leap days', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-15', 0)).toBe('2025-01-15');
  });

  it('addBusinessDays skips weekends', () => {
    expect(addBusinessDays('2025-01-17', 1)).toBe('2025-01-20'); // Friday + 1 = Monday
    expect(addBusinessDays('2025-01-15', 5)).toBe('2025-01-22');
    expect(addBusinessDays('2025-01-18', 1)).toBe('2025-01-20'); // Saturday + 1 = Monday
    expect(addBusinessDays('2025-01-15', 0)).toBe('2025-01-15');
  });
});

describe('calendar: US Eastern time', () => {
  it('is UTC-5 in winter and UTC-4 from the second Sunday of March to the first Sunday of November', () => {
    expect(easternOffsetHours(at('2025-01-15T12:00:00Z'))).toBe(-5);
    expect(easternOffsetHours(at('2025-03-09T06:59:59Z'))).toBe(-5); // 01:59:59 EST
    expect(easternOffsetHours(at('2025-03-09T07:00:00Z'))).toBe(-4); // 03:00 EDT
    expect(easternOffsetHours(at('2025-07-16T12:00:00Z'))).toBe(-4);
    expect(easternOffsetHours(at('2025-11-02T05:59:59Z'))).toBe(-4); // 01:59:59 EDT
    expect(easternOffsetHours(at('2025-11-02T06:00:00Z'))).toBe(-5); // 01:00 EST
    expect(easternOffsetHours(at('2024-03-10T07:00:00Z'))).toBe(-4);
  });

  it('gives the Eastern calendar date and hour', () => {
    expect(easternParts(at('2025-01-15T19:59:00Z'))).toMatchObject({ date: '2025-01-15', hour: 14 });
    expect(easternParts(at('2025-01-16T04:30:00Z'))).toMatchObject({ date: '2025-01-15', hour: 23 });
    expect(easternParts(at('2025-07-16T19:30:00Z'))).toMatchObject({ date: '2025-07-16', hour: 15 });
    expect(easternParts(at('2025-01-15T19:59:00Z')).dayStartMs).toBe(at('2025-01-15T05:00:00Z'));
    expect(easternParts(at('2025-07-16T19:30:00Z')).dayStartMs).toBe(at('2025-07-16T04:00:00Z'));
  });
});

describe('nextShipment', () => {
  it(`ships today before the ${CUTOFF_HOUR_EASTERN}:00 Eastern cutoff on a weekday, the next weekday from the cutoff on`, () => {
    expect(nextShipment(at('2025-01-15T19:59:59Z'))).toEqual({ shipOn: '2025-01-15', cutoffMs: at('2025-01-15T20:00:00Z') });
    expect(nextShipment(at('2025-01-15T20:00:00Z'))).toEqual({ shipOn: '2025-01-16', cutoffMs: at('2025-01-16T20:00:00Z') });
  });

  it('uses the 15:00 cutoff of daylight time in summer', () => {
    expect(nextShipment(at('2025-07-16T18:30:00Z'))).toEqual({ shipOn: '2025-07-16', cutoffMs: at('2025-07-16T19:00:00Z') }); // 14:30 EDT
    expect(nextShipment(at('2025-07-16T19:30:00Z'))).toEqual({ shipOn: '2025-07-17', cutoffMs: at('2025-07-17T19:00:00Z') }); // 15:30 EDT
  });

  it('ships Monday after the Friday cutoff and over the weekend', () => {
    expect(nextShipment(at('2025-01-17T20:30:00Z')).shipOn).toBe('2025-01-20'); // Friday 15:30
    expect(nextShipment(at('2025-01-18T15:00:00Z')).shipOn).toBe('2025-01-20'); // Saturday 10:00
    expect(nextShipment(at('2025-01-19T15:00:00Z')).shipOn).toBe('2025-01-20'); // Sunday 10:00
    expect(nextShipment(at('2025-01-20T04:00:00Z'))).toEqual({ shipOn: '2025-01-20', cutoffMs: at('2025-01-20T20:00:00Z') }); // Sunday 23:00 EST, Monday in UTC
    expect(nextShipment(at('2025-01-17T19:00:00Z')).shipOn).toBe('2025-01-17'); // Friday 14:00
  });

  it('puts the cutoff at 15:00 local time across a clock change over the weekend', () => {
    expect(nextShipment(at('2025-03-07T21:00:00Z'))).toEqual({ shipOn: '2025-03-10', cutoffMs: at('2025-03-10T19:00:00Z') }); // Fri 16:00 EST → Mon 15:00 EDT
    expect(nextShipment(at('2025-10-31T20:00:00Z'))).toEqual({ shipOn: '2025-11-03', cutoffMs: at('2025-11-03T20:00:00Z') }); // Fri 16:00 EDT → Mon 15:00 EST
  });
});
