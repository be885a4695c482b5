import { z } from 'zod';
import { ok, type Result } from '../../shared';
import { normalizeEmail, PASSWORD_MAX_LENGTH, SIGN_KEY_MAX_LENGTH, type Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { PasswordHasher } from '../../../ports/password-hasher';
import type { Clock } from '../../../ports/clock';
import { LINK_EXPIRED, weakPassword } from './account-errors';

const inputSchema = z.object({
  key: z.string().min(1).max(SIGN_KEY_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

/**
 * POST /api/sign/reset-password (spec: shell-account §4 reset, §5 New password, §6 "a guest can set a password"):
 * sets the password of the key's account (a guest account becomes a full one) and uses the key. Checks, in order:
 * the key is live ('account/link-expired'; the key stays usable after a refused password), the new-password rules
 * ('account/weak-password', `details.rules`), then uses the key atomically (a second use: 'account/link-expired').
 * Records the 'password' login type. The mailed key proves the e-mail is the customer's, so the orders placed as a
 * guest with it that belong to nobody become the customer's (a guest who sets a password sees them).
 */
export class ResetPassword {
  constructor(
    private readonly store: CustomerStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<Customer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, error: LINK_EXPIRED };
    const { key, password } = parsed.data;
    const found = await this.store.findKey(key, this.clock.nowMs());
    if (!found?.live || found.purpose !== 'reset-password') return { ok: false, error: LINK_EXPIRED };
    const weak = weakPassword(password, PASSWORD_MAX_LENGTH);
    if (weak) return weak;
    const passwordHash = await this.hasher.hash(password);
    const used = await this.store.useKey(key, 'reset-password', this.clock.nowMs());
    if (!used) return { ok: false, error: LINK_EXPIRED };
    const updated = await this.store.setPassword(used.customerId, passwordHash);
    const customer = updated ? await this.store.addLoginType(updated.id, 'password') : undefined;
    if (!customer) return { ok: false, error: LINK_EXPIRED };
    await this.store.attachGuestOrders(customer.id, normalizeEmail(customer.email));
    return ok(customer);
  }
}
