import { z } from 'zod';
import { domainError, err, ok, usd, type Result } from '../../shared';
import { normalizeEmail } from '../../customers/model';
import { MAX_STORE_CREDIT_CENTS } from '../model/stored-value';
import { ORDER_REASON_LABELS } from '../model/order-reasons';
import type { CustomerStore } from '../../../ports/customers';
import type { StoreCreditAccount, StoredValuePort } from '../../../ports/stored-value';

const inputSchema = z.strictObject({
  email: z.email().max(254),
  amountCents: z.number().int().min(1).max(MAX_STORE_CREDIT_CENTS),
  reason: z.enum(ORDER_REASON_LABELS),
  note: z.string().trim().max(500).optional(),
  issuedBy: z.string().trim().min(1).max(254),
});

/** The no-account answer of the store credit use cases. */
export const NO_CUSTOMER_MESSAGE = 'No customer account has that e-mail.';

/**
 * Issues store credit to the customer of `email` (spec: core-cart-checkout §3 Customer "store credit (balance,
 * nonce)", §6 "a courtesy credit label"): `amountCents` from 1 to MAX_STORE_CREDIT_CENTS (100,000 = $1,000.00),
 * `reason` one of ORDER_REASON_LABELS (usually COURTESY_CREDIT_LABEL), an optional note, and who issued it. The
 * balance rises by exactly the amount and the ledger records the entry. Errors: 'validation/invalid' (amount,
 * reason or e-mail out of bounds), 'store-credit/customer-not-found'.
 */
export class IssueStoreCredit {
  constructor(
    private readonly customers: CustomerStore,
    private readonly storedValue: StoredValuePort,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<StoreCreditAccount>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const message = `A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.`;
      return err(domainError('validation/invalid', message));
    }
    const { email, amountCents, reason, note, issuedBy } = parsed.data;
    const found = await this.customers.byEmail(normalizeEmail(email));
    if (!found) return err(domainError('store-credit/customer-not-found', NO_CUSTOMER_MESSAGE));
    const grant = { amount: usd(amountCents), reason, issuedBy, ...(note ? { note } : {}) };
    return ok(await this.storedValue.issueStoreCredit(found.customer.id, grant));
  }
}

/**
 * The store credit of the customer of `email`: the balance (cents) and ledger, newest first; a customer never
 * credited has a zero balance and no entries. Errors: 'validation/invalid', 'store-credit/customer-not-found'.
 */
export class GetStoreCredit {
  constructor(
    private readonly customers: CustomerStore,
    private readonly storedValue: StoredValuePort,
  ) {}

  async execute(raw: { readonly email: string }): Promise<Result<StoreCreditAccount>> {
    const email = z.email().max(254).safeParse(raw.email);
    if (!email.success) return err(domainError('validation/invalid', 'Please enter a valid e-mail address.'));
    const found = await this.customers.byEmail(normalizeEmail(email.data));
    if (!found) return err(domainError('store-credit/customer-not-found', NO_CUSTOMER_MESSAGE));
    const id = found.customer.id;
    return ok((await this.storedValue.storeCreditAccount(id)) ?? { customerId: id, balance: usd(0), entries: [] });
  }
}
