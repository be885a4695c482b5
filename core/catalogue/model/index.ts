/**
 * The catalogue model: readonly data and pure rules (Products, categories, nutrition facts, product pages and
 * recommendations (spec: catalogue-gifting §3, §4)).
 */
export * from './nutrition-facts-types';
export * from './nutrition-facts';
export * from './product-card-of';
export * from './product-card';
export * from './product';
export * from './recent-purchases-query';
export * from './recommendation-tabs';
export * from './recommendations';
export * from './serving-size';
export * from './unit-label';
export * from './product-page';
export * from './wholesale';
export * from './social-proof';
export * from './allergens';
export * from './allergen-wording';
export * from './product-allergens';
export * from './allergen-vocabulary';
export * from './derive-allergens';
export * from './nutrient-claims';
export * from './reference-amounts';
export * from './nutrient-claim-text';
export * from './nutrient-claim-labels';
export * from './nutrient-claim-limits';
export * from './allergen-vocabulary-reviewed';
