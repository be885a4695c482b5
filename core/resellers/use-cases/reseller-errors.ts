import { domainError, type DomainError } from '../../shared';
import { RESELLER_MESSAGES } from '../model';

/** The customer's business account is not a reseller's (or there is none): 403. */
export const NOT_RESELLER: DomainError = domainError('business/not-reseller', RESELLER_MESSAGES.notReseller);

/** No certificate with that id. */
export const CERTIFICATE_NOT_FOUND: DomainError = domainError('resource/not-found', RESELLER_MESSAGES.notFound);

/** The certificate was approved or rejected already. */
export const ALREADY_REVIEWED: DomainError = domainError(
  'business/certificate-reviewed',
  RESELLER_MESSAGES.alreadyReviewed,
);
