/**
 * Public API of the catalogue context: Products, categories, nutrition facts, product pages and recommendations (spec:
 * catalogue-gifting §3, §4). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/adopt-session-favorites';
export * from './use-cases/buy-it-again';
export * from './use-cases/list-favorite-cards';
export * from './use-cases/list-favorites';
export * from './use-cases/recommend-products';
export * from './use-cases/resolve-path';
export * from './use-cases/toggle-favorite';
export * from './use-cases/list-tray-catalog';
export * from './use-cases/list-wholesale';
