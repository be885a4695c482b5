import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ErrorCode } from '../../../../core/shared';
import type { DomainError } from '../../../../core/shared';
import { statusFor } from '../error-status';
import { ctInputError } from './wire-fields';

/**
 * commercetools error bodies (WIRE.md "Errors"): `{ statusCode, message, errors: [{ code, message, … }] }`,
 * with the domain error code as `nutshellCode` so our adapter keeps the exact code.
 */

/** commercetools error code for a domain error code. */
export function ctErrorCode(code: ErrorCode): string {
  if (code.endsWith('/version-conflict')) return 'ConcurrentModification';
  if (code.endsWith('/not-found') && !code.startsWith('discount/') && !code.startsWith('product/'))
    return 'ResourceNotFound';
  if (code.startsWith('discount/')) return 'DiscountCodeNonApplicable';
  if (code === 'validation/invalid') return 'InvalidInput';
  if (code.endsWith('/read-only')) return 'insufficient_scope';
  return 'InvalidOperation';
}

/** Sends a domain error as commercetools does, with its status from the one status table (error-status.ts). */
export function sendCtError(reply: FastifyReply, e: DomainError): FastifyReply {
  const statusCode = statusFor(e.code);
  const code = ctErrorCode(e.code);
  const extra: Record<string, unknown> = { nutshellCode: e.code };
  if (e.details?.currentVersion !== undefined) extra.currentVersion = e.details.currentVersion;
  if (code === 'DiscountCodeNonApplicable') {
    if (typeof e.details?.code === 'string') extra.discountCode = e.details.code;
    extra.reason = e.code === 'discount/not-found' ? 'DoesNotExist' : 'NotValid';
  }
  return reply
    .code(statusCode)
    .send({ statusCode, message: e.message, errors: [{ code, message: e.message, ...extra }] });
}

/**
 * ResourceNotFound for the resource `what` names (`ID '…'`, `key '…'`), worded as commercetools words it, with the
 * status of 'resource/not-found' (404).
 */
export function sendNotFound(reply: FastifyReply, what: string): FastifyReply {
  const message = `The Resource with ${what} was not found.`;
  const statusCode = statusFor('resource/not-found');
  return reply.code(statusCode).send({ statusCode, message, errors: [{ code: 'ResourceNotFound', message }] });
}

/** InvalidInput with `message`, with the status of 'validation/invalid' (400). */
export function sendInvalidInput(reply: FastifyReply, message: string): FastifyReply {
  const statusCode = statusFor('validation/invalid');
  return reply.code(statusCode).send({ statusCode, message, errors: [{ code: 'InvalidInput', message }] });
}

/**
 * The commercetools error for a request body that failed its schema (`ctInputError`: InvalidField or
 * InvalidInput), with the status of 'validation/invalid' (400).
 */
export function sendCtInputError(reply: FastifyReply, error: z.ZodError, body: unknown): FastifyReply {
  const answer = ctInputError(error, body);
  return reply.code(answer.statusCode).send(answer);
}

/** Formats zod issues as one readable line. */
export function zodMessage(e: z.ZodError): string {
  return e.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');
}
