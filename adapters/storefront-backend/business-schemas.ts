import { z } from 'zod';
import { BUSINESS_INDUSTRIES, BUSINESS_SOURCES, TEAM_SIZES } from '../../core/business';
import { addressSchema } from '../../core/cart';

/**
 * A BusinessProfile as the local server answers it (spec: core-cart-checkout §7 business-units calls: `profile`; the
 * CLI's GET /nutshell/customers/business): validated at the HTTP adapters' edge. Times are ISO 8601 strings.
 */
export const businessProfileSchema = z.object({
  customerId: z.string(),
  companyName: z.string(),
  industry: z.enum(BUSINESS_INDUSTRIES),
  taxId: z.string().optional(),
  phone: z.string(),
  address: addressSchema,
  teamSize: z.enum(TEAM_SIZES),
  source: z.enum(BUSINESS_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
