import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
  safeRedirectPath,
  SIGN_IN_LINK_MINUTES,
  signInLinkMail,
} from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { MailPort } from '../../../ports/mail';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import { issueSignKeyLink } from './issue-sign-key';

const inputSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  redirectPath: z.string().max(500),
  origin: z.string().min(1).max(300),
});

/**
 * POST /api/sign/send-sign-in-link-email (spec: shell-account §4 Sign-in flow "request a sign-in link"): mails the
 * account a link `{origin}/sign/magic-link/{key}` that signs in once within SIGN_IN_LINK_MINUTES and then leads to
 * `redirectPath` (a path on this site; anything else leads to '/'). An unknown e-mail gets nothing, and the caller
 * answers the same (no account enumeration). The key is `ids.token()`; the store keeps only its hash.
 */
export class SendSignInLink {
  constructor(
    private readonly store: CustomerStore,
    private readonly mail: MailPort,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<void> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success || !isValidEmail(parsed.data.email)) return;
    const { email, redirectPath, origin } = parsed.data;
    const stored = await this.store.byEmail(normalizeEmail(email));
    if (!stored) return;
    const url = await issueSignKeyLink(
      { store: this.store, clock: this.clock, ids: this.ids },
      {
        customerId: stored.customer.id,
        purpose: 'sign-in-link',
        redirectPath: safeRedirectPath(redirectPath),
        lifetimeMs: SIGN_IN_LINK_MINUTES * 60_000,
      },
      origin,
    );
    await this.mail.send(
      signInLinkMail({
        to: stored.customer.email,
        firstName: stored.customer.firstName || null,
        url,
        expiresInMinutes: SIGN_IN_LINK_MINUTES,
      }),
    );
  }
}
