import { domainError, err, ok, type Result } from '../../shared';

/**
 * Calendar-date validation (spec: core-cart-checkout §5 "Shipping dates must be YYYY-MM-DD";
 * §8 Invalid date 'Invalid date string: {value}').
 */

/** Error code of a value that is not a real YYYY-MM-DD calendar date. */
export const INVALID_DATE = 'validation/invalid-date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year` in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Accepts only a real calendar date written exactly YYYY-MM-DD (years 0001-9999, months 01-12,
 * days within the month, 29 February only in leap years) and returns it unchanged.
 * Errors: code 'validation/invalid-date', message `Invalid date string: ${value}`, details { value }.
 * spec: core-cart-checkout §5 Validation rules and §8 "Invalid date".
 */
export function parseIsoDate(value: string): Result<string> {
  const match = ISO_DATE.exec(value);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return ok(value);
    }
  }
  return err(domainError(INVALID_DATE, `Invalid date string: ${value}`, { value }));
}
