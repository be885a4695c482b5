import { z } from 'zod';
import { CERTIFICATE_CONTENT_TYPES, CERTIFICATE_STATUSES, type ResaleCertificate } from '../../core/resellers';
import type { Order } from '../../core/cart';
import type { ProductCard } from '../../core/catalogue';
import type { ReorderableOrder, ReorderResult } from '../../core/checkout';
import {
  ACCOUNT_AREA_PAGES,
  type AccountAreaData,
  type AutoDeliveryPageData,
  type OrderHistoryRow,
} from '../../ports/account-area';
import { cartSchema, customerSchema, savedAddressSchema } from './account-schemas';
import { businessProfileSchema } from './business-schemas';
import { deliveryRunSchema, nextDeliveriesSchema, subscriptionSchema } from './auto-delivery-schemas';
import { savedPaymentMethodSchema } from './saved-card-schema';

export { savedPaymentMethodSchema };

/**
 * zod schemas of GET /api/account/page's `data` (ports/account-area.ts AccountAreaData), for HttpAccountBackend to
 * validate an account-area page's data before a store sees it. Loose as for vendor payloads: unknown fields pass and
 * are dropped. spec: shell-account §2 Account area, §3 Order row.
 */

/** GET /api/payment-methods' and DELETE's answer: the wallet. */
export const paymentMethodListSchema = z.object({ paymentMethods: z.array(savedPaymentMethodSchema) });

/** POST /api/payment-methods' answer: the card saved and the wallet. */
export const paymentMethodSavedSchema = paymentMethodListSchema.extend({ paymentMethod: savedPaymentMethodSchema });

/** POST /api/payment-methods/{id}/nonce's answer. */
export const savedCardNonceSchema = z.object({
  nonce: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string(),
});

/** One order history row. */
export const orderHistoryRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  year: z.number().int(),
  status: z.string(),
  trackingNumbers: z.array(z.string()),
  totalCents: z.number().int(),
}) satisfies z.ZodType<OrderHistoryRow>;

/** An order as the backend answers it (the domain Order of core/cart): its identity and cart checked here. */
const orderSchema = z.custom<Order>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { orderNumber?: unknown }).orderNumber === 'string' &&
    typeof (v as { cart?: unknown }).cart === 'object' &&
    Array.isArray((v as { totals?: unknown }).totals),
  { message: 'not an order' },
);

/** A product card (core/catalogue ProductCard): the fields the account pages read checked, the rest as sent. */
const productCardSchema = z.custom<ProductCard>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    ['sku', 'productKey', 'name', 'path'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string') &&
    typeof (v as { price?: { cents?: unknown } }).price?.cents === 'number',
  { message: 'not a product card' },
);

/** A past order of Easy Reorder with its lines. */
const reorderableOrderSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      variantName: z.string(),
      quantity: z.number().int(),
      imageUrl: z.string().optional(),
      productPath: z.string(),
    }),
  ),
}) satisfies z.ZodType<ReorderableOrder>;

/** The auto-delivery pages' data (ports/account-area.ts AutoDeliveryPageData). */
export const autoDeliveryPageDataSchema = nextDeliveriesSchema.extend({
  declined: z.array(deliveryRunSchema),
  subscriptions: z.array(subscriptionSchema),
  addresses: z.array(savedAddressSchema),
  paymentMethods: z.array(savedPaymentMethodSchema),
  upsellProducts: z.array(z.object({ sku: z.string(), name: z.string() })).optional(),
  deliveryId: z.string().optional(),
}) satisfies z.ZodType<AutoDeliveryPageData>;

/** GET /api/account/page: an account-area page's data. */
export const accountAreaDataSchema = z.object({
  path: z.string(),
  page: z.enum(ACCOUNT_AREA_PAGES),
  customer: customerSchema,
  flags: z.object({ is_b2b: z.boolean(), is_reseller: z.boolean(), is_bulk_upload_available: z.boolean() }),
  featureFlags: z.record(z.string(), z.boolean()).optional(),
  hasPassword: z.boolean().optional(),
  addresses: z.array(savedAddressSchema).optional(),
  paymentMethods: z.array(savedPaymentMethodSchema).optional(),
  orders: z.array(orderHistoryRowSchema).optional(),
  order: orderSchema.optional(),
  easyReorder: z.object({ products: z.array(productCardSchema), orders: z.array(reorderableOrderSchema) }).optional(),
  favorites: z.array(productCardSchema).optional(),
  autoDelivery: autoDeliveryPageDataSchema.optional(),
  businessProfile: businessProfileSchema.nullable().optional(),
  resaleCertificates: z.array(z.lazy(() => resaleCertificateSchema)).optional(),
}) satisfies z.ZodType<AccountAreaData>;

/** POST /api/orders/reorder: the session's cart afterwards and the lines added and skipped. */
export const reorderResultSchema = z.object({
  cart: cartSchema.nullable(),
  added: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int() })),
  skipped: z.array(z.object({ sku: z.string(), name: z.string() })),
}) satisfies z.ZodType<ReorderResult>;

const moneySchema = z.object({ cents: z.number().int(), currency: z.literal('USD') });
const storedValueNonceSchema = z.object({ balance: moneySchema, nonce: z.string().min(1) });

/** GET /api/credit-accounts: `{ creditAccount: null, storeCreditAccount: { balance, nonce } | null }`. */
export const creditAccountsSchema = z.object({
  creditAccount: z.null(),
  storeCreditAccount: storedValueNonceSchema.nullable(),
});

/** POST /api/gift-certificates/apply: `{ giftCertificate: { code, balance, nonce } }`. */
export const appliedGiftCertificateSchema = z.object({
  giftCertificate: storedValueNonceSchema.extend({ code: z.string().min(1) }),
});

/**
 * A resale certificate as GET /api/reseller-certificates answers it (shell-account §2 Reseller Certifications; no file
 * bytes).
 */
export const resaleCertificateSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  state: z.string(),
  certificateNumber: z.string(),
  expiresOn: z.string(),
  fileName: z.string(),
  contentType: z.enum(CERTIFICATE_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  status: z.enum(CERTIFICATE_STATUSES),
  reason: z.string().optional(),
  submittedAt: z.string(),
  reviewedAt: z.string().optional(),
  reviewedBy: z.string().optional(),
}) satisfies z.ZodType<ResaleCertificate>;

/** GET /api/reseller-certificates: the customer's own certificates, newest first. */
export const resaleCertificateListSchema = z.object({ certificates: z.array(resaleCertificateSchema) });
/** POST /api/reseller-certificates: the new, pending certificate. */
export const resaleCertificateSavedSchema = z.object({ certificate: resaleCertificateSchema });
