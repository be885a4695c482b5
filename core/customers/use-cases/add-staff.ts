import { z } from 'zod';
import { ok, type Result } from '../../shared';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
  passwordResetMail,
  RESET_PASSWORD_HOURS,
  type StaffMember,
} from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { MailPort } from '../../../ports/mail';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import { invalid } from './account-errors';
import { issueResetPasswordLink } from './issue-sign-key';

const inputSchema = z.strictObject({
  email: z.string().max(EMAIL_MAX_LENGTH),
  name: z.string().trim().max(200).optional(),
  admin: z.boolean().default(false),
  origin: z.string().min(1).max(300),
});

/** What AddStaff did: the staff member, whether the account was made now, and whether a set-password link went out. */
export interface AddedStaff {
  readonly member: StaffMember;
  readonly created: boolean;
  readonly mailed: boolean;
}

/**
 * `nutshell staff add <email> [--name] [--admin]` (spec: core-cart-checkout §6 "CX mode is allowed only if session
 * permission checkOutAsCustomer is present"; shell-account §6 Staff): the account of `email` (made now, without a
 * password, named `name` or '', when there is none) gets the permission 'checkOutAsCustomer', and the admin flag with
 * `admin` (without it an existing flag stays). An account without a password is mailed the set-password link
 * (RESET_PASSWORD_HOURS, once); one with a password signs in as before and gets no mail. Failures:
 * 'validation/invalid' "Please enter a valid email address".
 */
export class AddStaff {
  constructor(
    private readonly store: CustomerStore,
    private readonly mail: MailPort,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<AddedStaff>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success || !isValidEmail(parsed.data.email)) return invalid('Please enter a valid email address');
    const input = parsed.data;
    const existing = await this.store.byEmail(normalizeEmail(input.email));
    let customer = existing?.customer;
    if (!customer) {
      const draft = {
        email: input.email.trim(),
        fullName: input.name ?? '',
        isB2b: false,
        isGuest: false,
        newsletterOptIn: false,
        passwordHash: null,
        loginTypes: [],
      };
      const created = await this.store.create(draft, this.clock.nowMs());
      if (!created.ok) return created;
      customer = created.value;
    }
    const role = await this.store.grantStaff(customer.id, input.admin ? true : undefined);
    if (!role) return invalid('Please enter a valid email address');
    const needsPassword = !existing || existing.passwordHash === null;
    if (needsPassword) await this.mailSetPassword(customer, input.origin);
    return ok({ member: { customer, role }, created: !existing, mailed: needsPassword });
  }

  private async mailSetPassword(customer: StaffMember['customer'], origin: string): Promise<void> {
    const url = await issueResetPasswordLink(
      { store: this.store, clock: this.clock, ids: this.ids },
      customer.id,
      origin,
    );
    await this.mail.send(
      passwordResetMail({
        to: customer.email,
        firstName: customer.firstName || null,
        url,
        expiresInHours: RESET_PASSWORD_HOURS,
        setPassword: true,
      }),
    );
  }
}
