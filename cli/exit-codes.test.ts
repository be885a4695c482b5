import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../core/shared';
import { ExitCode, exitCodeFor } from './exit-codes';

describe('exitCodeFor', () => {
  it('gives every code one of the documented exit codes, never 0', () => {
    const documented: number[] = Object.values(ExitCode);
    for (const code of ERROR_CODES) {
      expect(documented, code).toContain(exitCodeFor(code));
      expect(exitCodeFor(code), code).not.toBe(ExitCode.ok);
    }
  });

  it('answers bad input 2, unknown things 3, a stale cart 4, a refusal 5, a failing service 10', () => {
    for (const code of ERROR_CODES.filter((c) => c.startsWith('validation/') || c.startsWith('quantity/'))) {
      expect(exitCodeFor(code), code).toBe(ExitCode.usage);
    }
    expect(exitCodeFor('cli/invalid-input')).toBe(ExitCode.usage);
    expect(exitCodeFor('cart/not-found')).toBe(ExitCode.notFound);
    expect(exitCodeFor('category/not-found')).toBe(ExitCode.notFound);
    expect(exitCodeFor('cart/version-conflict')).toBe(ExitCode.conflict);
    expect(exitCodeFor('discount/not-applicable')).toBe(ExitCode.rejected);
    expect(exitCodeFor('cli/service-unavailable')).toBe(ExitCode.unavailable);
    expect(exitCodeFor('cli/internal')).toBe(ExitCode.internal);
  });
});
