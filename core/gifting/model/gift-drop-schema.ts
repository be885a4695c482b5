import { z } from 'zod';
import { addressSchema } from '../../cart/model';
import type { GiftDrop, GiftRecipient } from './gift-drop';

/** zod schema of a GiftRecipient read from the wire (a desk's or the /api/gift-drop answers). */
export const giftRecipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['sent', 'redeemed']),
  sentAt: z.string(),
  redeemedAt: z.string().optional(),
  selection: z.array(z.number().int()).optional(),
  shippingAddress: addressSchema.optional(),
  shipOn: z.string().optional(),
  orderNumber: z.string().optional(),
}) satisfies z.ZodType<GiftRecipient>;

/** zod schema of a GiftDrop read from the wire. */
export const giftDropSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  lineItemId: z.string(),
  sender: z.object({ customerId: z.string().optional(), email: z.string(), name: z.string() }),
  productKey: z.string(),
  sku: z.string(),
  message: z.string(),
  createdAt: z.string(),
  recipients: z.array(giftRecipientSchema),
}) satisfies z.ZodType<GiftDrop>;
