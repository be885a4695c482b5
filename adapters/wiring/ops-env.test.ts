import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('operators’ variables (ops-env.ts through parseEnv)', () => {
  it('defaults: shutdown within 10000 ms, metrics off', () => {
    const env = parseEnv({});
    expect(env.NUTSHELL_SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(env.NUTSHELL_METRICS).toBe('0');
  });

  it('reads NUTSHELL_SHUTDOWN_TIMEOUT_MS and NUTSHELL_METRICS; empty counts as unset', () => {
    const env = parseEnv({ NUTSHELL_SHUTDOWN_TIMEOUT_MS: '2500', NUTSHELL_METRICS: '1' });
    expect(env.NUTSHELL_SHUTDOWN_TIMEOUT_MS).toBe(2500);
    expect(env.NUTSHELL_METRICS).toBe('1');
    expect(parseEnv({ NUTSHELL_METRICS: '' }).NUTSHELL_METRICS).toBe('0');
  });

  it('names each bad variable', () => {
    expect(() => parseEnv({ NUTSHELL_METRICS: 'yes' })).toThrow(
      'invalid environment: NUTSHELL_METRICS: NUTSHELL_METRICS must be 0 or 1',
    );
    expect(() => parseEnv({ NUTSHELL_SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/NUTSHELL_SHUTDOWN_TIMEOUT_MS/);
  });
});
