import { domainError, err, type DomainError, type Result } from '../../shared';
import { passwordRules, PASSWORD_MIN_LENGTH } from '../model';

/** The one answer to a wrong password and to an unknown e-mail (no account enumeration). */
export const INVALID_CREDENTIALS: DomainError = domainError(
  'account/invalid-credentials',
  'The email or password you entered is incorrect.',
);

/** A sign-in link or reset key that is unknown, used or past its time (the expired-link page, shell-account §8). */
export const LINK_EXPIRED: DomainError = domainError(
  'account/link-expired',
  'This link has expired. Please request a new one.',
);

/** A customer's own resource asked for by a session without a customer. */
export const NOT_SIGNED_IN: DomainError = domainError('account/not-signed-in', 'Please sign in to continue.');

/**
 * 'account/weak-password' when `password` breaks a rule of shell-account §5 New password (`details.rules`: the ids
 * and labels of the rules not met; the message is the spec's length message when the length rule fails), else
 * undefined.
 */
export function weakPassword(password: string, maxLength: number): Result<never> | undefined {
  const unmet = passwordRules(password).filter((r) => !r.met);
  if (unmet.length === 0 && password.length <= maxLength) return undefined;
  const message = unmet.some((r) => r.id === 'length')
    ? `Your password needs to be at least ${PASSWORD_MIN_LENGTH} characters. Capitalization matters.`
    : password.length > maxLength
      ? `Your password can have at most ${maxLength} characters.`
      : `Your password needs: ${unmet.map((r) => r.label.toLowerCase()).join(', ')}.`;
  return err(
    domainError('account/weak-password', message, { rules: unmet.map((r) => ({ id: r.id, label: r.label })) }),
  );
}

/** 'validation/invalid' with a message. */
export const invalid = (message: string): Result<never> => err(domainError('validation/invalid', message));

/** A password change whose current password is not the account's (shell-account §5; never says more than that). */
export const WRONG_PASSWORD: DomainError = domainError('account/wrong-password', 'Your current password is incorrect.');

/** A password change for an account that has no password yet (a guest's, a social sign-in's, shell-account §6). */
export const PASSWORD_NOT_SET: DomainError = domainError(
  'account/password-not-set',
  'Your account has no password yet. We can email you a link to set one.',
);
