import type { StoreCreditDesk } from '../../ports/store-credit-desk';
import type { StoredValueUseCases } from './storefront';

/** The in-process store credit desk: the IssueStoreCredit and GetStoreCredit use cases on the database. */
export function storeCreditDesk(useCases: StoredValueUseCases): StoreCreditDesk {
  return {
    credit: (request) => useCases.issueStoreCredit.execute(request),
    show: (email) => useCases.getStoreCredit.execute({ email }),
  };
}
