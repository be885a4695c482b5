import {
  address,
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
  taxRate,
  type Fields,
  type ResourceSchema,
} from './schema';
import { price, productVariant } from './schemas-catalogue';

/**
 * The queryable fields of Cart and Order as @commercetools/platform-sdk documents them (models/cart.d.ts,
 * order.d.ts). schemas.test.ts fails to compile when the SDK documents a top-level field missing here.
 */

const taxPortion = obj({ name: str, rate: num, amount: money });
/** TaxedPrice / TaxedItemPrice. */
export const taxedPrice = obj({ totalNet: money, totalGross: money, taxPortions: arr(taxPortion), totalTax: money });
const methodTaxedPrice = obj({ shippingMethodKey: str, taxedPrice });
const methodTaxRate = obj({ shippingMethodKey: str, taxRate });
const itemState = obj({ quantity: num, state: reference });
const discountedAmountPortion = obj({ discount: reference, discountedAmount: money });
/** DiscountedLineItemPrice. */
const discountedLineItemPrice = obj({ value: money, includedDiscounts: arr(discountedAmountPortion) });
const discountedPricePerQuantity = obj({ quantity: num, discountedPrice: discountedLineItemPrice });
const itemShippingDetails = obj({
  targets: arr(obj({ addressKey: str, quantity: num, shippingMethodKey: str })),
  valid: bool,
});

/** LineItem (cart.d.ts). */
export const lineItem = obj({
  id: str,
  key: str,
  productId: str,
  productKey: str,
  name: localized,
  productSlug: localized,
  productType: reference,
  variant: productVariant,
  price,
  quantity: num,
  totalPrice: money,
  discountedPricePerQuantity: arr(discountedPricePerQuantity),
  taxedPrice,
  taxedPricePortions: arr(methodTaxedPrice),
  state: arr(itemState),
  taxRate,
  perMethodTaxRate: arr(methodTaxRate),
  supplyChannel: reference,
  distributionChannel: reference,
  priceMode: str,
  lineItemMode: str,
  inventoryMode: str,
  shippingDetails: itemShippingDetails,
  reservation: reference,
  custom: customFields,
  addedAt: dateTime,
  lastModifiedAt: dateTime,
  recurrenceInfo: obj({ recurrencePolicy: reference, priceSelectionMode: str }),
});

/** CustomLineItem (cart.d.ts). */
export const customLineItem = obj({
  id: str,
  key: str,
  name: localized,
  money,
  taxedPrice,
  taxedPricePortions: arr(methodTaxedPrice),
  totalPrice: money,
  slug: str,
  quantity: num,
  state: arr(itemState),
  taxCategory: reference,
  taxRate,
  perMethodTaxRate: arr(methodTaxRate),
  discountedPricePerQuantity: arr(discountedPricePerQuantity),
  custom: customFields,
  shippingDetails: itemShippingDetails,
  priceMode: str,
  recurrenceInfo: obj({ recurrencePolicy: reference }),
});

const deliveryItem = obj({ id: str, quantity: num });
const parcel = obj({
  id: str,
  key: str,
  createdAt: dateTime,
  items: arr(deliveryItem),
  custom: customFields,
  measurements: obj({ heightInMillimeter: num, lengthInMillimeter: num, widthInMillimeter: num, weightInGram: num }),
  trackingData: obj({ trackingId: str, carrier: str, provider: str, providerTransaction: str, isReturn: bool }),
});
const delivery = obj({
  id: str,
  key: str,
  createdAt: dateTime,
  items: arr(deliveryItem),
  parcels: arr(parcel),
  address,
  custom: customFields,
});

/** ShippingInfo (cart.d.ts); the shipping rate's tiers are free-form (three tier types). */
export const shippingInfo = obj({
  shippingMethodName: str,
  price: money,
  shippingRate: obj({ price: money, freeAbove: money, isMatching: bool, tiers: arr(freeJson) }),
  taxedPrice,
  taxRate,
  taxCategory: reference,
  shippingMethod: reference,
  deliveries: arr(delivery),
  discountedPrice: discountedLineItemPrice,
  shippingMethodState: str,
});

/** ShippingRateInput: Classification (key, label) or Score (score). */
const shippingRateInput = obj({ type: str, key: str, label: localized, score: num });

/** The fields Cart and Order share (values of cart.d.ts Cart's fields). */
const cartLike = {
  ...baseResource,
  ...tracked,
  customerId: str,
  customerEmail: str,
  customerGroup: reference,
  anonymousId: str,
  businessUnit: keyReference,
  store: keyReference,
  lineItems: arr(lineItem),
  customLineItems: arr(customLineItem),
  totalPrice: money,
  taxedPrice,
  taxedShippingPrice: taxedPrice,
  discountOnTotalPrice: obj({
    discountedAmount: money,
    includedDiscounts: arr(discountedAmountPortion),
    discountedNetAmount: money,
    discountedGrossAmount: money,
  }),
  taxMode: str,
  priceRoundingMode: str,
  taxRoundingMode: str,
  taxCalculationMode: str,
  inventoryMode: str,
  billingAddress: address,
  shippingAddress: address,
  shippingMode: str,
  shippingKey: str,
  shippingInfo,
  shippingRateInput,
  shippingCustomFields: customFields,
  shipping: arr(
    obj({
      shippingKey: str,
      shippingInfo,
      shippingAddress: address,
      shippingRateInput,
      shippingCustomFields: customFields,
    }),
  ),
  itemShippingAddresses: arr(address),
  discountCodes: arr(obj({ discountCode: reference, state: str })),
  directDiscounts: arr(obj({ id: str, value: freeJson, target: freeJson })),
  refusedGifts: arr(reference),
  paymentInfo: obj({ payments: arr(reference) }),
  country: str,
  locale: str,
  origin: str,
  custom: customFields,
  discountTypeCombination: freeJson,
  purchaseOrderNumber: str,
} satisfies Fields;

/** Cart's fields (cart.d.ts). */
export const cartFields = {
  ...cartLike,
  key: str,
  totalLineItemQuantity: num,
  cartState: str,
  freezeStrategy: str,
  lock: obj({ createdAt: dateTime, clientId: str }),
  deleteDaysAfterLastModification: num,
  warnings: arr(freeJson),
} satisfies Fields;

/** ReturnInfo: return items are line item or custom line item returns. */
const returnInfo = obj({
  items: arr(
    obj({
      id: str,
      key: str,
      quantity: num,
      type: str,
      comment: str,
      shipmentState: str,
      paymentState: str,
      custom: customFields,
      lastModifiedAt: dateTime,
      createdAt: dateTime,
      lineItemId: str,
      customLineItemId: str,
    }),
  ),
  returnTrackingId: str,
  returnDate: dateTime,
});

/** Order's fields (order.d.ts). */
export const orderFields = {
  ...cartLike,
  orderNumber: str,
  cart: reference,
  quote: reference,
  recurringOrder: reference,
  orderState: str,
  shipmentState: str,
  paymentState: str,
  state: reference,
  syncInfo: arr(obj({ channel: reference, externalId: str, syncedAt: dateTime })),
  returnInfo: arr(returnInfo),
  lastMessageSequenceNumber: num,
  completedAt: dateTime,
} satisfies Fields;

export const cartSchema: ResourceSchema = { name: 'Cart', fields: cartFields };
export const orderSchema: ResourceSchema = { name: 'Order', fields: orderFields };
