import { formatMoney, type Money } from '../../core/shared';
import { plural } from './copy';

/**
 * The texts of the cart and checkout flow (spec: core-cart-checkout §2, §4, §5, §8): the Added-to-Cart panel, the
 * cart, free-shipping progress, checkout, address and card forms and the receipt. Only pages that load on demand
 * show them: apart from the shell's texts (copy.ts), so that the browser entry does not carry them.
 */
export const orderCopy = {
  /**
   * The line under the Tax total of a reseller's tax-exempt cart or order (shell-account §2 Reseller Certifications;
   * our text).
   */
  taxExempt: (state: string) => `Tax exempt: resale certificate on file for ${state}`,
  addedPanel: {
    title: 'Added to Cart',
    close: 'Close',
    estimatedTotal: 'Estimated Total',
    items: (n: number) => `(${n} ${plural(n, 'item', 'items')})`,
    viewCart: 'View Cart',
    proceed: 'Proceed to Checkout',
    keepShopping: 'Keep Shopping',
    quantity: (n: number) => `Qty ${n}`,
  },
  cart: {
    title: 'Your Cart',
    empty: 'Your cart is empty',
    emptyText: 'Fill it with something delicious.',
    shop: 'Start shopping',
    remove: 'Remove',
    removeLine: (name: string) => `Remove ${name}`,
    each: (price: string) => `${price} each`,
    lineTotal: 'Item total',
    discountLabel: 'Discount code',
    apply: 'Apply',
    applying: 'Applying…',
    removeCode: (code: string) => `Remove discount code ${code}`,
    appliedCodes: 'Applied discount codes',
    codeNotApplied: (state: string) => `Discount code could not be applied because it is ${state}`,
    summary: 'Order Summary',
    proceed: 'Proceed to Checkout',
    updating: 'Updating cart…',
    loading: 'Loading your cart…',
    copiedFrom: (orderNumber: string) => `Copied from order ${orderNumber}`,
    /** The cart key a shopper reads out to a CX agent (shell-account §2 Staff cart lookup). */
    key: (key: string) => `Cart key: ${key}`,
    clearCopied: 'Clear',
    /** The list of what a custom item holds (catalogue-gifting §3: "the cart shows what is inside"). */
    customContents: (name: string) => `What is inside the ${name}`,
    /** A digital gift line's recipients (core-cart-checkout §3 recipientsJson). */
    giftTo: (names: string) => `To: ${names}`,
    /** A digital gift line's message with its sender (§5). */
    giftMessage: (message: string) => `Message: “${message}”`,
    /** A greeting card line's message (§4 greeting card lines). */
    cardMessage: (message: string) => `Card message: “${message}”`,
    /** A quantity that follows the gift's recipients and cannot be changed on its own (one per recipient). */
    perRecipient: (count: number) => `Qty ${count} · one per recipient`,
    /** The link of a custom line to its customizer, to build the item again. */
    rebuild: (name: string) => `Build the ${name} again`,
    clearCopiedLabel: (orderNumber: string) => `Clear the note that this cart was copied from order ${orderNumber}`,
  },
  freeShipping: {
    progressLabel: 'Progress toward free shipping',
  },
  checkout: {
    stepsNav: 'Checkout steps',
    stepComplete: 'completed',
    backToCart: 'Back to cart',
    continueToDelivery: 'Continue to Delivery',
    continueToPayment: 'Continue to Payment',
    placeOrder: 'Place Order',
    placing: 'Placing order…',
    saving: 'Saving…',
    shipTo: 'Shipping to',
    savedAddressesLegend: 'Ship to a saved address',
    defaultAddress: 'Default',
    useNewAddress: 'Use a new address',
    saveToAddressBook: 'Save this address to my address book',
    edit: 'Edit',
    shipment: (n: number) => `Shipment ${n}`,
    arrives: (range: string) => `Arrives ${range}`,
    free: 'FREE',
    heatResistant: 'Heat-Resistant Packaging',
    countdown: (h: number, m: number, s: number, friendly: string) =>
      `Order within ${h}h ${m}m ${s}s to ship ${friendly}`,
    loadingOptions: 'Loading delivery options…',
    noOptions: 'No delivery options are available for this address.',
    chooseOption: 'Choose a delivery option for every shipment.',
    orderSummary: 'Order Summary',
    cardLegend: 'Credit or debit card',
    testCardHint: 'Test gateway: use 4242 4242 4242 4242, any future date, any CVC.',
    noOrderNoErrors: 'No order but no errors?',
    noReceiptToken: 'receiptToken not found in response',
    paymentFailed: 'Your card could not be charged. Please check the details or use another card.',
  },
  address: {
    email: 'Email',
    name: 'Full name',
    company: 'Company (optional)',
    street1: 'Street address',
    street2: 'Apt, suite (optional)',
    city: 'City',
    country: 'Country',
    phone: 'Phone (optional)',
    countries: { US: 'United States', CA: 'Canada' },
    selectRegion: (label: string) => `Select ${label.toLowerCase()}`,
    /** Items that cannot ship to the chosen country (spec core-cart-checkout §4: restricted SKUs). */
    restricted: (names: readonly string[], country: string) =>
      `Sorry, ${names.join(', ')} can't be shipped to ${country}. ` +
      `Please remove ${names.length > 1 ? 'them' : 'it'} from your cart or choose another address.`,
  },
  card: {
    number: 'Card number',
    expMonth: 'Expiration month',
    expYear: 'Expiration year',
    cvc: 'CVC',
    postalCode: 'Billing ZIP code',
    required: (label: string) => `${label} is required`,
  },
  /** Account creation at payment and the wallet (core-cart-checkout §4 Placing an order step 2, §7 saved methods). */
  account: {
    legend: 'Create an account',
    create: 'Create an account for faster checkout next time',
    withPassword: 'Create a password',
    withLink: 'Email me a link to set a password',
    password: 'Password',
    passwordRules: 'Please choose a password that meets every requirement.',
    created: 'Your account is created and you are signed in. This order is in your order history.',
    linkSent: (email: string) =>
      `Your account is created. We sent a link to ${email} to set your password; this order is in your account.`,
    linkFailed: 'We could not create your account. You can set a password later from Sign in.',
  },
  /** core-cart-checkout §6 payment adjustment (CX mode); the bounds' messages come from the server. */
  adjustment: {
    title: 'Payment adjustment',
    hint: 'A credit (negative, down to minus the merchandise subtotal) or a charge (up to $500.00), never 0.',
    amount: 'Adjustment amount ($)',
    reason: 'Reason',
    chooseReason: 'Choose a reason',
    note: 'Note',
    apply: 'Apply',
    remove: 'Remove',
    amountInvalid: 'Enter the adjustment in dollars, like -5.00 or 12.50.',
    current: (money: Money, reason: string) => `Adjustment: ${formatMoney(money)} (${reason})`,
  },
  wallet: {
    legend: 'Pay with',
    newCard: 'Use a new card',
    offline: 'Offline',
    saveCard: 'Save this card for later',
    card: (brand: string, last4: string, month: number, year: number) =>
      `${brand} •••• ${last4}, expires ${String(month).padStart(2, '0')}/${year}`,
    default: 'Default',
  },
  receipt: {
    title: 'Thank you for your order!',
    orderNumber: (n: string) => `Order number ${n}`,
    confirmation: (email: string) => `A confirmation is on its way to ${email}.`,
    items: 'Items',
    shippingAddress: 'Shipping address',
    continueShopping: 'Continue Shopping',
    notFound: 'We could not find that receipt.',
    /** An order whose card capture was declined after placing (core-cart-checkout §7 change payment method). */
    paymentFailed: 'Your card was declined. Please update your payment method to complete your order.',
    updatePayment: 'Update payment method',
    updatingPayment: 'Updating…',
    paymentUpdated: 'Thank you! Your payment went through.',
  },
} as const;
