import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, passwordResetMail, RESET_PASSWORD_HOURS } from '../model';
import { issueResetPasswordLink } from './issue-sign-key';
import type { CustomerStore } from '../../../ports/customers';
import type { MailPort } from '../../../ports/mail';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';

const inputSchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH), origin: z.string().min(1).max(300) });

/**
 * POST /api/sign/forgot-password (spec: shell-account §4 "request a password reset (for guests: set a password)"):
 * mails the account a link `{origin}/sign/reset-password/{key}`, valid once within RESET_PASSWORD_HOURS; a guest
 * account gets the set-password message. An unknown e-mail gets nothing, and the caller answers the same.
 */
export class ForgotPassword {
  constructor(
    private readonly store: CustomerStore,
    private readonly mail: MailPort,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<void> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success || !isValidEmail(parsed.data.email)) return;
    const stored = await this.store.byEmail(normalizeEmail(parsed.data.email));
    if (!stored) return;
    const { customer } = stored;
    const url = await issueResetPasswordLink(
      { store: this.store, clock: this.clock, ids: this.ids },
      customer.id,
      parsed.data.origin,
    );
    await this.mail.send(
      passwordResetMail({
        to: customer.email,
        firstName: customer.firstName || null,
        url,
        expiresInHours: RESET_PASSWORD_HOURS,
        setPassword: customer.isGuest,
      }),
    );
  }
}
