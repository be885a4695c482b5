import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../customers/model';
import { ADDRESS_MESSAGES } from '../../validation/model';

/**
 * A gift's recipients (spec: catalogue-gifting §5 "recipient email and name required; recipient email confirmation
 * 'Please make sure the email address matches'"; core-cart-checkout §3 line custom field recipientsJson, §5 "Gift
 * message: the sender is appended after ' - ' to the message").
 */

/** The §5 messages of a recipient's fields (the shared field messages, and the confirmation's own). */
export const RECIPIENT_MESSAGES = {
  nameRequired: ADDRESS_MESSAGES.nameRequired,
  emailRequired: ADDRESS_MESSAGES.emailRequired,
  emailInvalid: ADDRESS_MESSAGES.emailInvalid,
  emailMismatch: 'Please make sure the email address matches',
  /** A gift without any recipient (ours). */
  noRecipients: 'Please add at least one recipient',
} as const;

/** At most this many recipients on one gift line; names and messages at most these many characters. */
export const MAX_RECIPIENTS = 25;
export const RECIPIENT_NAME_MAX_LENGTH = 100;
export const GIFT_MESSAGE_MAX_LENGTH = 500;

/** A recipient: a name and an e-mail address. */
export interface Recipient {
  readonly name: string;
  readonly email: string;
}

/** A recipient form's fields (the builder's step): name, e-mail and its confirmation. */
export interface RecipientForm {
  readonly name?: string;
  readonly email?: string;
  readonly confirmEmail?: string;
}

/**
 * A recipient form's field errors (§5): name required ('Please enter your full name'); e-mail required ('Please enter
 * your email address') and valid ('Please enter a valid email address', core/customers' rule); the confirmation the
 * same address, compared trimmed and without case ('Please make sure the email address matches'). Empty: valid.
 */
export function recipientFieldErrors(form: RecipientForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = form.name?.trim() ?? '';
  const email = form.email?.trim() ?? '';
  if (!name) errors.name = RECIPIENT_MESSAGES.nameRequired;
  else if (name.length > RECIPIENT_NAME_MAX_LENGTH) errors.name = RECIPIENT_MESSAGES.nameRequired;
  if (!email) errors.email = RECIPIENT_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = RECIPIENT_MESSAGES.emailInvalid;
  if (form.confirmEmail !== undefined && normalizeEmail(form.confirmEmail) !== normalizeEmail(email))
    errors.confirmEmail = RECIPIENT_MESSAGES.emailMismatch;
  return errors;
}

/**
 * Validates a gift's recipient forms: the recipients (trimmed), or 'gift/invalid-recipients' whose message is the first
 * field's message and whose details.recipients lists each form's field errors (index → { field: message }); none at
 * all is 'Please add at least one recipient', more than MAX_RECIPIENTS refused likewise.
 */
export function validateRecipients(forms: readonly RecipientForm[]): Result<readonly Recipient[]> {
  if (forms.length === 0 || forms.length > MAX_RECIPIENTS)
    return err(domainError('gift/invalid-recipients', RECIPIENT_MESSAGES.noRecipients, { recipients: {} }));
  const failures: Record<number, Record<string, string>> = {};
  forms.forEach((f, i) => {
    const errors = recipientFieldErrors(f);
    if (Object.keys(errors).length > 0) failures[i] = errors;
  });
  const first = Object.values(failures)[0];
  if (first) return err(domainError('gift/invalid-recipients', Object.values(first)[0]!, { recipients: failures }));
  return ok(forms.map((f) => ({ name: f.name!.trim(), email: f.email!.trim() })));
}

/**
 * One element of a line's recipientsJson (core-cart-checkout §3): the recipient's name and e-mail, and the gift's
 * message and sender's name (the builder writes the same message and sender into every element).
 */
export const recipientEntrySchema = z.object({
  name: z.string().trim().min(1, RECIPIENT_MESSAGES.nameRequired).max(RECIPIENT_NAME_MAX_LENGTH),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).refine(isValidEmail, RECIPIENT_MESSAGES.emailInvalid),
  message: z.string().trim().max(GIFT_MESSAGE_MAX_LENGTH).optional(),
  sender: z.string().trim().max(RECIPIENT_NAME_MAX_LENGTH).optional(),
});

/** A line's recipientsJson: one JSON array of 1 to MAX_RECIPIENTS entries per line. */
export const recipientsJsonSchema = z.array(recipientEntrySchema).min(1).max(MAX_RECIPIENTS);

/** One element of recipientsJson, as parsed (trimmed). */
export type RecipientEntry = z.output<typeof recipientEntrySchema>;

/** The recipientsJson text of `entries` (a JSON array; absent message and sender left out). */
export function encodeRecipientsJson(entries: readonly RecipientEntry[]): string {
  return JSON.stringify(
    entries.map((e) => ({
      name: e.name,
      email: e.email,
      ...(e.message === undefined ? {} : { message: e.message }),
      ...(e.sender === undefined ? {} : { sender: e.sender }),
    })),
  );
}

/**
 * The entries of a line's recipientsJson, or 'gift/invalid-recipients' ('Invalid recipients: …' with the first
 * problem) for text that is not JSON or breaks recipientsJsonSchema.
 */
export function parseRecipientsJson(text: string): Result<readonly RecipientEntry[]> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(domainError('gift/invalid-recipients', 'Invalid recipients: not JSON'));
  }
  const parsed = recipientsJsonSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return err(domainError('gift/invalid-recipients', `Invalid recipients: ${where}${issue?.message ?? 'invalid'}`));
}

/** The gift message with its sender (core-cart-checkout §5), kept with the cart's gift lines (core/cart). */
export { giftMessageWithSender } from '../../cart/model';
