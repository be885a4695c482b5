/**
 * Every user-facing text of the storefront, in the spec's words (DESIGN §3.11).
 * Functions take the variable parts; components never hard-code copy.
 * spec: core-cart-checkout §2, §4, §5, §8; shell-account §2; catalogue-gifting §2-§5, §8-§9.
 */
const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** Every shopper-facing text of the UI, in the spec's words where the spec gives them. */
export const copy = {
  storeName: 'Nutshell',
  tagline: 'Nuts, dried fruit, snacks & gifts',
  skipToContent: 'Skip to content',
  skipToMain: 'Skip to main content',
  accessibilityPolicy: 'Accessibility policy',
  freeShippingBanner: (amount: string) => `FREE shipping on orders over ${amount}!`,
  freeShippingDetails:
    'Free shipping applies to contiguous US orders at or above the threshold before tax; ' +
    'each shipping address counts separately.',
  shopMenu: 'Shop',
  closeMenu: 'Close',
  categoriesNav: 'Shop by category',
  cartButton: (count: number) => `Cart, ${count} ${plural(count, 'item', 'items')}`,
  cartLabel: 'Cart',
  needHelp: 'Need help?',
  helpPhone: '1-800-555-0199',

  footer: {
    feedbackPrompt: "We'd love to hear your thoughts",
    giveFeedback: 'Give Feedback',
    promise: 'Committed to Our Customers',
    promiseText: 'Fresh from our warehouse, packed with care, and backed by real people who answer the phone.',
    companyHeading: 'Company',
    helpHeading: 'Customer Care',
    accountHeading: 'Your Account',
    legalNav: 'Legal',
    linksNav: 'Footer',
    socialNav: 'Follow us',
    secureSite: 'Secure site: SSL encrypted checkout',
    copyright: (year: number) => `© ${year} Nutshell. All rights reserved.`,
  },

  flash: {
    dismiss: (message: string) => `Dismiss: ${message}`,
  },

  pages: {
    home: 'Home page',
    cart: 'Cart page',
    product: (name: string) => `Product page: ${name}`,
    category: (name: string) => `Category page: ${name}`,
    checkout: (title: string) => `Checkout: ${title}`,
    receipt: 'Order receipt',
    notFound: 'Page not found',
    loading: 'Loading page',
  },

  home: {
    heroTitle: 'Fresh nuts, roasted daily',
    heroText: 'Nuts, dried fruit, chocolates, coffee and more — packed fresh and shipped fast.',
    heroCta: 'Shop Nuts',
    categoriesTitle: 'Shop by category',
    featuredTitle: 'Customer favorites',
  },

  notFound: {
    title: "We couldn't find that page",
    text: 'The page may have moved, or the link may be mistyped.',
    cta: 'Back to the home page',
  },
  loadError: 'Something went wrong loading this page.',
  retry: 'Try again',
  loading: 'Loading…',

  category: {
    productCount: (n: number) => `${n} ${plural(n, 'product', 'products')}`,
    empty: 'No products in this category yet.',
    subcategories: (name: string) => `More ${name}`,
  },

  product: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    variantLegend: 'Size',
    /** The legend of a gift certificate's amounts. */
    amountLegend: 'Amount',
    addToCart: 'Add to Cart',
    adding: 'Adding…',
    outOfStock: 'Out of stock!',
    perPound: (price: string) => `${price}/lb`,
    save: (percent: number) => `Save ${percent}%`,
    bulkDiscount: (percent: number, units: number) => `${percent}% off Bulk Discount for ${units}+ units`,
    comparisonPrice: 'Original price',
    details: 'Product Details',
    ingredients: 'Ingredients',
    countryOfOrigin: (country: string) => `Country of origin: ${country}`,
    imageAlt: (name: string) => name,
  },

  quantity: {
    label: 'Quantity',
    more: 'more...',
    cannotExceed: (max: number) => `Quantity cannot exceed ${max}`,
    mustBeHigher: (min: number) => `Quantity must be higher than ${min}`,
    notANumber: 'Quantity must be a number',
  },

  nutrition: {
    title: 'Nutrition Facts',
    servingsPerContainer: (n: number) => `${n} servings per container`,
    servingSize: 'Serving size',
    amountPerServing: 'Amount per serving',
    calories: 'Calories',
    dailyValue: '% Daily Value*',
    footnote:
      '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. ' +
      '2,000 calories a day is used for general nutrition advice.',
    includesAdded: (qty: string) => `Includes ${qty} Added Sugars`,
    /** A "less than" declaration of 21 CFR 101.9(c)(3), (c)(6), (c)(7): 'less than 5mg', 'less than 1g'. */
    lessThan: (qty: string) => `less than ${qty}`,
    rows: {
      totalFat: 'Total Fat',
      saturatedFat: 'Saturated Fat',
      transFat: 'Trans Fat',
      cholesterol: 'Cholesterol',
      sodium: 'Sodium',
      totalCarbohydrate: 'Total Carbohydrate',
      dietaryFiber: 'Dietary Fiber',
      totalSugars: 'Total Sugars',
      addedSugars: 'Added Sugars',
      protein: 'Protein',
      vitaminD: 'Vitamin D',
      calcium: 'Calcium',
      iron: 'Iron',
      potassium: 'Potassium',
      vitaminA: 'Vitamin A',
      vitaminC: 'Vitamin C',
    },
  },

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
  },

  freeShipping: {
    progressLabel: 'Progress toward free shipping',
  },

  checkout: {
    secure: 'Secure Checkout',
    stepsNav: 'Checkout steps',
    stepComplete: 'completed',
    backToCart: 'Back to cart',
    continueToDelivery: 'Continue to Delivery',
    continueToPayment: 'Continue to Payment',
    placeOrder: 'Place Order',
    placing: 'Placing order…',
    saving: 'Saving…',
    shipTo: 'Shipping to',
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

  receipt: {
    title: 'Thank you for your order!',
    orderNumber: (n: string) => `Order number ${n}`,
    confirmation: (email: string) => `A confirmation is on its way to ${email}.`,
    items: 'Items',
    shippingAddress: 'Shipping address',
    continueShopping: 'Continue Shopping',
    notFound: 'We could not find that receipt.',
  },
} as const;
