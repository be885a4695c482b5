import {
  freeJson,
  arr,
  baseResource,
  tracked,
  bool,
  customFields,
  dateTime,
  keyReference,
  localized,
  money,
  num,
  obj,
  reference,
  str,
  type Fields,
  type ResourceSchema,
} from './schema';

/**
 * The queryable fields of CartDiscount, DiscountCode, ProductDiscount and CustomObject as
 * @commercetools/platform-sdk documents them (models/cart-discount.d.ts, discount-code.d.ts,
 * product-discount.d.ts, custom-object.d.ts). Union types (a discount's value and target) list the fields of
 * all their variants. schemas.test.ts fails to compile when the SDK documents a top-level field missing here.
 */

/** CartDiscountValue: relative, absolute, fixed or giftLineItem. */
const cartDiscountValue = obj({
  type: str,
  permyriad: num,
  money: arr(money),
  applicationMode: str,
  product: reference,
  variantId: num,
  supplyChannel: reference,
  distributionChannel: reference,
});

/** A pattern component (CountOnLineItemUnits / CountOnCustomLineItemUnits). */
const patternComponent = obj({ type: str, predicate: str, minCount: num, maxCount: num, excludeCount: num });

/** CartDiscountTarget: lineItems, customLineItems, shipping, totalPrice, multiBuy…, pattern. */
const cartDiscountTarget = obj({
  type: str,
  predicate: str,
  triggerQuantity: num,
  discountedQuantity: num,
  maxOccurrence: num,
  selectionMode: str,
  triggerPattern: arr(patternComponent),
  targetPattern: arr(patternComponent),
});

/** CartDiscount's fields. */
export const cartDiscountFields = {
  ...baseResource,
  ...tracked,
  name: localized,
  key: str,
  description: localized,
  value: cartDiscountValue,
  cartPredicate: str,
  target: cartDiscountTarget,
  sortOrder: str,
  stores: arr(keyReference),
  isActive: bool,
  validFrom: dateTime,
  validUntil: dateTime,
  requiresDiscountCode: bool,
  references: arr(reference),
  stackingMode: str,
  custom: customFields,
  discountGroup: reference,
  recurringOrderScope: freeJson,
} satisfies Fields;

/** DiscountCode's fields; `groups` is a set of strings. */
export const discountCodeFields = {
  ...baseResource,
  ...tracked,
  key: str,
  name: localized,
  description: localized,
  code: str,
  cartDiscounts: arr(reference),
  cartPredicate: str,
  isActive: bool,
  references: arr(reference),
  maxApplications: num,
  maxApplicationsPerCustomer: num,
  custom: customFields,
  groups: arr(str),
  validFrom: dateTime,
  validUntil: dateTime,
  applicationVersion: num,
} satisfies Fields;

/** ProductDiscount's fields; the value is relative, absolute or external. */
export const productDiscountFields = {
  ...baseResource,
  ...tracked,
  name: localized,
  key: str,
  description: localized,
  value: obj({ type: str, permyriad: num, money: arr(money) }),
  predicate: str,
  sortOrder: str,
  isActive: bool,
  references: arr(reference),
  validFrom: dateTime,
  validUntil: dateTime,
} satisfies Fields;

/** CustomObject's fields; `value` is free-form JSON. */
export const customObjectFields = {
  ...baseResource,
  ...tracked,
  container: str,
  key: str,
  value: freeJson,
} satisfies Fields;

export const cartDiscountSchema: ResourceSchema = { name: 'CartDiscount', fields: cartDiscountFields };
export const discountCodeSchema: ResourceSchema = { name: 'DiscountCode', fields: discountCodeFields };
export const productDiscountSchema: ResourceSchema = { name: 'ProductDiscount', fields: productDiscountFields };
export const customObjectSchema: ResourceSchema = { name: 'CustomObject', fields: customObjectFields };
