import { z } from 'zod';
import type { SavedPaymentMethod } from '../../core/customers';

/**
 * A saved card of the wallet (core/customers SavedPaymentMethod), as the account and auto-delivery answers carry it:
 * brand, last four digits, expiry and holder, never the number. Loose as for vendor payloads.
 */
export const savedPaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expirationMonth: z.number().int().min(1).max(12),
  expirationYear: z.number().int(),
  cardholderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<SavedPaymentMethod>;
