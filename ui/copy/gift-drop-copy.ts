/**
 * Texts of the digital gift pages (spec: catalogue-gifting §1 gift landing content and shipping note, §2 'See
 * Ingredients' modal, §4 Gift drop, §5 recipient fields, §9 gift prices; core-cart-checkout §4 greeting cards, §5 the
 * sender after ' - '). The spec's texts verbatim; the rest ours. No imports: the page head takes its titles from here.
 */

/** catalogue-gifting §1's shipping note (core/gifting GIFT_SHIPPING_NOTE, the same text). */
const SHIPPING_NOTE = 'Shipping is only within the United States (including Hawaii and Alaska) and Puerto Rico.';

export const giftDropCopy = {
  titles: {
    landing: 'Send a Gift They Choose',
    build: 'Build Your Gift',
    redeem: 'Choose Your Gift',
    /** The redemption page's heading once the gift is redeemed (the done step, or a gift already redeemed). */
    redeemed: 'Your Gift Is on Its Way',
    sent: 'Gifts You Sent',
  },
  landing: {
    intro: 'Pick a gift, tell us who it is for, and your recipients choose their own treats.',
    choose: 'Choose',
    seeIngredients: 'See Ingredients',
    shippingNote: SHIPPING_NOTE,
    sentLink: 'See the gifts you sent',
  },
  modal: {
    title: 'Ingredient Choices for Your Recipient(s)',
    close: 'Close',
    loading: 'Loading the choices…',
    failed: 'The choices could not be loaded. Please try again.',
  },
  build: {
    steps: { gift: 'Gift', recipients: 'Recipients', message: 'Message' },
    unknownGift: 'That gift is not offered. Please choose one of our gifts.',
    backToOptions: 'Back to the gift options',
    recipientsHeading: 'Who is it for?',
    recipient: (n: number) => `Recipient ${n}`,
    name: 'Recipient name',
    email: 'Recipient email',
    confirmEmail: 'Confirm recipient email',
    addRecipient: 'Add another recipient',
    removeRecipient: 'Remove',
    messageHeading: 'Your message',
    message: 'Gift message',
    sender: 'From (your name)',
    preview: 'Preview',
    greetingCard: 'Add a greeting card',
    greetingCardMessage: 'Greeting card message',
    total: (count: number) => (count === 1 ? '1 gift' : `${count} gifts`),
    next: 'Continue',
    back: 'Back',
    addToCart: 'Add to Cart',
    adding: 'Adding…',
  },
  redeem: {
    steps: { choose: 'Choose', address: 'Address', done: 'Done' },
    missingKey: 'This page needs the link from your gift e-mail.',
    notFound: 'We could not find a gift for this link. It may have been used already or replaced by a newer e-mail.',
    from: (sender: string) => `A gift from ${sender}`,
    choose: (count: number) => `Choose ${count} items`,
    chosen: (n: number, count: number) => `${n} of ${count} chosen`,
    search: 'Search the choices',
    add: 'Add',
    remove: 'Remove one',
    next: 'Continue',
    back: 'Back',
    addressHeading: 'Where should we send it?',
    fullName: 'Full name',
    street1: 'Street address',
    street2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    phone: 'Phone (optional)',
    chooseState: 'Choose a state',
    send: 'Send my gift',
    sending: 'Sending…',
    doneHeading: 'Your shipment',
    items: 'Your items',
    shipsTo: 'Ships to',
    shipsOn: (date: string) => `Ships on ${date}`,
    shippingNote: SHIPPING_NOTE,
  },
  sent: {
    signIn: 'Sign in to see the gifts you sent',
    none: 'You have not sent any gifts yet.',
    order: (n: string) => `Order ${n}`,
    status: { sent: 'Waiting for their choice', redeemed: 'Chosen' } as const,
    loading: 'Loading your gifts…',
  },
} as const;
