import type { NewsletterStore } from '../../../ports/newsletter';
import { domainError, err, ok, type Result } from '../../shared';
import { FIRST_ORDER_OFFER } from '../model/first-order-offer';
import { newsletterSignupSchema, type NewsletterCheck, type NewsletterSignupResult } from '../model/newsletter';

/** Whether an e-mail (normalized) is a customer's account. */
export type IsCustomerEmail = (email: string) => Promise<boolean>;

/**
 * The newsletter check (shell-account §3 Newsletter check response, §7 "Newsletter check and signup | email, reason
 * 'Onsite Offer Quiz' | existingCustomer, existingContact"). Input `{ email, reason }`; 'validation/invalid' for a
 * bad e-mail.
 */
export class CheckNewsletter {
  constructor(
    private readonly store: NewsletterStore,
    private readonly isCustomer: IsCustomerEmail,
  ) {}

  async execute(input: unknown): Promise<Result<NewsletterCheck>> {
    const parsed = newsletterSignupSchema.safeParse(input);
    if (!parsed.success)
      return err(domainError('validation/invalid', parsed.error.issues[0]?.message ?? 'Invalid input'));
    const { email } = parsed.data;
    const [contact, existingCustomer] = await Promise.all([this.store.findContact(email), this.isCustomer(email)]);
    return ok({ existingCustomer, existingContact: contact !== undefined });
  }
}

/**
 * Subscribes an e-mail (shell-account §4 Newsletter signup; §7 /subscribe, /subscribe/customer, signup): adds the
 * contact (or its reason); answers existingCustomer and existingContact as they were before, and, for a new contact
 * signing up from the quiz (reason 'Onsite Offer Quiz'), a one-use couponToken for /campaign-landing (§9 Offer:
 * first-time subscribers only). `newToken` gives an unguessable token (IdGenerator).
 */
export class SubscribeToNewsletter {
  constructor(
    private readonly store: NewsletterStore,
    private readonly isCustomer: IsCustomerEmail,
    private readonly newToken: () => string,
  ) {}

  async execute(
    input: { readonly email: string; readonly reason: string; readonly firstName?: string },
    customerId?: string,
  ): Promise<Result<NewsletterSignupResult>> {
    const parsed = newsletterSignupSchema.safeParse(input);
    if (!parsed.success)
      return err(domainError('validation/invalid', parsed.error.issues[0]?.message ?? 'Invalid input'));
    const { email, reason, firstName } = parsed.data;
    const existingCustomer = await this.isCustomer(email);
    const { contact, created } = await this.store.addContact({
      email,
      reason,
      ...(firstName ? { firstName } : {}),
      ...(customerId ? { customerId } : {}),
    });
    const result = { existingCustomer, existingContact: !created };
    if (!created || reason !== FIRST_ORDER_OFFER.reason) return ok(result);
    const couponToken = this.newToken();
    await this.store.issueOfferToken(contact.id, couponToken);
    return ok({ ...result, couponToken });
  }
}
