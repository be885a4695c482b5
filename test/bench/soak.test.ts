import { describe, expect, it } from 'vitest';
import { rssGrowth, soakSeconds } from './soak';

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

describe('rssGrowth', () => {
  it("compares the floors of the first and last windows, so the heap's sawtooth does not decide it", () => {
    // A sawtooth between 600 and 900 MiB with no growth; the first sample is a low, the last a high: +50 % by those.
    const samples = Array.from({ length: 181 }, (_, i) => ({ atS: i * 10, rssKiB: (i % 2 ? 900 : 600) * 1024 }));
    samples[180] = { atS: 1800, rssKiB: 900 * 1024 };
    const g = rssGrowth(samples, 300);
    expect(g).toEqual({ startKiB: 600 * 1024, endKiB: 600 * 1024, percent: 0 });
  });

  it('shows a rising floor as growth', () => {
    const samples = Array.from({ length: 31 }, (_, i) => ({ atS: i * 60, rssKiB: (600 + i * 10) * 1024 }));
    const g = rssGrowth(samples, 300);
    expect(g.startKiB).toBe(600 * 1024);
    expect(g.endKiB).toBe(850 * 1024);
    expect(g.percent).toBeCloseTo(41.67, 2);
  });
});
