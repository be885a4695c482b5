import type { ErrorCode } from './error-codes';

/**
 * Expected failures are values with a stable `code` (DESIGN §3.4).
 * Each driver maps codes in exactly one table (HTTP status, CLI exit code, UI message).
 */
export interface DomainError {
  /** Stable machine code such as 'cart/version-conflict': one of ERROR_CODES (error-codes.ts). */
  readonly code: ErrorCode;
  /** Human-readable message; uses the spec's text where the spec gives one. */
  readonly message: string;
  /** Optional structured details (for example `{ currentVersion: 7 }`). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Success or an expected failure. */
export type Result<T, E extends DomainError = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a success value. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E extends DomainError = DomainError>(error: E): Result<never, E> {
  return { ok: false, error };
}

/** Builds a DomainError with one of the stable codes of error-codes.ts. */
export function domainError(code: ErrorCode, message: string, details?: Record<string, unknown>): DomainError {
  return details ? { code, message, details } : { code, message };
}
