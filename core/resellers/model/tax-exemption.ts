import { calendarInZone } from '../../shared';
import { WAREHOUSE_TIME_ZONE } from '../../shipping/model';
import type { ResaleCertificate } from './resale-certificate';

/**
 * The certificate that counts for each state: the newest submitted (a new upload for a state supersedes the older
 * ones, which stay as history). Ordered by state.
 */
export function currentCertificates(certificates: readonly ResaleCertificate[]): readonly ResaleCertificate[] {
  const newest = new Map<string, ResaleCertificate>();
  for (const c of certificates) {
    const kept = newest.get(c.state);
    if (!kept || c.submittedAt > kept.submittedAt || (c.submittedAt === kept.submittedAt && c.id > kept.id))
      newest.set(c.state, c);
  }
  return [...newest.values()].sort((a, b) => a.state.localeCompare(b.state));
}

/**
 * The states (sorted US codes) where a customer's orders are tax-exempt on `today` (YYYY-MM-DD): those whose current
 * certificate (`currentCertificates`) is approved and expires on or after today (the resale-certificate rule "An
 * approved, unexpired certificate makes orders shipped to that state tax-exempt").
 */
export function taxExemptStatesOf(certificates: readonly ResaleCertificate[], today: string): readonly string[] {
  return currentCertificates(certificates)
    .filter((c) => c.status === 'approved' && c.expiresOn >= today)
    .map((c) => c.state);
}

/** The calendar date (YYYY-MM-DD) at instant `ms` in the warehouse's zone: the "today" of expiry dates. */
export function certificateToday(ms: number): string {
  return calendarInZone(ms, WAREHOUSE_TIME_ZONE).date;
}
