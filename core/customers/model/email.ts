/**
 * The e-mail address accounts are compared by: trimmed and lower-cased (spec: shell-account §3; an account is
 * unique by e-mail, whatever its case).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** At most this many characters in an e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether `email` looks like a deliverable address: one '@', a local part, and a domain with a dot and no spaces
 * (spec: shell-account §5 "Email: required and must be valid"). Not a full RFC 5322 parser: what a person types.
 */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(e);
}
