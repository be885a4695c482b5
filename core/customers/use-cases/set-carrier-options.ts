import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { CARRIER_NAMES, withCarrierChanges, type CarrierName, type CarrierOptions } from '../../shipping/model';
import type { CustomerStore } from '../../../ports/customers';

const carrierName = z.enum(CARRIER_NAMES as [CarrierName, ...CarrierName[]]);
const inputSchema = z.strictObject({
  customerId: z.string().min(1).max(100),
  allow: z.array(carrierName).max(7).default([]),
  disallow: z.array(carrierName).max(7).default([]),
});

/** Input of SetCarrierOptions: the customer and the carriers to allow and to disallow (CARRIER_NAMES). */
export type SetCarrierOptionsInput = z.input<typeof inputSchema>;

/**
 * A CX agent allows or disallows carriers for a customer (spec: core-cart-checkout §3 Customer store carrierOptions;
 * §6 "Customers may disallow carriers (Lasership, Ontrac, a group of regional carriers); default allowed"): the
 * customer's flags with each `disallow` carrier off and each `allow` carrier on (allow wins a carrier named in both),
 * stored; answers the flags afterwards. Errors: 'validation/invalid' for an unknown carrier name, 'resource/not-found'
 * when there is no such customer.
 */
export class SetCarrierOptions {
  constructor(private readonly store: Pick<CustomerStore, 'carrierOptions' | 'setCarrierOptions'>) {}

  async execute(raw: SetCarrierOptionsInput): Promise<Result<CarrierOptions>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const names = CARRIER_NAMES.join(', ');
      return err(domainError('validation/invalid', `carriers are named ${names}`));
    }
    const { customerId, allow, disallow } = parsed.data;
    const current = await this.store.carrierOptions(customerId);
    const stored = await this.store.setCarrierOptions(customerId, withCarrierChanges(current, { allow, disallow }));
    return stored ? ok(stored) : err(domainError('resource/not-found', 'No customer with that id.', { customerId }));
  }
}
