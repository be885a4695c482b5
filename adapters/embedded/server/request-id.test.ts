import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentRequestId, registerRequestId, requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf (genReqId)', () => {
  it('keeps a safe incoming x-request-id', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'lb-7f3a.9_x' } })).toBe('lb-7f3a.9_x');
  });

  it('makes a UUID without one, or for one that is not a safe token (spaces, newlines, over 128 characters)', () => {
    expect(requestIdOf({ headers: {} })).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': 'a b' } })).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': 'a\nb' } })).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(129) } })).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(128) } })).toBe('a'.repeat(128));
  });
});

describe('registerRequestId', () => {
  it("runs the request's work, after its body is read, with its id (currentRequestId), and none outside", async () => {
    const app = Fastify({ genReqId: requestIdOf });
    registerRequestId(app);
    app.post('/echo', async () => {
      await new Promise((r) => setTimeout(r, 5));
      return { id: currentRequestId() };
    });
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'x-request-id': 'req-123' },
      payload: { big: 'x'.repeat(100_000) },
    });
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.json()).toEqual({ id: 'req-123' });
    expect(currentRequestId()).toBeUndefined();
    await app.close();
  });
});
