/** The checkout model: step enablement, entry location and redirects (spec: core-cart-checkout §2, §4). */
export * from './restrictions';
export * from './shipment-requests';
export * from './steps';
export * from './order-reasons';
export * from './stored-value';
export * from './cart-preparation';
export * from './shipment-summary';
export * from './special-lines';
export * from './order-upload';
export * from './order-upload-cart';
