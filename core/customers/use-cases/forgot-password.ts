import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
  passwordResetMail,
  RESET_PASSWORD_HOURS,
  RESET_PASSWORD_PREFIX,
} from '../model';
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
    const key = this.ids.token();
    const now = this.clock.nowMs();
    const { customer } = stored;
    await this.store.addKey(
      key,
      {
        customerId: customer.id,
        purpose: 'reset-password',
        redirectPath: null,
        expiresAtMs: now + RESET_PASSWORD_HOURS * 3_600_000,
      },
      now,
    );
    await this.mail.send(
      passwordResetMail({
        to: customer.email,
        firstName: customer.firstName || null,
        url: `${parsed.data.origin}${RESET_PASSWORD_PREFIX}${key}`,
        expiresInHours: RESET_PASSWORD_HOURS,
        setPassword: customer.isGuest,
      }),
    );
  }
}
