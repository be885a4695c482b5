/** Product page rules (spec: catalogue-gifting §2-§5, §8, §9): prices, badges, variants, text, gallery, delivery estimate. */
export * from './price-display';
export * from './tag-badges';
export * from './text-rules';
export * from './offered-variants';
export * from './gallery';
export * from './delivery-estimate';
export * from './product-load';
