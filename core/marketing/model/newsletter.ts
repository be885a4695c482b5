import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../customers/model';

/**
 * Newsletter signup (spec: shell-account §3 Newsletter signup, Newsletter check response, Survey submissions; §4
 * Footer feedback, newsletter and toast; §5 newsletter rules; §7 calls; §8 texts; catalogue-gifting §4 Newsletter
 * form, §5, §8).
 */

/** The footer form's signup reason. */
export const FOOTER_REASON = 'footer';

/** The newsletter's texts (shell-account §8). */
export const NEWSLETTER_MESSAGES = {
  success: 'Thank you for subscribing! Stay tuned for exciting updates and exclusive content!',
  failure: 'Oops... Something went wrong. Please try again.',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  namePlaceholder: 'Your Name (optional)',
} as const;

/** The footer newsletter form's states (shell-account §4). */
export type NewsletterFormState = 'editing' | 'submitting' | 'subscribed' | 'failed';

/** The e-mail field's message, or undefined when valid (shell-account §5: present and valid). */
export function newsletterEmailError(email: string): string | undefined {
  if (email.trim() === '') return NEWSLETTER_MESSAGES.emailRequired;
  return isValidEmail(email) ? undefined : NEWSLETTER_MESSAGES.emailInvalid;
}

/** Submit is disabled when the form is touched and invalid (shell-account §5). */
export function newsletterSubmitDisabled(touched: boolean, email: string): boolean {
  return touched && newsletterEmailError(email) !== undefined;
}

/** The name field appears once the e-mail field is focused or has a value (shell-account §4). */
export function showsNewsletterName(emailFocused: boolean, email: string): boolean {
  return emailFocused || email !== '';
}

const email = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, NEWSLETTER_MESSAGES.emailInvalid)
  .transform(normalizeEmail);
const firstName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((s) => (s ? s : undefined));
const reason = z.string().trim().min(1).max(100);

/** POST /subscribe's form data (shell-account §7): inputEmail, inputFirstName, detailsForm, reason 'footer'. */
export const footerSubscribeSchema = z.object({
  inputEmail: email,
  inputFirstName: firstName,
  detailsForm: z.string().max(100).optional(),
  reason: reason.default(FOOTER_REASON),
});

/** POST /subscribe/customer's form data: email and reason (the signed-in customer's). */
export const customerSubscribeSchema = z.object({ email, reason: reason.default(FOOTER_REASON) });

/** The quiz's newsletter check and signup (shell-account §7): email and reason ('Onsite Offer Quiz'). */
export const newsletterSignupSchema = z.object({ email, reason, firstName });

/** POST /api/contacts: email, optional first name and reason (the contact form of the newsletter, path not shown). */
export const contactSchema = z.object({ email, firstName, reason: reason.default(FOOTER_REASON) });

/** POST /survey-submissions: a list of {answerId} and the e-mail (shell-account §3 Survey submissions). */
export const surveySubmissionsSchema = z.object({
  email,
  surveySubmissions: z
    .array(z.object({ answerId: z.string().regex(/^ftb25_v3_q\d+_[a-z0-9-]+$/) }))
    .min(1)
    .max(40),
});

/** The newsletter check response (shell-account §3): whether the e-mail is a customer's and a contact's. */
export interface NewsletterCheck {
  readonly existingCustomer: boolean;
  readonly existingContact: boolean;
}

/** The signup's answer: the check, and for a new contact of the quiz the first-order offer's coupon token. */
export interface NewsletterSignupResult extends NewsletterCheck {
  readonly couponToken?: string;
}
