import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../core/shared';
import { isClientErrorStatus, statusFor } from './error-status';

describe('statusFor', () => {
  it("gives every code a 4xx, except the server's own failure (500), an unreachable port and a busy server (503)", () => {
    const serverSide = new Set(['server/error', 'port/unreachable', 'server/busy']);
    for (const code of ERROR_CODES) {
      expect(isClientErrorStatus(statusFor(code)) || serverSide.has(code), code).toBe(true);
    }
    expect(statusFor('server/error')).toBe(500);
    expect(statusFor('port/unreachable')).toBe(503);
    expect(statusFor('server/busy')).toBe(503);
  });

  it('keeps the statuses the wire protocols answer', () => {
    expect(statusFor('cart/version-conflict')).toBe(409);
    expect(statusFor('checkout/redirect-cart')).toBe(409);
    expect(statusFor('resource/not-found')).toBe(404);
    expect(statusFor('payment/declined')).toBe(402);
    expect(statusFor('validation/invalid')).toBe(400);
    expect(statusFor('search/index-not-found')).toBe(404);
    expect(statusFor('search/invalid-request')).toBe(400);
    expect(statusFor('auth/unauthorized')).toBe(401);
    expect(statusFor('auth/forbidden')).toBe(403);
  });
});
