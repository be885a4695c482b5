/** The kinds of message the store sends (shell-account §4 Sign-in flow; core-cart-checkout §4 Placing an order). */
export const MAIL_KINDS = [
  'sign-in-link',
  'password-reset',
  'set-password',
  'welcome',
  'order-confirmation',
  'gift-certificate',
  'auto-delivery-declined',
  'gift-drop-recipient',
  'lead-form',
] as const;
/** One of MAIL_KINDS. */
export type MailKind = (typeof MAIL_KINDS)[number];

/** A message to one recipient, as HTML and as plain text (what a MailPort sends, ports/mail.ts). */
export interface MailMessage {
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** `text` safe inside HTML text and attribute values (&, <, > and " escaped), for the HTML part of a mail. */
export function escapeMailHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
