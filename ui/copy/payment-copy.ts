/**
 * The payment step's stored value and billing address texts (spec: core-cart-checkout §3 Order totals labels 'Store
 * Credit', 'Gift Certificate'; §4 Placing an order; §7 place order "billingAddress (without e-mail)"). Apart from
 * order-copy.ts so that only the checkout's chunk carries them.
 */
export const paymentCopy = {
  gift: {
    legend: 'Apply a gift certificate',
    code: 'Gift certificate code',
    apply: 'Apply',
    applying: 'Applying…',
    applied: (code: string) => `Gift certificate ${code}`,
    remove: 'Remove',
    required: 'Please enter a gift certificate code.',
    invalid: 'That gift certificate code is not valid.',
  },
  storeCredit: {
    use: (balance: string) => `Use my store credit (${balance})`,
  },
  summary: {
    legend: 'Your payment',
    storeCredit: 'Store Credit',
    giftCertificate: 'Gift Certificate',
    card: 'Card',
    covered: 'Your gift certificate and store credit cover this order. No card is needed.',
  },
  billing: {
    legend: 'Billing address',
    same: 'Billing address is the same as shipping',
    invalid: 'Please check your billing address.',
  },
} as const;
