import { formatMoney, type Money } from '../../core/shared';

/**
 * A product card's or search hit's price: 'Build your own' for a price of 0, the customizers' (catalogue-gifting §9
 * "A product with a price of 0 shows 'Build your own'", as the product page's price block), else '$12.99'.
 */
export function cardPriceText(m: Money): string {
  return m.cents === 0 ? 'Build your own' : formatMoney(m);
}

/** '$59' for whole dollars, otherwise '$59.50' (the header banner's amount). */
export function formatShortMoney(m: Money): string {
  const full = formatMoney(m);
  return m.cents % 100 === 0 ? full.slice(0, -3) : full;
}

// One formatter each, built once: toLocaleDateString builds an ICU formatter on every call.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 5' for a YYYY-MM-DD date, read in UTC so the calendar day never shifts. */
export function formatShortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return shortDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'Wed, Mar 5' for a YYYY-MM-DD date. */
export function formatWeekdayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return weekdayDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'Mar 5 – Mar 6', or a single date when both ends are the same day. */
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatWeekdayDate(from) : `${formatWeekdayDate(from)} – ${formatWeekdayDate(to)}`;
}
