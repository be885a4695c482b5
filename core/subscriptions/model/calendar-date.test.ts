import { addDays, daysBetween, isCalendarDate, weekdayMonthDay } from './calendar-date';

describe('calendar dates', () => {
  it('adds days over a month and a year end, and back', () => {
    expect(addDays('2026-12-29', 4)).toBe('2027-01-02');
    expect(addDays('2027-01-02', -4)).toBe('2026-12-29');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-07', 42)).toBe('2026-04-18');
  });

  it('counts whole days between two dates, across a daylight-saving change', () => {
    expect(daysBetween('2026-12-01', '2027-01-12')).toBe(42);
    expect(daysBetween('2027-01-12', '2026-12-01')).toBe(-42);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it("accepts only real dates written 'YYYY-MM-DD'", () => {
    expect(isCalendarDate('2026-12-01')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-12-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('writes a date as weekday, month and day', () => {
    expect(weekdayMonthDay('2026-12-01')).toBe('Tuesday, December 1');
    expect(weekdayMonthDay('2026-11-30')).toBe('Monday, November 30');
    expect(weekdayMonthDay('2027-01-02')).toBe('Saturday, January 2');
  });
});
