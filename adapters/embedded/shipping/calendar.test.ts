import { addBusinessDays, addDays, CUTOFF_HOUR_EASTERN, isWeekend, nextShipment } from './calendar';

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

describe('nextShipment', () => {
  it(`ships today before the ${CUTOFF_HOUR_EASTERN}:00 Eastern cutoff on a weekday, the next weekday from the cutoff on`, () => {
    expect(nextShipment(at('2025-01-15T19:59:59Z'))).toEqual({
      shipOn: '2025-01-15',
      cutoffMs: at('2025-01-15T20:00:00Z'),
    });
    expect(nextShipment(at('2025-01-15T20:00:00Z'))).toEqual({
      shipOn: '2025-01-16',
      cutoffMs: at('2025-01-16T20:00:00Z'),
    });
  });

  it('uses the 15:00 cutoff of daylight time in summer', () => {
    expect(nextShipment(at('2025-07-16T18:30:00Z'))).toEqual({
      shipOn: '2025-07-16',
      cutoffMs: at('2025-07-16T19:00:00Z'),
    }); // 14:30 EDT
    expect(nextShipment(at('2025-07-16T19:30:00Z'))).toEqual({
      shipOn: '2025-07-17',
      cutoffMs: at('2025-07-17T19:00:00Z'),
    }); // 15:30 EDT
  });

  it('ships Monday after the Friday cutoff and over the weekend', () => {
    expect(nextShipment(at('2025-01-17T20:30:00Z')).shipOn).toBe('2025-01-20'); // Friday 15:30
    expect(nextShipment(at('2025-01-18T15:00:00Z')).shipOn).toBe('2025-01-20'); // Saturday 10:00
    expect(nextShipment(at('2025-01-19T15:00:00Z')).shipOn).toBe('2025-01-20'); // Sunday 10:00
    expect(nextShipment(at('2025-01-20T04:00:00Z'))).toEqual({
      shipOn: '2025-01-20',
      cutoffMs: at('2025-01-20T20:00:00Z'),
    }); // Sunday 23:00 EST, Monday in UTC
    expect(nextShipment(at('2025-01-17T19:00:00Z')).shipOn).toBe('2025-01-17'); // Friday 14:00
  });

  it('puts the cutoff at 15:00 local time across a clock change over the weekend', () => {
    expect(nextShipment(at('2025-03-07T21:00:00Z'))).toEqual({
      shipOn: '2025-03-10',
      cutoffMs: at('2025-03-10T19:00:00Z'),
    }); // Fri 16:00 EST → Mon 15:00 EDT
    expect(nextShipment(at('2025-10-31T20:00:00Z'))).toEqual({
      shipOn: '2025-11-03',
      cutoffMs: at('2025-11-03T20:00:00Z'),
    }); // Fri 16:00 EDT → Mon 15:00 EST
  });

  it('keeps the 15:00 cutoff on the 2026 transition days (America/New_York, through Intl)', () => {
    // Sunday 2026-03-08: 01:59:59 EST and 03:00 EDT, both before the cutoff, ship Monday at 15:00 EDT.
    const monday = { shipOn: '2026-03-09', cutoffMs: at('2026-03-09T19:00:00Z') };
    expect(nextShipment(at('2026-03-08T06:59:59Z'))).toEqual(monday);
    expect(nextShipment(at('2026-03-08T07:00:00Z'))).toEqual(monday);
    // Sunday 2026-11-01: 01:30 EDT and 01:30 EST ship Monday at 15:00 EST.
    const november = { shipOn: '2026-11-02', cutoffMs: at('2026-11-02T20:00:00Z') };
    expect(nextShipment(at('2026-11-01T05:30:00Z'))).toEqual(november);
    expect(nextShipment(at('2026-11-01T06:30:00Z'))).toEqual(november);
    // Friday 2026-10-30 14:59:59 EDT ships that day; 15:00 EDT ships Monday 2026-11-02 at 15:00 EST.
    const friday = { shipOn: '2026-10-30', cutoffMs: at('2026-10-30T19:00:00Z') };
    expect(nextShipment(at('2026-10-30T18:59:59Z'))).toEqual(friday);
    expect(nextShipment(at('2026-10-30T19:00:00Z'))).toEqual(november);
  });
});
