import type { Customer, CustomerDescription } from '../../core/customers';
import { formatMoney } from '../../core/shared';
import type { OrderHistoryRow } from '../../ports/account-area';
import { formatAddress, formatTimestamp } from './format';
import { renderTable, type RenderOptions } from './table';

/** The kind of account as a CX agent says it: Guest (no password yet), Business or Personal. */
function accountKind(customer: Pick<Customer, 'isGuest' | 'isB2b'>): string {
  if (customer.isGuest) return 'Guest';
  return customer.isB2b ? 'Business' : 'Personal';
}

/** One account as a table: Id, Email, Name, Account, Sign-in, Newsletter, Created. */
export function renderCustomer(customer: Customer, options: RenderOptions): string {
  const columns = ['Id', 'Email', 'Name', 'Account', 'Sign-in', 'Newsletter', 'Created'].map((head) => ({ head }));
  const row = [
    customer.id,
    customer.email,
    customer.fullName,
    accountKind(customer),
    customer.loginTypes.join(', ') || '—',
    customer.newsletterOptIn ? 'yes' : 'no',
    formatTimestamp(customer.createdAt),
  ];
  return renderTable(columns, [row], options);
}

/**
 * A description: its facts one per line (Customer, Email, First name, Signed up, Business account, Split shipments,
 * Newsletter, Discount codes, Notes, Issues), a blank line, then the address book as a table of Default and Address
 * ('No saved addresses.' when empty).
 */
export function renderCustomerDescription(d: CustomerDescription, options: RenderOptions): string {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');
  const facts = [
    `Customer: ${d.customer.id}`,
    `Email: ${d.customer.email}`,
    `First name: ${d.contact.firstName || '—'}`,
    `Signed up: ${formatTimestamp(d.signedUpAt)}`,
    `Business account: ${d.hasBusinessAccount ? 'yes' : 'no'}`,
    `Split shipments: ${d.allowSplitShipments ? 'allowed' : 'not allowed'}`,
    `Newsletter: ${d.contact.subscribed ? 'subscribed' : 'not subscribed'}`,
    `Discount codes: ${list(d.discountCodes)}`,
    `Notes: ${list(d.notes)}`,
    `Issues: ${list(d.issues)}`,
  ];
  const book =
    d.addresses.length === 0
      ? 'No saved addresses.\n'
      : renderTable(
          [{ head: 'Default' }, { head: 'Address' }],
          d.addresses.map((a) => [a.isDefault ? 'yes' : '', formatAddress(a.address)]),
          options,
        );
  return `${facts.join('\n')}\n\n${book}`;
}

/** A customer's orders as a table: Order, Date, Status, Tracking Numbers, Total ('No orders.' when there are none). */
export function renderCustomerOrders(orders: readonly OrderHistoryRow[], options: RenderOptions): string {
  if (orders.length === 0) return 'No orders.\n';
  const columns = [
    { head: 'Order' },
    { head: 'Date' },
    { head: 'Status' },
    { head: 'Tracking Numbers' },
    { head: 'Total', align: 'right' as const },
  ];
  const rows = orders.map((o) => [
    o.id,
    formatTimestamp(o.date),
    o.status,
    o.trackingNumbers.join(', ') || '—',
    formatMoney({ cents: o.totalCents, currency: 'USD' }),
  ]);
  return renderTable(columns, rows, options);
}
