/**
 * The customizers' pure rules (spec: catalogue-gifting §3, §4 Mix, Box and Tray customizers, §5, §8, §9): constants,
 * the selection encoding, ingredients, mixes, boxes, trays and the custom line's description.
 */
export * from './box';
export * from './constants';
export * from './description';
export * from './ingredients';
export * from './mix';
export * from './selection-encoding';
export * from './tray';
export * from './customizer-products';
export * from './unavailable-ingredient';
export * from './customizer-page';
export * from './bundle';
export * from './bundle-ship-dates';
export * from './bundle-keys';
