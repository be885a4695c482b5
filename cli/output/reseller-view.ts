import type { CertificateForReview } from '../../ports/reseller-desk';
import { renderTable, type RenderOptions } from './table';

/** An ISO instant as 'YYYY-MM-DD HH:MM UTC'. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The resale certificates as a table ("nutshell reseller list --pending"): id, customer e-mail, company,
 * state, number, expires, status, submitted; 'No resale certificates.' (or 'No pending resale certificates.') when
 * there are none.
 */
export function renderCertificates(
  certificates: readonly CertificateForReview[],
  pending: boolean,
  options: RenderOptions,
): string {
  if (certificates.length === 0) return pending ? 'No pending resale certificates.\n' : 'No resale certificates.\n';
  const columns = ['Id', 'Customer', 'Company', 'State', 'Number', 'Expires', 'Status', 'Submitted'];
  const rows = certificates.map((c) => [
    c.id,
    c.customerEmail,
    c.companyName ?? '',
    c.state,
    c.certificateNumber,
    c.expiresOn,
    c.status,
    utc(c.submittedAt),
  ]);
  return renderTable(
    columns.map((head) => ({ head })),
    rows,
    options,
  );
}

/** A review's outcome, one line: 'Approved resale certificate {id} (NJ, NJ-555) of ada@example.com.' */
export function renderReview(c: CertificateForReview): string {
  const verb = c.status === 'approved' ? 'Approved' : 'Rejected';
  const reason = c.reason ? ` Reason: ${c.reason}` : '';
  return `${verb} resale certificate ${c.id} (${c.state}, ${c.certificateNumber}) of ${c.customerEmail}.${reason}\n`;
}
