/**
 * Password hashing (spec: shell-account §4 Sign-in flow; DESIGN security: argon2id). Hashes are self-describing
 * strings (PHC format) that hold their salt and cost. Passwords and hashes are never logged.
 */
export interface PasswordHasher {
  /** The hash of `password` with a new random salt. */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`. Without a hash (an unknown e-mail, a guest without a password) it verifies
   * against a dummy hash and answers false, taking the same time, so the answer does not reveal that the account is
   * missing. A malformed hash answers false.
   */
  verify(hash: string | null | undefined, password: string): Promise<boolean>;
}
