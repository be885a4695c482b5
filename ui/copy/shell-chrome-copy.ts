/**
 * The texts of the shell's review modals, popovers and toasts (spec: shell-account §2 Query-driven review modals; §4
 * Popovers, Footer feedback newsletter and toast; §8 Expired review link, Completed reviews; §9 review links expire
 * after 6 months). Only the on-demand chunks that show them import this module.
 */
export const shellChromeCopy = {
  reviews: {
    justCompletedTitle: 'Reviews submitted',
    justCompletedHeading: 'Thank You!',
    alreadyTitle: 'Reviews already submitted',
    alreadyHeading: 'All reviews from this order have been completed',
    /** The n/n statement: every one of the order's `count` products (from `date`, as people read it) reviewed. */
    allReviewed: (count: number, date: string | undefined) =>
      date
        ? `All ${count}/${count} products from your order on ${date} have been reviewed.`
        : `All ${count}/${count} products from your order have been reviewed.`,
    expiredTitle: 'Apologies for the inconvenience!',
    expiredHeading: 'Link Expired',
    expiredBody: 'Review request links expire after 6 months.',
    continueShopping: 'Continue Shopping',
    close: 'Close',
  },
  popovers: {
    defaultAddress:
      'This is your default address. We use it at checkout, so your orders ship here unless you choose another.',
    reviewTip: 'Tip: review your products! Open an order to tell us and other shoppers what you thought of it.',
    close: 'Dismiss tip',
  },
  toasts: {
    addressSaved: 'Address saved',
    regionLabel: 'Notifications',
  },
} as const;
