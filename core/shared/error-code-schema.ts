import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * zod schema of an error code read from the wire (the local server's `nutshellCode`, a storefront envelope's
 * `key`): one of ERROR_CODES (error-codes.ts). Apart from error-codes.ts so that the browser's first JavaScript,
 * which imports the codes, does not bring zod.
 */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** `value` as an ErrorCode when it is one, else `fallback` (a value from another version or another server). */
export function parseErrorCode(value: unknown, fallback: ErrorCode): ErrorCode {
  const parsed = errorCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
