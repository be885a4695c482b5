import type { AccountAreaPageProps } from './account-area-views';

/**
 * Reseller Certifications (/account/reseller-certification; shell-account §2, resellers only). Being built: the
 * certificates and their upload come next.
 */
export function ResellerCertificationPage(_props: AccountAreaPageProps) {
  return null;
}
