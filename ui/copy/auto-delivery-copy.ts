/**
 * The auto-delivery pages' texts (spec: catalogue-gifting §2 /account/auto-delivery, the redesign, the detail pages
 * and the /auto-delivery help page; §4 Subscription (auto-delivery) actions; §9 "default interval 6 weeks; choices in
 * weeks 1, 2, 3, 4, 6, 8, 10, 12; '{discount}% off Auto-Delivery'"). Interval labels come from core's
 * `intervalLabel` ('Every 4 Weeks', 'Ships one time'), dates from `weekdayMonthDay` ('Tuesday, December 1').
 */
export const autoDeliveryCopy = {
  upcoming: 'Upcoming deliveries',
  subscriptionsHeading: 'Your Auto-Delivery items',
  inactive: 'Inactive',
  ships: (date: string) => `Ships ${date}`,
  shipsTo: 'Ships to',
  addressUnknown: 'an address no longer in your address book',
  deliveryLabel: (date: string) => `Delivery of ${date}`,
  subtotal: 'Subtotal',
  lineTotal: 'Total',
  quantityLine: (n: number) => `Qty ${n}`,
  wasPrice: 'Regular price',
  autoDeliveryPrice: 'Auto-Delivery price',
  skip: 'Skip',
  sendNow: 'Send Now',
  details: 'View details',
  backToList: 'Back to Auto-Delivery',
  cancel: 'Cancel',
  reactivate: 'Reactivate',
  save: 'Save changes',
  interval: 'Delivery frequency',
  quantity: 'Quantity',
  address: 'Ship to',
  card: 'Pay with',
  defaultCard: 'Default card in your wallet',
  card4: (brand: string, last4: string) => `${brand} •••• ${last4}`,
  nextShip: (date: string) => `Next shipment: ${date}`,
  noNextShip: 'No shipment planned',
  cancelHeading: (name: string) => `Cancel ${name}`,
  cancelReason: 'Why are you cancelling?',
  cancelReasons: [
    'I have too much on hand',
    'It arrives too often',
    'It costs too much',
    'I no longer want this product',
    'Other',
  ],
  cancelOther: 'Tell us more',
  confirmCancel: 'Cancel Auto-Delivery',
  keep: 'Keep it',
  reasonRequired: 'Please choose a reason.',
  otherRequired: 'Please tell us why.',
  declinedHeading: 'An Auto-Delivery order could not be placed',
  declined: (date: string, failure: string) => `We could not place your Auto-Delivery order of ${date}: ${failure}`,
  wallet: 'Update your cards in the Wallet',
  upsellHeading: 'Add to your next delivery',
  upsellText: (date: string) => `Add a product to the delivery shipping ${date}.`,
  upsellProduct: 'Product',
  upsellAdd: 'Add to delivery',
  upsellSearch: 'Find more products',
  empty: 'You have no Auto-Delivery items yet.',
  learnMore: 'Learn how Auto-Delivery works',
  noDeliveries: 'No deliveries are planned.',
  working: 'Working…',
  done: {
    skipped: (date: string) => `Skipped. The next shipment is ${date}.`,
    skippedDelivery: 'The delivery was skipped.',
    saved: 'Your changes have been saved.',
    cancelled: (name: string) => `${name} was cancelled.`,
    reactivated: (name: string) => `${name} is back on Auto-Delivery.`,
    ordered: (order: string) => `Your order ${order} has been placed.`,
    nothingDue: 'There was nothing to send.',
    added: (name: string, date: string) => `${name} was added to the delivery shipping ${date}.`,
  },
  declinedNow: (failure: string) => `We could not place the order: ${failure}`,
  failed: 'Something went wrong. Please try again.',
  redesign: {
    everyHeading: (label: string) => label,
    items: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  },
} as const;

/** The /auto-delivery help page's texts (core-cart-checkout §2 "/auto-delivery | auto-delivery help"). */
export const autoDeliveryHelpCopy = {
  title: 'Auto-Delivery',
  description:
    'Auto-Delivery ships your favorite products on a schedule you choose, at 5% off. ' +
    'Skip, send now or cancel any time.',
  intro: 'Get the products you love delivered on your schedule, and save on every order.',
  steps: [
    {
      heading: 'Save 5% on every delivery',
      text: 'Items on Auto-Delivery are priced at 5% off Auto-Delivery, every time they ship.',
    },
    {
      heading: 'Choose how often',
      text:
        'Pick a frequency from every 1 week to every 12 weeks (1, 2, 3, 4, 6, 8, 10 or 12 weeks). ' +
        'If you do not choose, your items ship every 6 weeks.',
    },
    {
      heading: 'Stay in control',
      text:
        'Skip a delivery, send it now, change the quantity, address, card or frequency, ' +
        'or cancel any time from your account.',
    },
  ],
  howHeading: 'How it works',
  how: [
    'Choose Auto-Delivery on a product page or in your cart and pick a frequency.',
    'Check out with a saved card and address: your first order ships as usual.',
    'Each next delivery is placed for you on its ship date, with an order confirmation by e-mail.',
  ],
  manage: 'Manage Auto-Delivery',
} as const;
