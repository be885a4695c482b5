/**
 * Public API of the gifting context: the gift options landing, recipients and their recipientsJson, gift drops made
 * from placed orders' digital gift lines, their mail, and their redemption (spec: catalogue-gifting §1, §2, §4 Gift
 * drop, §5, §9; core-cart-checkout §4, §5). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/create-gift-drops';
export * from './use-cases/gift-desk-use-cases';
export * from './use-cases/redeem-gift';
