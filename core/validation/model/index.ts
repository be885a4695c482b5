/** Validation rules shared by forms, the CLI and the server (spec: core-cart-checkout §5). */
export * from './postal-code';
export * from './regions';
export * from './dates';
export * from './quantity';
export * from './address';
