import type { AccountService } from '../../ports/account-service';
import type { CustomerDirectory } from '../../ports/customer-directory';

/**
 * The CustomerDirectory of the embedded profile over the account service: the CLI's in-process lookups and the
 * local server's `/nutshell/customers` routes (adapters/embedded/server/customer-directory-routes.ts).
 */
export function customerDirectory(accounts: AccountService): CustomerDirectory {
  return {
    find: (email) => accounts.customerByEmail(email),
    async describe(email) {
      const customer = await accounts.customerByEmail(email);
      if (!customer) return undefined;
      const described = await accounts.describe(customer.id);
      return described.ok ? described.value : undefined;
    },
  };
}
