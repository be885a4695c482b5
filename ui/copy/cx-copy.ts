import { formatMoney, type Money } from '../../core/shared';

/**
 * The CX agent's texts at checkout (spec: core-cart-checkout §2 Checkout steps "signin: entry for CX mode when the
 * cart was not copied from an order", §6 CX mode and the courtesy credit label; shell-account §6). The spec gives
 * none of these words; they follow the staff bar's.
 */
export const cxCopy = {
  signin: {
    title: 'Customer',
    actingFor: 'Acting for',
    nobody: 'nobody yet',
    guestCart: (key: string) => `a guest cart (${key})`,
    formTitle: 'Act for a customer',
    email: 'Customer email',
    actFor: 'Act for this customer',
    emailRequired: 'Please enter your email address',
    summaryTitle: 'Customer summary',
    name: 'Name',
    signedUp: 'Signed up',
    addresses: 'Addresses',
    storeCredit: 'Store credit',
    notes: 'Notes',
    issues: 'Issues',
    none: 'None',
    continue: 'Continue',
  },
  credit: {
    title: 'Issue store credit',
    amount: 'Amount ($)',
    reason: 'Reason',
    note: 'Note',
    submit: 'Issue store credit',
    amountInvalid: 'Enter the amount in dollars, like 10.00.',
    issued: (amount: Money, balance: Money) =>
      `Issued ${formatMoney(amount)}. Store credit balance: ${formatMoney(balance)}.`,
  },
} as const;
