import { z } from 'zod';
import type { Cart } from '../../core/cart/model/cart';
import type { Order } from '../../core/cart/model/order';
import type { Category, Product } from '../../core/catalogue/model/product';
import type { NutritionFacts } from '../../core/catalogue/model/nutrition-facts-types';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../core/cart/model/discounts-info';

/**
 * Loose zod schemas of the commerce API's answers (vendor payloads: checked for the fields the domain relies
 * on, extra fields allowed). Each parses to the domain type.
 */
const money = z.object({ cents: z.number().int(), currency: z.literal('USD') });
const line = z.object({ id: z.string(), quantity: z.number().int(), variant: z.object({ sku: z.string() }).passthrough(), totalPrice: money }).passthrough();
/** A cart answer → the domain Cart. */
export const cartSchema = z
  .object({ id: z.string(), version: z.number().int(), cartState: z.enum(['Active', 'Ordered']), lineItems: z.array(line), customLineItems: z.array(z.object({ id: z.string(), slug: z.string() }).passthrough()), totalPrice: money, itemShippingAddresses: z.array(z.object({ key: z.string() }).passthrough()) })
  .passthrough()
  .transform((c) => c as unknown as Cart);
/** An order answer → the domain Order. */
export const orderSchema = z
  .object({ id: z.string(), orderNumber: z.string(), receiptToken: z.string(), cart: cartSchema, totals: z.array(z.object({ label: z.string(), amount: money })) })
  .passthrough()
  .transform((o) => o as unknown as Order);
/** A product projection answer → the domain Product. */
export const productSchema = z
  .object({ id: z.string(), key: z.string(), name: z.string(), path: z.string(), variants: z.array(z.object({ sku: z.string(), prices: z.array(z.object({ value: money }).passthrough()) }).passthrough()) })
  .passthrough()
  .transform((p) => p as unknown as Product);
/** A category answer → the domain Category. */
export const categorySchema = z.object({ id: z.string(), key: z.string(), name: z.string(), path: z.string() }).passthrough().transform((c) => c as unknown as Category);
/** A productNutritionFacts custom object → its NutritionFacts value. */
export const nutritionSchema = z.object({ value: z.object({ servingSize: z.object({ quantity: z.number() }).passthrough(), perServing: z.record(z.string(), z.unknown()) }).passthrough() }).transform((o) => o.value as unknown as NutritionFacts);
/** A custom object in a query answer → `{ id, key, value }`. */
export const customObjectSchema = z.object({ id: z.string(), key: z.string(), value: z.unknown() }).passthrough().transform((o) => ({ id: o.id, key: o.key, value: o.value }));
/** A cart discount answer → the domain CartDiscountInfo. */
export const cartDiscountSchema = z
  .object({ id: z.string(), key: z.string(), name: z.string(), cartPredicate: z.string(), isActive: z.boolean(), value: z.object({ type: z.enum(['relative', 'absolute']) }).passthrough() })
  .passthrough()
  .transform((d) => d as unknown as CartDiscountInfo);
/** A discount code answer → the domain DiscountCodeInfo. */
export const discountCodeSchema = z
  .object({ id: z.string(), code: z.string(), cartDiscountIds: z.array(z.string()), isActive: z.boolean(), applicationCount: z.number().int(), maxApplications: z.number().int().optional() })
  .passthrough()
  .transform((c) => c as unknown as DiscountCodeInfo);
/** commercetools error body: `{ statusCode, message, errors: [{ code, message, currentVersion? }] }`. */
export const errorSchema = z.object({ statusCode: z.number().optional(), message: z.string().optional(), errors: z.array(z.object({ code: z.string().optional(), key: z.string().optional(), message: z.string(), currentVersion: z.number().optional() }).passthrough()).optional() }).passthrough();
