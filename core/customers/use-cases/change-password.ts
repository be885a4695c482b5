import { z } from 'zod';
import { err, ok, type Result } from '../../shared';
import { normalizeEmail, PASSWORD_MAX_LENGTH, type Customer } from '../model';
import type { CustomerStore, StoredCustomer } from '../../../ports/customers';
import type { PasswordHasher } from '../../../ports/password-hasher';
import { NOT_SIGNED_IN, PASSWORD_NOT_SET, weakPassword, WRONG_PASSWORD } from './account-errors';

const inputSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

/** The stored account (with its password hash) of a customer id, or undefined when it is gone. */
export async function storedCustomerOf(store: CustomerStore, customerId: string): Promise<StoredCustomer | undefined> {
  const customer = await store.byId(customerId);
  const stored = customer ? await store.byEmail(normalizeEmail(customer.email)) : undefined;
  return stored?.customer.id === customerId ? stored : undefined;
}

/**
 * POST /api/me/password (spec: shell-account §2 Account area, Your Account; §5 New password): the signed-in
 * customer's new password, given the current one. Checks, in order: the account exists ('account/not-signed-in'), it
 * has a password ('account/password-not-set': a guest or social account sets its first one through the mailed
 * set-password link), the new password's rules ('account/weak-password', `details.rules`), then the current password
 * ('account/wrong-password'; an over-long one is wrong too). Records the 'password' login type. The caller ends the
 * customer's other sessions. Passwords are never part of an answer or a message.
 */
export class ChangePassword {
  constructor(
    private readonly store: CustomerStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(
    customerId: string,
    raw: { readonly currentPassword: string; readonly newPassword: string },
  ): Promise<Result<Customer>> {
    const stored = await storedCustomerOf(this.store, customerId);
    if (!stored) return err(NOT_SIGNED_IN);
    if (stored.passwordHash === null) return err(PASSWORD_NOT_SET);
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const newPassword = typeof raw.newPassword === 'string' ? raw.newPassword : '';
      return weakPassword(newPassword, PASSWORD_MAX_LENGTH) ?? err(WRONG_PASSWORD);
    }
    const weak = weakPassword(parsed.data.newPassword, PASSWORD_MAX_LENGTH);
    if (weak) return weak;
    if (!(await this.hasher.verify(stored.passwordHash, parsed.data.currentPassword))) return err(WRONG_PASSWORD);
    const updated = await this.store.setPassword(customerId, await this.hasher.hash(parsed.data.newPassword));
    const customer = updated ? await this.store.addLoginType(customerId, 'password') : undefined;
    return customer ? ok(customer) : err(NOT_SIGNED_IN);
  }
}
