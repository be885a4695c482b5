import type { Envelope } from '../../core/notifications';
import type { AccountBackendPort } from '../../ports/account-backend';
import type { FakeAccountState } from './fake-account';

/** How the fake runs a call: logs it, answers an injected failure, else the answer. */
type Run = <T>(method: keyof AccountBackendPort, log: string, answer: () => Envelope<T>) => Promise<Envelope<T>>;

const INVALID = 'A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.';

/**
 * The staff calls of the fake (ports/account-backend.ts): act for and describe by e-mail from `state.descriptions` ('No customer
 * with that e-mail.' otherwise; act-for answers `state.cart` naming the customer), and the acted-for customer's store credit in `state.cxCreditCents` (the use case's
 * bounds: 1 to 100,000 cents).
 */
export function fakeCxCalls(
  state: FakeAccountState,
  run: Run,
): Pick<AccountBackendPort, 'actFor' | 'describeCustomer' | 'cxStoreCredit' | 'issueStoreCredit'> {
  const credit = () => ({ customerId: 'c-acted', balance: { cents: state.cxCreditCents, currency: 'USD' as const } });
  const noCustomer = { errors: [{ message: 'No customer with that e-mail.', key: 'resource/not-found' }] };
  return {
    actFor: (email) =>
      run('actFor', `actFor:${email}`, () => {
        const d = state.descriptions.get(email);
        if (!d || !state.cart) return noCustomer;
        const customer = {
          id: d.customer.id,
          email: d.customer.email,
          fullName: state.accounts.get(email)?.fullName ?? d.contact.firstName,
          firstName: d.contact.firstName,
          isB2b: d.hasBusinessAccount,
          isGuest: false,
          loginTypes: ['password' as const],
          newsletterOptIn: true,
          createdAt: d.signedUpAt,
        };
        return { data: { cart: { ...state.cart, customerId: d.customer.id, customerEmail: email }, customer } };
      }),
    describeCustomer: (email) =>
      run('describeCustomer', `describeCustomer:${email}`, () => {
        const d = state.descriptions.get(email);
        return d ? { data: d } : noCustomer;
      }),
    cxStoreCredit: () => run('cxStoreCredit', 'cxStoreCredit', () => ({ data: credit() })),
    issueStoreCredit: (input) =>
      run('issueStoreCredit', `issueStoreCredit:${input.amountCents}:${input.reason}:${input.note ?? ''}`, () => {
        if (input.amountCents < 1 || input.amountCents > 100_000)
          return { errors: [{ message: INVALID, key: 'validation/invalid' }] };
        state.cxCreditCents += input.amountCents;
        return { data: credit() };
      }),
  };
}
