/** Validation rules shared by forms, the CLI and the server (spec: core-cart-checkout §5). */
export * from './address-messages';
export * from './address';
export * from './dates';
export * from './postal-code';
export * from './quantity';
export * from './regions';
