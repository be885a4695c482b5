import { isStrongPassword, isValidEmail, PASSWORD_MIN_LENGTH } from '../../../core/customers';
import { accountCopy } from '../../copy/account-copy';

const f = accountCopy.field;

/** The fields of the sign-in and sign-up forms (spec: shell-account §3 Sign-in form, Sign-up form). */
export type SignInField = 'email' | 'password' | 'fullName' | 'newPassword' | 'confirmPassword';

/** An e-mail field's message (spec: shell-account §5): required, then valid; undefined when fine. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return f.emailRequired;
  return isValidEmail(email) ? undefined : f.emailInvalid;
}

/** The sign-in password's message: required only (spec: shell-account §5 "Sign-in password: required only"). */
export function signInPasswordError(password: string): string | undefined {
  return password ? undefined : f.passwordRequired;
}

/**
 * A new password's message (spec: shell-account §5): required, then the length message; the other rules show as the
 * rule indicators (`passwordRules`), and the form stays invalid until `isStrongPassword`.
 */
export function newPasswordError(password: string): string | undefined {
  if (!password) return f.passwordRequired;
  return password.length < PASSWORD_MIN_LENGTH ? f.passwordLength(PASSWORD_MIN_LENGTH) : undefined;
}

/** The sign-up name's message: required (spec: shell-account §5 "Sign-up name: required"). */
export function fullNameError(name: string): string | undefined {
  return name.trim() ? undefined : f.nameRequired;
}

/** A confirmation's message: required, then equal to the password. */
export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return f.passwordRequired;
  return confirmation === password ? undefined : f.passwordMismatch;
}

/** Whether a new password is acceptable: every rule met and within the length bound. */
export const newPasswordValid = isStrongPassword;
