import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  welcomeMail,
  type Customer,
} from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { PasswordHasher } from '../../../ports/password-hasher';
import type { MailPort } from '../../../ports/mail';
import type { Clock } from '../../../ports/clock';
import { invalid, weakPassword } from './account-errors';

const inputSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  name: z.string().max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  isB2b: z.boolean(),
  optInNewsletter: z.boolean(),
  attachGuestOrders: z.boolean(),
  origin: z.string().min(1).max(300),
});

/**
 * POST /api/sign/up (spec: shell-account §4 Sign-in flow, §5 sign-up rules, §6 Guest): a new account, or a guest
 * account (made at checkout, without a password) completed with the name and password. Checks, in order: the e-mail
 * ('Please enter a valid email address'), the name ('Please enter your full name'), the new-password rules
 * ('account/weak-password', `details.rules`), then an existing full account ('account/email-taken'). With
 * `attachGuestOrders` the orders placed with the e-mail that belong to nobody become the customer's. Mails the
 * welcome message (a failed welcome mail does not undo the account).
 */
export class SignUp {
  constructor(
    private readonly store: CustomerStore,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailPort,
    private readonly clock: Clock,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<Customer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return invalid('Invalid sign-up request');
    const input = parsed.data;
    if (!isValidEmail(input.email)) return invalid('Please enter a valid email address');
    const fullName = input.name.trim();
    if (!fullName) return invalid('Please enter your full name');
    const weak = weakPassword(input.password, PASSWORD_MAX_LENGTH);
    if (weak) return weak;
    const emailNormalized = normalizeEmail(input.email);
    const existing = await this.store.byEmail(emailNormalized);
    if (existing && !existing.customer.isGuest)
      return err(domainError('account/email-taken', 'An account already exists for this email address.'));
    const passwordHash = await this.hasher.hash(input.password);
    const changes = { fullName, isB2b: input.isB2b, newsletterOptIn: input.optInNewsletter, passwordHash };
    let customer: Customer;
    if (existing) {
      const upgraded = await this.store.upgradeGuest(existing.customer.id, changes);
      if (!upgraded)
        return err(domainError('account/email-taken', 'An account already exists for this email address.'));
      customer = upgraded;
    } else {
      const draft = { ...changes, email: input.email.trim(), isGuest: false, loginTypes: [] };
      const created = await this.store.create(draft, this.clock.nowMs());
      if (!created.ok) return created;
      customer = created.value;
    }
    if (input.attachGuestOrders) await this.store.attachGuestOrders(customer.id, emailNormalized);
    const signedIn = (await this.store.addLoginType(customer.id, 'password')) ?? customer;
    try {
      await this.mail.send(
        welcomeMail({ to: signedIn.email, firstName: signedIn.firstName || null, url: `${input.origin}/account` }),
      );
    } catch {
      // The account stands without its welcome message; the mail adapter reports its own failures.
    }
    return ok(signedIn);
  }
}
