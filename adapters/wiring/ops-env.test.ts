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

  it('NUTSHELL_MAX_IN_FLIGHT: 256 by default, a whole number from 1 to 100000 when set', () => {
    expect(parseEnv({}).NUTSHELL_MAX_IN_FLIGHT).toBe(256);
    expect(parseEnv({ NUTSHELL_MAX_IN_FLIGHT: '' }).NUTSHELL_MAX_IN_FLIGHT).toBe(256);
    expect(parseEnv({ NUTSHELL_MAX_IN_FLIGHT: '64' }).NUTSHELL_MAX_IN_FLIGHT).toBe(64);
    for (const bad of ['0', '1.5', 'many', '100001'])
      expect(() => parseEnv({ NUTSHELL_MAX_IN_FLIGHT: bad }), bad).toThrow(
        'invalid environment: NUTSHELL_MAX_IN_FLIGHT: NUTSHELL_MAX_IN_FLIGHT must be a whole number from 1 to 100000',
      );
  });
});
