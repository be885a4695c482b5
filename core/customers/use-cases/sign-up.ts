import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import {
  CONFIRM_EMAIL_HOURS,
  CONFIRM_EMAIL_REDIRECT,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  welcomeMail,
  type Customer,
} from '../model';
import type { IdGenerator } from '../../../ports/ids';
import { issueSignKeyLink } from './issue-sign-key';
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
 * ('account/weak-password', `details.rules`), then an existing full account ('account/email-taken'). Mails the
 * welcome message (a failed welcome mail does not undo the account). With `attachGuestOrders` the orders placed
 * with the e-mail that belong to nobody become the customer's once the e-mail is proven theirs, not at sign-up
 * (anyone can type an e-mail): the welcome message then carries a confirm link (a sign-in link valid
 * CONFIRM_EMAIL_HOURS, leading to the order history), and every mailed-link sign-in and password reset attaches them.
 */
export class SignUp {
  constructor(
    private readonly store: CustomerStore,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailPort,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
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
    const signedIn = (await this.store.addLoginType(customer.id, 'password')) ?? customer;
    const confirm = input.attachGuestOrders ? await this.confirmLink(customer.id, input.origin) : undefined;
    try {
      await this.mail.send(
        welcomeMail({
          to: signedIn.email,
          firstName: signedIn.firstName || null,
          url: `${input.origin}/account`,
          ...(confirm ? { confirm } : {}),
        }),
      );
    } catch {
      // The account stands without its welcome message; the mail adapter reports its own failures.
    }
    return ok(signedIn);
  }

  /** The welcome mail's confirm link: a sign-in link valid CONFIRM_EMAIL_HOURS, leading to the order history. */
  private async confirmLink(customerId: string, origin: string) {
    const url = await issueSignKeyLink(
      { store: this.store, clock: this.clock, ids: this.ids },
      {
        customerId,
        purpose: 'sign-in-link',
        redirectPath: CONFIRM_EMAIL_REDIRECT,
        lifetimeMs: CONFIRM_EMAIL_HOURS * 3_600_000,
      },
      origin,
    );
    return { url, expiresInHours: CONFIRM_EMAIL_HOURS };
  }
}
