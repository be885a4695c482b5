import { z } from 'zod';
import { addressSchema } from '../../../ports/cart-action-schema';

/*
 * The request schemas of the storefront routes (storefront-routes.ts), built once at load: a zod schema costs far
 * more to build (and to compile its parser on first use) than to apply, so building them per request was most of a
 * cheap route's CPU.
 */

/** POST /cart's JSON body (spec: core-cart-checkout §7; catalogue-gifting §7 Add to cart). */
export const cartSkuBody = z
  .object({
    cart_sku: z
      .object({
        sku_external_id: z.string().min(1).max(64),
        quantity: z.number().int().min(-1_000_000).max(1_000_000),
        list_metadata: z.string().max(2000).optional(),
        recipients_json: z.string().min(2).max(5000).optional(),
        greeting_card_message: z.string().min(1).max(500).optional(),
        parent_external_id: z.string().min(1).max(100).optional(),
        customization: z
          .strictObject({ selection: z.string().min(3).max(60), name: z.string().max(60).optional() })
          .optional(),
      })
      .strict(),
  })
  .strict();

/** GET /api/resolve-path's query: the path (it may carry a query of its own), 1 to 500 characters. */
export const resolvePathQuery = z.object({ path: z.string().min(1).max(500) });

/** The seven carrier allow flags of POST /api/shipping-calculator, each optional (absent: allowed). */
const ALLOW_FLAGS = {
  allowBlueStreak: z.boolean().optional(),
  allowCdl: z.boolean().optional(),
  allowGrandHusky: z.boolean().optional(),
  allowLasership: z.boolean().optional(),
  allowOntrac: z.boolean().optional(),
  allowTforce: z.boolean().optional(),
  allowUds: z.boolean().optional(),
};

/** POST /api/shipping-calculator's body (spec: core-cart-checkout §7): shipments, allow flags, throwError. */
export const shipmentsBody = z
  .object({
    shipments: z
      .array(
        z
          .object({
            key: z.string().max(64),
            address: addressSchema,
            lines: z
              .array(
                z
                  .object({
                    id: z.string().max(100),
                    sku: z.string().max(64),
                    quantity: z.number().int().min(1).max(4999),
                    weightGrams: z.number().int().min(0).max(1_000_000),
                    meltable: z.boolean(),
                  })
                  .strict(),
              )
              .max(200),
            shipmentValue: z
              .object({ cents: z.number().int().min(0).max(100_000_000), currency: z.literal('USD') })
              .strict(),
          })
          .strict(),
      )
      .min(1)
      .max(50),
    carrierOptions: z.record(z.string(), z.boolean()).optional(),
    ...ALLOW_FLAGS,
    throwError: z.boolean().optional(),
  })
  .strict();

/** GET /api/shipping-calculator/ship-dates: `?country=US|CA` or `?shipmentKey=shipment-N` (spec core §7). */
export const shipDatesQuery = z.union([
  z.strictObject({ country: z.enum(['US', 'CA']) }),
  z.strictObject({ shipmentKey: z.string().regex(/^shipment-\d+$/) }),
]);

/** GET /api/restricted-country-skus's query: a comma list of SKUs. */
export const restrictedSkusQuery = z.object({ skus: z.string().max(5000) });

/** POST /api/checkout/delivery's body: the cart at its version, the shipment and its chosen shipping method. */
export const deliveryBody = z
  .object({
    cartId: z.string().min(1).max(100),
    version: z.number().int().min(1),
    shipmentKey: z.string().max(64),
    shippingMethodId: z.string().min(1).max(64),
    requestedDeliveryOn: z.string().max(40).optional(),
  })
  .strict();

/** POST /api/checkout/place-order's body: the cart at its version, 1 to 5 payment nonces, the idempotency key. */
export const placeOrderBody = z
  .object({
    cartId: z.string().min(1).max(100),
    version: z.number().int().min(1),
    paymentNonces: z.array(z.string().min(1).max(200)).min(1).max(5),
    billingAddress: addressSchema.optional(),
    idempotencyKey: z.string().min(8).max(100),
  })
  .strict();

/** GET /api/orders/receipt's query: the receipt token. */
export const receiptQuery = z.object({ token: z.string().min(16).max(200) });

/** GET /api/orders/is-first-order's query: the receipt token. */
export const firstOrderQuery = z.object({ receiptToken: z.string().min(16).max(200) });
