/**
 * Product page rules (spec: catalogue-gifting §2-§5, §8, §9): prices, badges, variants, text, gallery, delivery
 * estimate.
 */
export * from './delivery-estimate';
export * from './gallery';
export * from './gift-certificates';
export * from './offered-variants';
export * from './price-display';
export * from './product-load';
export * from './tag-badges';
export * from './text-rules';
