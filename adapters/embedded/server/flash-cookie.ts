import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Message } from '../../../core/notifications';
import { isPlainLocalhost } from './sessions';

/** The cookie that carries a redirect's error messages to the page it leads to (read once, then cleared). */
export const FLASH_COOKIE = 'nutshell_flash';
/** A flash message not read within a minute is dropped. */
const FLASH_MAX_AGE_S = 60;

const flashSchema = z
  .array(z.object({ message: z.string().min(1).max(500), key: z.string().max(100).optional() }).strict())
  .min(1)
  .max(20);

const cookieOptions = (req: FastifyRequest) => ({
  httpOnly: true,
  secure: !isPlainLocalhost(req),
  sameSite: 'lax' as const,
  path: '/',
});

/**
 * Keeps `errors` for the next page the browser opens (spec: core-cart-checkout §2 flash messages; §4 "A redirect
 * error sends the user to /cart ... and shows its errors"): an HttpOnly cookie of base64url JSON, one minute.
 */
export function setFlashErrors(req: FastifyRequest, reply: FastifyReply, errors: readonly Message[]): void {
  const value = Buffer.from(JSON.stringify(errors.slice(0, 20)), 'utf8').toString('base64url');
  reply.setCookie(FLASH_COOKIE, value, { ...cookieOptions(req), maxAge: FLASH_MAX_AGE_S });
}

/**
 * The flash errors the request's cookie carries, and the cookie cleared; undefined without one, or when it does
 * not parse (a forged or stale cookie shows nothing).
 */
export function takeFlashErrors(req: FastifyRequest, reply: FastifyReply): readonly Message[] | undefined {
  const raw = req.cookies[FLASH_COOKIE];
  if (raw === undefined) return undefined;
  reply.clearCookie(FLASH_COOKIE, cookieOptions(req));
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
