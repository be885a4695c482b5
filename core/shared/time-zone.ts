/**
 * Wall-clock time in a named IANA time zone through `Intl.DateTimeFormat` (the zone data the runtime ships:
 * every browser, Node with its ICU), so daylight-saving rules are never written by hand. Instants are
 * milliseconds since the epoch; dates are YYYY-MM-DD; hours 0–23.
 * spec: core-cart-checkout §3 Predicted shipping cutoff, §4 Special lines (digital gifts arrive on the
 * warehouse's calendar date); catalogue-gifting §4 Delivery estimate.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is slow; formatting is not). Throws RangeError for an unknown zone. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `ms` in `timeZone`, read as if it were UTC (ms), to compare with other wall times. */
function wallMs(ms: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const p of formatIn(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') part[p.type] = Number(p.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((ms % 1000) + 1000) % 1000);
}

/**
 * The offset of `timeZone` from UTC at the instant `ms`, in milliseconds (America/New_York: −5 h in winter,
 * −4 h in summer). Throws RangeError for an unknown zone.
 */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  return wallMs(ms, timeZone) - ms;
}

/** A calendar date and hour on a zone's wall clock. */
export interface ZonedCalendar {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** 0–23. */
  readonly hour: number;
}

/**
 * The calendar date and hour of the instant `ms` on the wall clock of `timeZone`, e.g.
 * 2026-03-08T07:00:00Z in America/New_York → { date: '2026-03-08', hour: 3 } (EDT has begun).
 * Throws RangeError for an unknown zone.
 */
export function calendarInZone(ms: number, timeZone: string): ZonedCalendar {
  const wall = new Date(wallMs(ms, timeZone));
  return { date: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

/**
 * The instant (ms) when the wall clock of `timeZone` shows `hour`:00 on `date` (YYYY-MM-DD, hour 0–23).
 * Across a daylight-saving change it answers as Temporal's 'compatible' disambiguation does: an hour that
 * happens twice (America/New_York 2026-11-01 01:00) is its first occurrence, EDT; an hour that never happens
 * (2026-03-08 02:00) is the instant the clock springs to, 03:00 EDT. Throws RangeError for an unknown zone
 * or a date that is not YYYY-MM-DD.
 */
export function instantInZone(date: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(wall)) throw new RangeError(`Invalid date string: ${date}`);
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const [first] = [wall - before, wall - after].filter((ms) => wallMs(ms, timeZone) === wall).sort((a, b) => a - b);
  return first ?? wall - before;
}
