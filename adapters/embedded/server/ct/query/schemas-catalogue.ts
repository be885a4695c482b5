import {
  freeJson,
  arr,
  asset,
  attribute,
  baseResource,
  tracked,
  bool,
  customFields,
  dateTime,
  geo,
  image,
  localized,
  map,
  money,
  address,
  num,
  obj,
  reference,
  str,
  type Fields,
  type ResourceSchema,
} from './schema';

/**
 * The queryable fields of ProductProjection, Category and Channel as @commercetools/platform-sdk documents them
 * (models/product.d.ts, category.d.ts, channel.d.ts, common.d.ts). schemas.test.ts fails to compile when
 * the SDK documents a top-level field missing here.
 */

/** DiscountedPrice. */
export const discountedPrice = obj({ value: money, discount: reference });

/** Price (common.d.ts). */
export const price = obj({
  id: str,
  key: str,
  value: money,
  country: str,
  customerGroup: reference,
  channel: reference,
  validFrom: dateTime,
  validUntil: dateTime,
  discounted: discountedPrice,
  tiers: arr(obj({ minimumQuantity: num, value: money })),
  custom: customFields,
  recurrencePolicy: reference,
});

/** ScopedPrice (price selection of product projection queries). */
export const scopedPrice = obj({
  id: str,
  value: money,
  currentValue: money,
  country: str,
  customerGroup: reference,
  channel: reference,
  validFrom: dateTime,
  validUntil: dateTime,
  discounted: discountedPrice,
  custom: customFields,
});

const channelAvailability = obj({
  isOnStock: bool,
  restockableInDays: num,
  availableQuantity: num,
  id: str,
  version: num,
});

/** ProductVariantAvailability. */
export const availability = obj({
  channels: map(channelAvailability),
  isOnStock: bool,
  restockableInDays: num,
  availableQuantity: num,
  id: str,
  version: num,
});

/** ProductVariant (product.d.ts). */
export const productVariant = obj({
  id: num,
  sku: str,
  key: str,
  prices: arr(price),
  attributes: arr(attribute),
  price,
  images: arr(image),
  assets: arr(asset),
  availability,
  isMatchingVariant: bool,
  scopedPrice,
  scopedPriceDiscounted: bool,
  recurrencePrices: arr(price),
});

/** ProductProjection's fields. */
export const productProjectionFields = {
  ...baseResource,
  key: str,
  productType: reference,
  name: localized,
  description: localized,
  slug: localized,
  categories: arr(reference),
  categoryOrderHints: map(str),
  metaTitle: localized,
  metaDescription: localized,
  metaKeywords: localized,
  searchKeywords: map(arr(obj({ text: str, suggestTokenizer: freeJson }))),
  hasStagedChanges: bool,
  published: bool,
  masterVariant: productVariant,
  variants: arr(productVariant),
  taxCategory: reference,
  state: reference,
  reviewRatingStatistics: obj({
    averageRating: num,
    highestRating: num,
    lowestRating: num,
    count: num,
    ratingsDistribution: freeJson,
  }),
  priceMode: str,
  attributes: arr(attribute),
} satisfies Fields;

/** Category's fields (category.d.ts). */
export const categoryFields = {
  ...baseResource,
  ...tracked,
  key: str,
  name: localized,
  slug: localized,
  description: localized,
  ancestors: arr(reference),
  parent: reference,
  orderHint: str,
  externalId: str,
  metaTitle: localized,
  metaDescription: localized,
  metaKeywords: localized,
  custom: customFields,
  assets: arr(asset),
} satisfies Fields;

/** Channel's fields (channel.d.ts); `roles` is a set of ChannelRoleEnum, `geoLocation` a GeoJSON point. */
export const channelFields = {
  ...baseResource,
  ...tracked,
  key: str,
  roles: arr(str),
  name: localized,
  description: localized,
  address,
  reviewRatingStatistics: productProjectionFields.reviewRatingStatistics,
  custom: customFields,
  geoLocation: geo,
} satisfies Fields;

export const productProjectionSchema: ResourceSchema = { name: 'ProductProjection', fields: productProjectionFields };
export const categorySchema: ResourceSchema = { name: 'Category', fields: categoryFields };
export const channelSchema: ResourceSchema = { name: 'Channel', fields: channelFields };
