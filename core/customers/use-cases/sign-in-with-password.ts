import { z } from 'zod';
import { ok, type Result } from '../../shared';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, PASSWORD_MAX_LENGTH, type Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { PasswordHasher } from '../../../ports/password-hasher';
import { INVALID_CREDENTIALS, invalid } from './account-errors';

const inputSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/**
 * POST /api/sign/in (spec: shell-account §4 Sign-in flow, §5 "Sign-in password: required only"): the account whose
 * e-mail and password match. A wrong password, an unknown e-mail and a guest account without a password all answer
 * 'account/invalid-credentials' after one hash verification each (PasswordHasher.verify takes a dummy hash then),
 * so neither the answer nor its time tells them apart. Records the 'password' login type.
 */
export class SignInWithPassword {
  constructor(
    private readonly store: CustomerStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<Customer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return invalid('Please enter your email address and password.');
    const { email, password } = parsed.data;
    const stored = isValidEmail(email) ? await this.store.byEmail(normalizeEmail(email)) : undefined;
    const matches = await this.hasher.verify(stored?.passwordHash, password);
    if (!stored || !matches) return { ok: false, error: INVALID_CREDENTIALS };
    return ok((await this.store.addLoginType(stored.customer.id, 'password')) ?? stored.customer);
  }
}
