import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { hasValidToken } from './oauth';

/** A database double answering the token lookup from `expiresAt` (ms), counting its statements. */
function tokenDb(expiresAtMs: number): Database & { statements: number } {
  const db = {
    statements: 0,
    async query(_sql: string, params: readonly unknown[] = []) {
      db.statements++;
      const now = Date.parse(String(params[1]));
      return (expiresAtMs > now ? [{ expires_at: new Date(expiresAtMs) }] : []) as never[];
    },
  };
  return db as unknown as Database & { statements: number };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;

describe('hasValidToken', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz012345';

  it('reads a valid token once, then answers from what it kept until the expiry', async () => {
    const db = tokenDb(10_000);
    let now = 1_000;
    const clock = { nowMs: () => now };
    expect(await hasValidToken(bearer(token), db, clock)).toBe(true);
    expect(await hasValidToken(bearer(token), db, clock)).toBe(true);
    expect(db.statements).toBe(1);
    now = 10_000;
    expect(await hasValidToken(bearer(token), db, clock)).toBe(false);
    expect(db.statements).toBe(2);
  });

  it('keeps nothing of an unknown token, and refuses a malformed header without a statement', async () => {
    const db = tokenDb(0);
    const clock = { nowMs: () => 1_000 };
    expect(await hasValidToken(bearer(token), db, clock)).toBe(false);
    expect(await hasValidToken(bearer(token), db, clock)).toBe(false);
    expect(db.statements).toBe(2);
    expect(await hasValidToken(bearer('short'), db, clock)).toBe(false);
    expect(db.statements).toBe(2);
  });
});
