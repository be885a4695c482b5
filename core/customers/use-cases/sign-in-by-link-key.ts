import { ok, type Result } from '../../shared';
import { normalizeEmail, SIGN_KEY_MAX_LENGTH, type Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { Clock } from '../../../ports/clock';
import { LINK_EXPIRED } from './account-errors';

/**
 * POST /api/sign/in-by-link-key (spec: shell-account §4 Sign-in flow, magic link): uses the link's key (once) and
 * answers its customer and where the link leads. An unknown, used or expired key: 'account/link-expired'. Records the
 * 'magic link' login type. The link proves the e-mail is the customer's, so the orders placed as a guest with it
 * that belong to nobody become the customer's (core-cart-checkout §4; shell-account §3 Sign-up form
 * attachGuestOrders).
 */
export class SignInByLinkKey {
  constructor(
    private readonly store: CustomerStore,
    private readonly clock: Clock,
  ) {}

  async execute(key: string): Promise<Result<{ readonly customer: Customer; readonly redirectPath: string }>> {
    if (key.length === 0 || key.length > SIGN_KEY_MAX_LENGTH) return { ok: false, error: LINK_EXPIRED };
    const record = await this.store.useKey(key, 'sign-in-link', this.clock.nowMs());
    const customer = record ? await this.store.addLoginType(record.customerId, 'magic link') : undefined;
    if (!record || !customer) return { ok: false, error: LINK_EXPIRED };
    await this.store.attachGuestOrders(customer.id, normalizeEmail(customer.email));
    return ok({ customer, redirectPath: record.redirectPath ?? '/' });
  }
}
