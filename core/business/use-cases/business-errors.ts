import { domainError, type DomainError } from '../../shared';
import { BUSINESS_MESSAGES } from '../model';

/** The customer already has a business account (one per customer; core-cart-checkout §6 Business). */
export const ACCOUNT_EXISTS: DomainError = domainError('business/account-exists', BUSINESS_MESSAGES.accountExists);

/** The customer has no business account. */
export const NO_BUSINESS_ACCOUNT: DomainError = domainError('business/not-found', BUSINESS_MESSAGES.notFound);

/** A business call by an id that is no customer (the session's account is gone). */
export const NO_SUCH_CUSTOMER: DomainError = domainError('account/not-signed-in', 'Please sign in to continue.');
