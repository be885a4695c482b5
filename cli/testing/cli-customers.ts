import {
  CHECK_OUT_AS_CUSTOMER,
  NO_STAFF_ROLE,
  normalizeEmail,
  type Customer,
  type CustomerDescription,
  type StaffRole,
} from '../../core/customers';
import { domainError, err, ok } from '../../core/shared';
import { ALL_CARRIERS_ALLOWED, withCarrierChanges, type CarrierOptions } from '../../core/shipping';
import type { CustomerDirectory } from '../../ports/customer-directory';
import type { OrderHistoryRow } from '../../ports/account-area';
import type { BusinessProfile } from '../../core/business';

/**
 * The customers of the CLI unit tests: Pat Doe (pat@example.com, personal, password and Google, newsletter, one
 * default address in Portland, OR) and Sam Guest (sam@example.com, a guest account with no address).
 */
export const CLI_CUSTOMERS: readonly Customer[] = [
  {
    id: 'cust-pat',
    email: 'Pat@Example.com',
    fullName: 'Pat Doe',
    firstName: 'Pat',
    isB2b: false,
    isGuest: false,
    loginTypes: ['password', 'google'],
    newsletterOptIn: true,
    createdAt: '2025-10-01T12:00:00.000Z',
  },
  {
    id: 'cust-sam',
    email: 'sam@example.com',
    fullName: 'Sam Guest',
    firstName: 'Sam',
    isB2b: false,
    isGuest: true,
    loginTypes: [],
    newsletterOptIn: false,
    createdAt: '2025-11-02T08:30:00.000Z',
  },
];

/** The description of a CLI test customer, as the describe call answers it. */
export function cliDescription(customer: Customer): CustomerDescription {
  const pat = customer.id === 'cust-pat';
  return {
    addresses: pat
      ? [
          {
            id: 'addr-1',
            isDefault: true,
            address: {
              name: 'Pat Doe',
              street1: '12 Elm St',
              city: 'Portland',
              state: 'OR',
              postalCode: '97201',
              country: 'US',
              residential: true,
            },
          },
        ]
      : [],
    adminUrl: null,
    allowSplitShipments: true,
    carrierOptions: ALL_CARRIERS_ALLOWED,
    contact: {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      isB2b: customer.isB2b,
      subscribed: customer.newsletterOptIn,
      businessIndustry: null,
    },
    creditAccounts: [],
    customer: { id: customer.id, email: customer.email },
    discountCodes: [],
    hasBusinessAccount: false,
    issues: [],
    notes: [],
    signedUpAt: customer.createdAt,
  };
}

/** Pat's orders, newest first (Sam has none): 100235 processing, 100234 shipped with a tracking number. */
export const CLI_CUSTOMER_ORDERS: readonly OrderHistoryRow[] = [
  {
    id: '100235',
    date: '2025-11-21T09:15:00.000Z',
    year: 2025,
    status: 'Processing',
    trackingNumbers: [],
    totalCents: 4_218,
  },
  {
    id: '100234',
    date: '2025-11-20T15:30:00.000Z',
    year: 2025,
    status: 'Shipped',
    trackingNumbers: ['1Z999AA10123456784'],
    totalCents: 2_514,
  },
];

/** Pat's business account (the only one of the CLI's customers): Doe Office Supply, converted 2025-10-05. */
export const CLI_BUSINESS_PROFILE: BusinessProfile = {
  customerId: 'cust-pat',
  companyName: 'Doe Office Supply',
  industry: 'Office / Corporate',
  taxId: '12-3456789',
  phone: '5035550142',
  address: { name: 'Pat Doe', street1: '12 Elm St', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
  teamSize: '11-50',
  source: 'User Converted',
  createdAt: '2025-10-05T16:30:00.000Z',
  updatedAt: '2025-10-05T16:30:00.000Z',
};

/**
 * A CustomerDirectory over CLI_CUSTOMERS (e-mails compared case-insensitively). Staff: `staff` by customer id, shared
 * by the calls of one directory; adding an unknown e-mail makes no account here (it answers 'resource/not-found').
 * Carrier flags set through it are kept per customer id (all allowed until set) and described.
 */
export function cliCustomers(staff = new Map<string, StaffRole>()): CustomerDirectory {
  const find = (email: string) => CLI_CUSTOMERS.find((c) => normalizeEmail(c.email) === normalizeEmail(email));
  const notFound = () => err(domainError('resource/not-found', 'No customer with that e-mail.'));
  const carriers = new Map<string, CarrierOptions>();
  return {
    addStaff: async ({ email, admin }) => {
      const customer = find(email);
      if (!customer) return notFound();
      const role = {
        permissions: [CHECK_OUT_AS_CUSTOMER],
        isAdmin: admin || (staff.get(customer.id)?.isAdmin ?? false),
      };
      staff.set(customer.id, role);
      return ok({ member: { customer, role }, created: false, mailed: customer.isGuest });
    },
    removeStaff: async (email) => {
      const customer = find(email);
      if (!customer) return notFound();
      staff.delete(customer.id);
      return ok({ customer, role: NO_STAFF_ROLE });
    },
    listStaff: async () =>
      CLI_CUSTOMERS.filter((c) => staff.has(c.id)).map((customer) => ({ customer, role: staff.get(customer.id)! })),
    find: (email) => Promise.resolve(find(email)),
    business: (email) => {
      const customer = find(email);
      const profile = customer?.id === CLI_BUSINESS_PROFILE.customerId ? CLI_BUSINESS_PROFILE : null;
      return Promise.resolve(customer && { customer, profile });
    },
    describe: (email) => {
      const customer = find(email);
      const flags = customer ? carriers.get(customer.id) : undefined;
      return Promise.resolve(
        customer ? { ...cliDescription(customer), ...(flags ? { carrierOptions: flags } : {}) } : undefined,
      );
    },
    setCarriers: (email, changes) => {
      const customer = find(email);
      if (!customer) return Promise.resolve(undefined);
      const next = withCarrierChanges(carriers.get(customer.id) ?? ALL_CARRIERS_ALLOWED, changes);
      carriers.set(customer.id, next);
      return Promise.resolve(ok(next));
    },
    orders: (email) => {
      const customer = find(email);
      return Promise.resolve(customer ? (customer.id === 'cust-pat' ? CLI_CUSTOMER_ORDERS : []) : undefined);
    },
  };
}
