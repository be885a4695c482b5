import type { DomainError } from '../../../core/shared';
import { exitCodeFor } from '../../exit-codes';
import { toJson } from '../../output/json';
import type { CliDeps } from './deps';

/**
 * Reports an expected failure: one line `nutshell: <message>` on stderr, with `json` also
 * `{"error":{"code","message"}}` on stdout (plus `rows`, the per-row errors of a refused order upload, when the
 * error has them in details.errors), and the exit code of `error.code` from exit-codes.ts.
 */
export function reportError(deps: CliDeps, error: DomainError, json: boolean): void {
  deps.stderr(`nutshell: ${oneLine(error.message)}\n`);
  const rows = error.details?.errors;
  const extra = Array.isArray(rows) ? { rows } : {};
  if (json) deps.stdout(toJson({ error: { code: error.code, message: error.message, ...extra } }));
  deps.setExitCode(exitCodeFor(error.code));
}

/** Collapses a message to a single line so every failure is exactly one line on stderr. */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
