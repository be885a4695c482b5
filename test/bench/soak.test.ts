import { describe, expect, it } from 'vitest';
import { soakSeconds } from './soak';

describe('soakSeconds', () => {
  it('reads --soak <duration> and --soak=<duration> in seconds', () => {
    expect(soakSeconds(['--soak', '30m'])).toBe(1800);
    expect(soakSeconds(['--soak=30s'])).toBe(30);
    expect(soakSeconds(['x', '--soak', '1h'])).toBe(3600);
    expect(soakSeconds(['--soak', '1.5h'])).toBe(5400);
  });

  it('is undefined without --soak', () => {
    expect(soakSeconds([])).toBeUndefined();
    expect(soakSeconds(['--other', '30m'])).toBeUndefined();
  });

  it('refuses a duration without a unit, a missing one, or zero', () => {
    expect(() => soakSeconds(['--soak', '30'])).toThrow('--soak 30: a duration is a number followed by s, m or h, e.g. 30s, 10m, 1h');
    expect(() => soakSeconds(['--soak'])).toThrow('a duration is a number followed by s, m or h');
    expect(() => soakSeconds(['--soak', '0m'])).toThrow('--soak 0m: a duration must be more than 0');
  });
});
