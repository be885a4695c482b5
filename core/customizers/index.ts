/**
 * Public API of the customizers context: the custom trail mix, build-your-own box and gift tray builders' rules
 * (spec: catalogue-gifting §3, §4, §5, §8, §9). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/customizer-catalog';
export * from './use-cases/price-custom-item';
export * from './use-cases/get-customizer-page';
export * from './use-cases/check-custom-item-ingredients';
export * from './use-cases/gift-bundle';
export * from './use-cases/price-gift-bundle';
