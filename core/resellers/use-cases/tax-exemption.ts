import { taxExemptStatesOf } from '../model';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';

/**
 * Where a customer's orders are tax-exempt (the resale-certificate rule "An approved, unexpired certificate makes
 * orders shipped to that state tax-exempt"): the states whose newest certificate is approved and expires on or after
 * `today` (YYYY-MM-DD).
 */
export class TaxExemption {
  constructor(private readonly certificates: Pick<ResaleCertificateStore, 'listByCustomer'>) {}

  /** The exempt states, sorted US codes; empty for none. */
  async taxExemptStates(customerId: string, today: string): Promise<readonly string[]> {
    return taxExemptStatesOf(await this.certificates.listByCustomer(customerId), today);
  }

  /** Whether orders shipped to `state` are tax-exempt for the customer on `today`. */
  async isTaxExempt(customerId: string, state: string, today: string): Promise<boolean> {
    return (await this.taxExemptStates(customerId, today)).includes(state);
  }
}
