import { z } from 'zod';
import type { DeliveryRun, DeliveryRunOutcome } from '../../ports/subscriptions';
import type { Subscription } from '../../core/subscriptions';
import { savedPaymentMethodSchema } from './saved-card-schema';

/**
 * zod schemas of the auto-delivery answers (ports/auto-delivery-backend.ts; spec: catalogue-gifting §3 Subscription,
 * Auto-delivery order), for HttpAutoDeliveryBackend to validate before a store sees them. Loose as for vendor
 * payloads: unknown fields pass and are dropped.
 */

const moneySchema = z.object({ cents: z.number().int(), currency: z.literal('USD') });
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A subscription with its product and today's prices. */
export const subscriptionSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  intervalDays: z.number().int().positive().optional(),
  nextShipOn: dateSchema.optional(),
  addedAt: z.string(),
  shippingAddressId: z.string(),
  paymentMethodId: z.string().optional(),
  active: z.boolean(),
  cancelReason: z.string().optional(),
  channelKey: z.string(),
  sourceOrderNumber: z.string().optional(),
  version: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  weightGrams: z.number(),
  productPath: z.string(),
  imageUrl: z.string().optional(),
  currentPiecePrice: moneySchema,
  piecePrice: moneySchema,
  discountedPiecePrice: moneySchema,
  extendedPrice: moneySchema,
  discountedExtendedPrice: moneySchema,
}) satisfies z.ZodType<Subscription>;

/** A delivery run (the declined ones on the account page). */
export const deliveryRunSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  shippingAddressId: z.string(),
  shipOn: dateSchema,
  status: z.enum(['pending', 'claimed', 'ordered', 'declined', 'empty']),
  attempts: z.number().int(),
  orderNumber: z.string().optional(),
  failure: z.string().optional(),
  updatedAt: z.string(),
}) satisfies z.ZodType<DeliveryRun>;

const eligibilitySchema = z.object({ shipOn: dateSchema, shippingAddressId: z.string() });

/** GET /api/auto-delivery/next-deliveries. */
export const nextDeliveriesSchema = z.object({
  deliveries: z.array(
    z.object({
      id: z.string(),
      shipOn: dateSchema,
      shippingAddressId: z.string(),
      interval: z.number().int().positive().optional(),
      subscriptions: z.array(subscriptionSchema),
      totals: z.object({ subtotal: moneySchema }),
    }),
  ),
  declined: z.array(deliveryRunSchema),
  impulseUpsell: eligibilitySchema.optional(),
  today: dateSchema,
});

/** Answers carrying one subscription, or several. */
export const oneSubscriptionSchema = z.object({ subscription: subscriptionSchema });
export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export const eligibilityAnswerSchema = z.object({ eligibility: eligibilitySchema.nullable() });
export const paymentMethodAnswerSchema = z.object({ paymentMethod: savedPaymentMethodSchema.nullable() });

/** A send-now or order-now outcome. */
export const outcomeAnswerSchema = z.object({
  outcome: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('ordered'),
      orderNumber: z.string(),
      advance: z.array(z.object({ subscriptionId: z.string(), nextShipOn: dateSchema.optional() })),
    }),
    z.object({ status: z.literal('declined'), failure: z.string() }),
    z.object({ status: z.literal('empty') }),
  ]),
}) satisfies z.ZodType<{ outcome: DeliveryRunOutcome }>;
