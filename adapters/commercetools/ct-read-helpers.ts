/** Helpers of the commercetools HTTP adapter's reads: predicate literals and the found / not found of an answer. */
import { PortError } from '../../core/shared';
import type { CtAnswer } from './ct-api';

/** `"text"` as a predicate string literal; refuses what the predicate language could not carry unescaped. */
export function literal(value: string): string | undefined {
  return /^[^"\\\n]{0,500}$/.test(value) ? JSON.stringify(value) : undefined;
}

/**
 * Whether a read found its resource: false on HTTP 404, true on 200; any other status throws a PortError naming
 * `what` (the request, e.g. 'GET /orders').
 */
export function isFound(a: CtAnswer, what: string): boolean {
  if (a.status === 404) return false;
  if (a.status !== 200) throw new PortError('commerce', `${what} answered HTTP ${a.status}`, a.status);
  return true;
}
