import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, type Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { Clock } from '../../../ports/clock';
import type { ForgotPassword } from './forgot-password';
import { invalid } from './account-errors';

const inputSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  name: z.string().max(200),
  origin: z.string().min(1).max(300),
});

/**
 * Account creation at payment with the set-password flow (spec: core-cart-checkout §4 Placing an order step 2 "a
 * set-password flow", §5 "Guest account creation at checkout needs e-mail, name, and a password unless the
 * set-password flow is used"; shell-account §6 "a guest can set a password"): a guest account (no password) for the
 * order's e-mail, or the guest account it already has; the orders placed with that e-mail that belong to nobody
 * become its own; then the set-password link is mailed (ForgotPassword's guest flavour). Checks, in order: the e-mail
 * ('Please enter a valid email address'), the name ('Please enter your full name'), an existing full account
 * ('account/email-taken': it signs in instead; nothing is attached or mailed). The guest account, after the mail.
 */
export class CreateGuestAccount {
  constructor(
    private readonly store: CustomerStore,
    private readonly forgotPassword: ForgotPassword,
    private readonly clock: Clock,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<Customer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return invalid('Invalid account request');
    const input = parsed.data;
    if (!isValidEmail(input.email)) return invalid('Please enter a valid email address');
    const fullName = input.name.trim();
    if (!fullName) return invalid('Please enter your full name');
    const emailNormalized = normalizeEmail(input.email);
    const existing = await this.store.byEmail(emailNormalized);
    if (existing && !existing.customer.isGuest) {
      return err(domainError('account/email-taken', 'An account already exists for this email address.'));
    }
    let customer = existing?.customer;
    if (!customer) {
      const draft = {
        email: input.email.trim(),
        fullName,
        isB2b: false,
        isGuest: true,
        newsletterOptIn: false,
        passwordHash: null,
        loginTypes: [],
      };
      const created = await this.store.create(draft, this.clock.nowMs());
      if (!created.ok) return created;
      customer = created.value;
    }
    await this.store.attachGuestOrders(customer.id, emailNormalized);
    await this.forgotPassword.execute({ email: customer.email, origin: input.origin });
    return ok(customer);
  }
}
