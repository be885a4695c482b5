import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import {
  isValidEmail,
  normalizeEmail,
  PROVIDER_LABELS,
  socialSignInFailed,
  welcomeMail,
  type Customer,
  type IdentityProviderName,
} from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { MailPort } from '../../../ports/mail';
import type { Clock } from '../../../ports/clock';
import {
  authorizationCallbackSchema,
  identityProviderSchema,
  pendingAuthorizationSchema,
  type IdentityProviderPort,
  type VerifiedClaims,
} from '../../../ports/identity-provider';
import { invalid } from './account-errors';

const inputSchema = z.object({
  provider: identityProviderSchema,
  callback: authorizationCallbackSchema,
  pending: pendingAuthorizationSchema,
  attachGuestOrders: z.boolean(),
  optInNewsletter: z.boolean(),
  origin: z.string().min(1).max(300),
});

/** The input of SignInWithProvider. */
export type SignInWithProviderInput = z.input<typeof inputSchema>;

/**
 * POST /api/sign/google, /api/sign/apple, /api/sign/facebook (spec: shell-account §3 Session sign-in types, §7):
 * finishes an OpenID Connect sign-in (IdentityProviderPort.finish: the code exchanged with the kept PKCE verifier,
 * the ID token's nonce checked) and answers the customer it signs in:
 * 1. the account the provider's subject was linked to before (even when the e-mail there has changed);
 * 2. else the account of the claimed e-mail, only when the provider vouches for it (`email_verified`); an unverified
 *    e-mail that has an account answers 'account/email-unverified';
 * 3. else a new account without a password (name from the claims, newsletter as `optInNewsletter`), its welcome mail
 *    sent, and with `attachGuestOrders` (and a verified e-mail) the guest orders of the e-mail attached.
 * The subject is linked to the account and the provider recorded among its login types. No e-mail in the claims
 * for a new account, or a failed finish: 'account/social-sign-in-failed'.
 */
export class SignInWithProvider {
  constructor(
    private readonly identity: IdentityProviderPort,
    private readonly store: CustomerStore,
    private readonly mail: MailPort,
    private readonly clock: Clock,
  ) {}

  async execute(raw: SignInWithProviderInput): Promise<Result<Customer>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return invalid('Invalid sign-in request');
    const input = parsed.data;
    const claims = await this.identity.finish(input.provider, input.callback, input.pending);
    if (!claims.ok) return claims;
    const linked = await this.store.byIdentity(input.provider, claims.value.subject);
    if (linked) return this.signedIn(linked.customer, input.provider, claims.value.subject);
    const { email, emailVerified } = claims.value;
    if (email === null || !isValidEmail(email)) return err(socialSignInFailed(input.provider));
    const existing = await this.store.byEmail(normalizeEmail(email));
    if (existing) {
      if (!emailVerified)
        return err(
          domainError(
            'account/email-unverified',
            `An account already exists for ${email}. Sign in with your password, then use ` +
              `${PROVIDER_LABELS[input.provider]} next time.`,
          ),
        );
      // The provider vouches for the e-mail: it is the customer's, and so are its guest orders.
      if (input.attachGuestOrders) await this.store.attachGuestOrders(existing.customer.id, normalizeEmail(email));
      return this.signedIn(existing.customer, input.provider, claims.value.subject);
    }
    return this.signUp(input, claims.value, email);
  }

  private async signedIn(customer: Customer, provider: IdentityProviderName, subject: string) {
    await this.store.linkIdentity(customer.id, provider, subject, this.clock.nowMs());
    return ok((await this.store.addLoginType(customer.id, provider)) ?? customer);
  }

  private async signUp(
    input: z.output<typeof inputSchema>,
    claims: VerifiedClaims,
    email: string,
  ): Promise<Result<Customer>> {
    const draft = {
      email: email.trim(),
      fullName: (claims.name ?? '').trim().slice(0, 200),
      isB2b: false,
      isGuest: false,
      newsletterOptIn: input.optInNewsletter,
      passwordHash: null,
      loginTypes: [input.provider],
    };
    const created = await this.store.create(draft, this.clock.nowMs());
    if (!created.ok) return created;
    const customer = created.value;
    await this.store.linkIdentity(customer.id, input.provider, claims.subject, this.clock.nowMs());
    if (input.attachGuestOrders && claims.emailVerified)
      await this.store.attachGuestOrders(customer.id, normalizeEmail(email));
    try {
      const url = `${input.origin}/account`;
      await this.mail.send(welcomeMail({ to: customer.email, firstName: customer.firstName || null, url }));
    } catch {
      // The account stands without its welcome message; the mail adapter reports its own failures.
    }
    return ok(customer);
  }
}
