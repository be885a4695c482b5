import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHasher } from '../../../ports/password-hasher';

/**
 * argon2id's cost: OWASP's Password Storage Cheat Sheet floor for argon2id, 19 MiB of memory (19456 KiB), 2
 * iterations, 1 lane. About 20 to 40 ms per hash on these machines: slow enough for guessing, fast enough for a
 * sign-in. Raising it later keeps old hashes valid (the PHC string carries its own parameters).
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * PasswordHasher with argon2id (`@node-rs/argon2`, hashing on libuv's thread pool, not the event loop). `verify`
 * without a hash verifies against a dummy hash of the same cost, so an unknown e-mail costs the time of a wrong
 * password. Never logs.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  /** A hash of a random password, made once, verified against when there is no hash. */
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    this.dummy ??= hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);
    const target = stored ?? (await this.dummy);
    try {
      const matches = await verify(target, password);
      return stored ? matches : false;
    } catch {
      return false;
    }
  }
}
