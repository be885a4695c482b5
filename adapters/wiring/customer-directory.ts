import type { AccountService } from '../../ports/account-service';
import type { CustomerDirectory } from '../../ports/customer-directory';
import type { StorefrontService } from '../../ports/storefront-service';
import { orderHistoryRowOf } from '../embedded/server/account-orders';

/**
 * The CustomerDirectory of the embedded profile over the account service and the storefront's customer orders: the
 * CLI's in-process lookups and the local server's `/nutshell/customers` routes
 * (adapters/embedded/server/customer-directory-routes.ts, staff-directory-routes.ts). Set-password links mailed to new
 * staff start with `siteUrl`.
 */
export function customerDirectory(
  accounts: AccountService,
  storefront: Pick<StorefrontService, 'customerOrders'>,
  siteUrl: string,
): CustomerDirectory {
  return {
    addStaff: (input) => accounts.addStaff({ ...input, origin: siteUrl }),
    removeStaff: (email) => accounts.removeStaff(email),
    listStaff: () => accounts.listStaff(),
    find: (email) => accounts.customerByEmail(email),
    async describe(email) {
      const customer = await accounts.customerByEmail(email);
      if (!customer) return undefined;
      const described = await accounts.describe(customer.id);
      return described.ok ? described.value : undefined;
    },
    async setCarriers(email, changes) {
      const customer = await accounts.customerByEmail(email);
      if (!customer) return undefined;
      return accounts.setCarrierOptions({
        customerId: customer.id,
        allow: [...changes.allow],
        disallow: [...changes.disallow],
      });
    },
    async business(email) {
      const customer = await accounts.customerByEmail(email);
      if (!customer) return undefined;
      const profile = await accounts.businessProfile(customer.id);
      return { customer, profile: profile.ok ? profile.value : null };
    },
    async orders(email) {
      const customer = await accounts.customerByEmail(email);
      return customer ? (await storefront.customerOrders(customer.id)).map(orderHistoryRowOf) : undefined;
    },
  };
}
