/** Password minimum length (spec: shell-account §9 "Password minimum length 8"). */
export const PASSWORD_MIN_LENGTH = 8;
/** At most this many characters in a password (argon2 takes any length; a bound keeps requests small). */
export const PASSWORD_MAX_LENGTH = 200;
/** The special characters a new password needs one of (spec: shell-account §5 New password). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@./#$%~`^&*-+=?';

/** One rule of a new password (spec: shell-account §5): its id, the text shown beside it, and whether it is met. */
export interface PasswordRuleState {
  readonly id: 'length' | 'upper' | 'lower' | 'special';
  readonly label: string;
  readonly met: boolean;
}

/**
 * The four rules of a new password and whether `password` meets each (spec: shell-account §5 "New password: all of
 * at least 8 characters; an upper-case letter; a lower-case letter; a special character from !@./#$%~`^&*-+=?").
 */
export function passwordRules(password: string): readonly PasswordRuleState[] {
  return [
    { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { id: 'upper', label: 'An upper-case letter', met: /\p{Lu}/u.test(password) },
    { id: 'lower', label: 'A lower-case letter', met: /\p{Ll}/u.test(password) },
    {
      id: 'special',
      label: `A special character (${PASSWORD_SPECIAL_CHARACTERS})`,
      met: [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
    },
  ];
}

/** Whether `password` meets every rule of a new password and is not longer than PASSWORD_MAX_LENGTH. */
export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && passwordRules(password).every((r) => r.met);
}
