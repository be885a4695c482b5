import type { ProductDiscountDef } from './product-discounts';

/**
 * Seeded product discounts (demo data), applied to the catalogue's default prices at seed time.
 * The products are chosen so that none is among the first products by name of /nuts, /driedfruit or
 * /chocolatessweets: the end-to-end and integration suites buy those and keep their prices.
 */
export const DEMO_PRODUCT_DISCOUNTS: readonly ProductDiscountDef[] = [
  {
    id: 'pd-holiday-chocolate',
    key: 'holiday-chocolate-sale',
    name: 'Holiday chocolate sale',
    description: '15% off dark chocolates',
    value: { type: 'relative', permyriad: 1500 },
    productKeys: [
      'dark-chocolate-45-59-percent-cacao',
      'dark-chocolate-60-69-percent-cacao',
      'dark-chocolate-70-85-percent-cacao',
      'dark-chocolate-blend',
      'dark-chocolate-coated-coffee-beans',
      'dark-chocolate-coconut-bar',
      'dark-chocolate-mint-thins',
      'dark-chocolate-peppermint-patties',
      'dark-chocolate-peppermint-patty-bites',
    ],
    isActive: true,
    sortOrder: 0.6,
  },
  {
    id: 'pd-medjool-dollar-off',
    key: 'medjool-dollar-off',
    name: '$1 off Medjool Dates',
    description: 'One dollar off every bag of Medjool dates',
    value: { type: 'absolute', cents: 100 },
    productKeys: ['medjool-dates'],
    isActive: true,
    sortOrder: 0.5,
  },
];
