import { z } from 'zod';
import { errorCodeSchema } from '../../core/shared';

/**
 * Loose zod schemas of the commercetools resources our adapter reads (WIRE.md): vendor payloads are checked
 * for the fields the domain relies on, extra fields allowed. All money is cent precision in USD.
 */

/** CentPrecisionMoney (or a money draft) in USD. */
export const ctMoneySchema = z.looseObject({ currencyCode: z.literal('USD'), centAmount: z.number().int() });
/** A LocalizedString. */
export const localizedSchema = z.record(z.string(), z.string());
/** A reference, possibly expanded (`obj`). */
export const refSchema = z.looseObject({ typeId: z.string(), id: z.string(), obj: z.unknown().optional() });
const customSchema = z.looseObject({
  type: z.looseObject({ id: z.string().optional(), key: z.string().optional() }).optional(),
  fields: z.record(z.string(), z.unknown()),
});

/** An Address. */
export const ctAddressSchema = z.looseObject({
  key: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  company: z.string().optional(),
  streetName: z.string().optional(),
  streetNumber: z.string().optional(),
  additionalStreetInfo: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  region: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  additionalAddressInfo: z.string().optional(),
  custom: customSchema.optional(),
});

/** A Price. */
export const ctPriceSchema = z.looseObject({
  id: z.string(),
  value: ctMoneySchema,
  channel: refSchema.optional(),
  tiers: z.array(z.looseObject({ minimumQuantity: z.number().int(), value: ctMoneySchema })).optional(),
  discounted: z.looseObject({ value: ctMoneySchema, discount: refSchema }).optional(),
});

/** A ProductVariant. */
export const ctVariantSchema = z.looseObject({
  id: z.number().int(),
  sku: z.string(),
  prices: z.array(ctPriceSchema).optional(),
  images: z.array(z.looseObject({ url: z.string() })).optional(),
  attributes: z.array(z.looseObject({ name: z.string(), value: z.unknown() })).optional(),
  availability: z
    .looseObject({ isOnStock: z.boolean().optional(), availableQuantity: z.number().int().min(0).optional() })
    .optional(),
});

/** A ProductProjection. */
export const ctProductSchema = z.looseObject({
  id: z.string(),
  key: z.string().optional(),
  name: localizedSchema,
  slug: localizedSchema,
  description: localizedSchema.optional(),
  metaTitle: localizedSchema.optional(),
  metaDescription: localizedSchema.optional(),
  categories: z.array(refSchema),
  masterVariant: ctVariantSchema,
  variants: z.array(ctVariantSchema),
});

/** A Category. */
export const ctCategorySchema = z.looseObject({
  id: z.string(),
  key: z.string().optional(),
  name: localizedSchema,
  slug: localizedSchema,
  description: localizedSchema.optional(),
  metaTitle: localizedSchema.optional(),
  metaDescription: localizedSchema.optional(),
  ancestors: z.array(refSchema),
  parent: refSchema.optional(),
  orderHint: z.string(),
});

/** A Channel. */
export const ctChannelSchema = z.looseObject({ id: z.string(), key: z.string(), custom: customSchema.optional() });

/** A LineItem. */
export const ctLineItemSchema = z.looseObject({
  id: z.string(),
  productId: z.string(),
  productKey: z.string().optional(),
  name: localizedSchema,
  productSlug: localizedSchema.optional(),
  variant: ctVariantSchema,
  price: ctPriceSchema,
  quantity: z.number().int(),
  totalPrice: ctMoneySchema,
  priceMode: z.enum(['Platform', 'ExternalPrice', 'ExternalTotal']),
  lineItemMode: z.enum(['Standard', 'GiftLineItem']),
  distributionChannel: refSchema.optional(),
  shippingDetails: z
    .looseObject({
      targets: z.array(
        z.looseObject({ addressKey: z.string(), quantity: z.number().int(), shippingMethodKey: z.string().optional() }),
      ),
      valid: z.boolean(),
    })
    .optional(),
  custom: customSchema.optional(),
});

/** A CustomLineItem. */
export const ctCustomLineItemSchema = z.looseObject({
  id: z.string(),
  name: localizedSchema,
  slug: z.string(),
  money: ctMoneySchema,
  quantity: z.number().int(),
  totalPrice: ctMoneySchema,
  custom: customSchema.optional(),
});

const shippingInfoSchema = z.looseObject({ shippingMethodName: z.string(), price: ctMoneySchema });
const taxedPriceSchema = z.looseObject({
  totalNet: ctMoneySchema,
  totalGross: ctMoneySchema,
  totalTax: ctMoneySchema.optional(),
  taxPortions: z.array(z.looseObject({ name: z.string().optional(), rate: z.number(), amount: ctMoneySchema })),
});

/** A Cart. */
export const ctCartSchema = z.looseObject({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  cartState: z.string(),
  customerId: z.string().optional(),
  anonymousId: z.string().optional(),
  customerEmail: z.string().optional(),
  lineItems: z.array(ctLineItemSchema),
  customLineItems: z.array(ctCustomLineItemSchema),
  discountCodes: z.array(z.looseObject({ discountCode: refSchema, state: z.string() })).default([]),
  shippingMode: z.enum(['Single', 'Multiple']).default('Single'),
  country: z.enum(['US', 'CA']).optional(),
  locale: z.string().optional(),
  shippingAddress: ctAddressSchema.optional(),
  billingAddress: ctAddressSchema.optional(),
  itemShippingAddresses: z.array(ctAddressSchema).default([]),
  shippingInfo: shippingInfoSchema.optional(),
  shipping: z.array(z.looseObject({ shippingKey: z.string(), shippingInfo: shippingInfoSchema })).default([]),
  totalPrice: ctMoneySchema,
  taxedPrice: taxedPriceSchema.optional(),
  custom: customSchema.optional(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});

/** An Order (its cart-like fields plus orderNumber, orderState, payments and custom fields). */
export const ctOrderSchema = ctCartSchema.extend({
  version: z.number().int(),
  cartState: z.string().optional(),
  orderNumber: z.string().optional(),
  orderState: z.enum(['Open', 'Confirmed', 'Complete', 'Cancelled']),
  cart: refSchema.optional(),
  paymentInfo: z.looseObject({ payments: z.array(refSchema) }).optional(),
});

/** A DiscountCode. */
export const ctDiscountCodeSchema = z.looseObject({
  id: z.string(),
  code: z.string(),
  name: localizedSchema.optional(),
  description: localizedSchema.optional(),
  cartDiscounts: z.array(refSchema),
  isActive: z.boolean(),
  maxApplications: z.number().int().optional(),
  nutshellApplicationCount: z.number().int().optional(),
});

/** A CartDiscount. */
export const ctCartDiscountSchema = z.looseObject({
  id: z.string(),
  key: z.string().optional(),
  name: localizedSchema,
  description: localizedSchema.optional(),
  cartPredicate: z.string(),
  value: z.union([
    z.looseObject({ type: z.literal('relative'), permyriad: z.number().int() }),
    z.looseObject({ type: z.literal('absolute'), money: z.array(ctMoneySchema) }),
  ]),
  requiresDiscountCode: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.string(),
  stackingMode: z.enum(['Stacking', 'StopAfterThisDiscount']).optional(),
});

/** A ProductDiscount (only its name is read). */
export const ctProductDiscountSchema = z.looseObject({ id: z.string(), name: localizedSchema });

/** A CustomObject. */
export const ctCustomObjectSchema = z.looseObject({
  id: z.string(),
  key: z.string(),
  value: z.unknown(),
  version: z.number().int().optional(),
});

/** A paged query result of `item`. */
export function ctPageSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({
    count: z.number().int().optional(),
    total: z.number().int().optional(),
    results: z.array(item),
  });
}

/** A commercetools error body. */
export const ctErrorSchema = z.looseObject({
  statusCode: z.number().optional(),
  message: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.string().optional(),
        message: z.string().optional(),
        currentVersion: z.number().optional(),
        // The local server's domain code; one this client does not know reads as absent.
        nutshellCode: errorCodeSchema.optional().catch(undefined),
        reason: z.string().optional(),
      }),
    )
    .optional(),
});

export type CtCart = z.infer<typeof ctCartSchema>;
export type CtLineItem = z.infer<typeof ctLineItemSchema>;
export type CtPrice = z.infer<typeof ctPriceSchema>;
export type CtVariant = z.infer<typeof ctVariantSchema>;
export type CtProduct = z.infer<typeof ctProductSchema>;
export type CtCategory = z.infer<typeof ctCategorySchema>;
export type CtOrder = z.infer<typeof ctOrderSchema>;
export type CtAddress = z.infer<typeof ctAddressSchema>;
export type CtRef = z.infer<typeof refSchema>;
