import type { MailMessage } from '../../shared';

/** The store's name in mail (the storefront's brand). */
const STORE = 'Nutshell';

/** Text for HTML content and double-quoted attributes. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A greeting: "Hi {first name}," or "Hi," without a name. */
const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** A message of one call to action: paragraphs of text, then a link, as plain text and HTML. */
function actionMail(
  kind: MailMessage['kind'],
  to: string,
  subject: string,
  paragraphs: readonly string[],
  action: { readonly label: string; readonly url: string },
): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`;
  const body =
    paragraphs.map((p) => `<p>${html(p)}</p>`).join('') +
    `<p><a href="${html(action.url)}">${html(action.label)}</a></p>`;
  return { kind, to, subject, text, html: `<!doctype html><html><body>${body}</body></html>` };
}

/**
 * The sign-in link message (spec: shell-account §4 Sign-in flow "request a sign-in link"): a link valid for
 * `expiresInMinutes` minutes and once only.
 */
export function signInLinkMail(input: {
  readonly to: string;
  readonly firstName: string | null;
  readonly url: string;
  readonly expiresInMinutes: number;
}): MailMessage {
  return actionMail(
    'sign-in-link',
    input.to,
    `Your ${STORE} sign-in link`,
    [
      greeting(input.firstName),
      `Use the link below to sign in to ${STORE}. It works once, within ${input.expiresInMinutes} minutes.`,
      'If you did not ask for it, you can ignore this message: nobody can sign in without the link.',
    ],
    { label: `Sign in to ${STORE}`, url: input.url },
  );
}

/**
 * The password-reset message, or the set-password one for a guest account (spec: shell-account §4 "request a
 * password reset (for guests: set a password)"): a link valid for `expiresInHours` hours and once only.
 */
export function passwordResetMail(input: {
  readonly to: string;
  readonly firstName: string | null;
  readonly url: string;
  readonly expiresInHours: number;
  readonly setPassword: boolean;
}): MailMessage {
  const what = input.setPassword ? 'set a password for' : 'reset the password of';
  return actionMail(
    input.setPassword ? 'set-password' : 'password-reset',
    input.to,
    input.setPassword ? `Set your ${STORE} password` : `Reset your ${STORE} password`,
    [
      greeting(input.firstName),
      `Use the link below to ${what} your ${STORE} account. It works once, within ${input.expiresInHours} hours.`,
      'If you did not ask for it, you can ignore this message: your password stays as it is.',
    ],
    { label: input.setPassword ? 'Set your password' : 'Reset your password', url: input.url },
  );
}

/**
 * The welcome message after sign-up (spec: shell-account §4 Sign-in flow, sign-up). With `confirm`, the sign-in
 * link that proves the e-mail is the customer's (valid `confirm.expiresInHours` hours, once) takes the place of the
 * account link: following it brings the orders placed as a guest with this e-mail into the order history.
 */
export function welcomeMail(input: {
  readonly to: string;
  readonly firstName: string | null;
  readonly url: string;
  readonly confirm?: { readonly url: string; readonly expiresInHours: number };
}): MailMessage {
  const lines = [greeting(input.firstName), `Your ${STORE} account is ready. Thank you for joining us.`];
  if (!input.confirm)
    return actionMail('welcome', input.to, `Welcome to ${STORE}`, lines, {
      label: 'Go to your account',
      url: input.url,
    });
  return actionMail(
    'welcome',
    input.to,
    `Welcome to ${STORE}`,
    [
      ...lines,
      'Confirm your email with the link below: orders you placed as a guest with this email then appear in your ' +
        `order history. It works once, within ${input.confirm.expiresInHours} hours.`,
    ],
    { label: 'Confirm your email', url: input.confirm.url },
  );
}
