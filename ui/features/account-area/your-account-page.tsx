import type { AccountAreaPageProps } from './account-area-views';

/**
 * Your Account (shell-account §2 Account area): the customer's name and e-mail, and the account's type.
 */
export function YourAccountPage({ data }: AccountAreaPageProps) {
  const { customer } = data;
  return (
    <dl className="account-facts">
      <dt>Name</dt>
      <dd>{customer.fullName}</dd>
      <dt>Email</dt>
      <dd>{customer.email}</dd>
      <dt>Account type</dt>
      <dd>{customer.isB2b ? 'Business Account' : 'Personal Account'}</dd>
    </dl>
  );
}
