import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainLocalhost } from './sessions';

/** The visitor's targeting id cookie (Dynamic Yield's `_dyid`): a year, readable by scripts (no secret). */
export const DYID_COOKIE = '_dyid';
/** The browser session's targeting id cookie (Dynamic Yield's `_dyjsession`): for the browser's session. */
export const DY_SESSION_COOKIE = '_dyjsession';
const YEAR_S = 365 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** A visitor as the targeting service knows it: `userId` (dyid) and the browser session's `sessionId`. */
export interface TargetingVisitor {
  readonly userId: string;
  readonly sessionId: string;
}

/**
 * The request's visitor for targeting (spec: shell-account §7 Targeting service "user", "session"): the `_dyid` and
 * `_dyjsession` cookies, each made (a random id) and set on the reply when missing or malformed, so a visitor keeps
 * its variations (deterministic bucketing by dyid) across pages and visits.
 */
export function targetingVisitorOf(req: FastifyRequest, reply: FastifyReply): TargetingVisitor {
  const secure = !isPlainLocalhost(req);
  const kept = (name: string) => {
    const value = req.cookies[name];
    return value !== undefined && ID.test(value) ? value : undefined;
  };
  let userId = kept(DYID_COOKIE);
  if (!userId) {
    userId = randomUUID().replaceAll('-', '');
    reply.setCookie(DYID_COOKIE, userId, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: YEAR_S });
  }
  let sessionId = kept(DY_SESSION_COOKIE);
  if (!sessionId) {
    sessionId = randomUUID().replaceAll('-', '');
    reply.setCookie(DY_SESSION_COOKIE, sessionId, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  }
  return { userId, sessionId };
}
