import { describe, expect, it } from 'vitest';
import { bucketOf, decisionIdOf, fnv1a, parseDecisionId } from './bucketing';

const AB = [
  { id: 1, weight: 50 },
  { id: 2, weight: 50 },
];

describe('deterministic bucketing (shell-account §4 targeting; embedded targeting service)', () => {
  it('gives the same visitor the same variation of a campaign every time', () => {
    for (const user of ['dy-1', 'dy-2', 'visitor-abc']) {
      const first = bucketOf(user, 201, AB);
      for (let i = 0; i < 5; i++) expect(bucketOf(user, 201, AB)).toBe(first);
    }
    expect(fnv1a('dy-1:201')).toBe(fnv1a('dy-1:201'));
  });

  it('splits 10,000 visitors over the weights within ±2%', () => {
    const weights = [
      { id: 1, weight: 20 },
      { id: 2, weight: 30 },
      { id: 3, weight: 50 },
    ];
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const v = bucketOf(`visitor-${i}`, 101, weights)!;
      counts.set(v.id, (counts.get(v.id) ?? 0) + 1);
    }
    expect(Math.abs(counts.get(1)! / 10_000 - 0.2)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(counts.get(2)! / 10_000 - 0.3)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(counts.get(3)! / 10_000 - 0.5)).toBeLessThanOrEqual(0.02);
  });

  it('splits 50/50 within ±2% and buckets each campaign independently', () => {
    let a = 0;
    let same = 0;
    for (let i = 0; i < 10_000; i++) {
      const user = `u${i}`;
      if (bucketOf(user, 201, AB)!.id === 1) a++;
      if (bucketOf(user, 201, AB)!.id === bucketOf(user, 301, AB)!.id) same++;
    }
    expect(Math.abs(a / 10_000 - 0.5)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(same / 10_000 - 0.5)).toBeLessThanOrEqual(0.02);
  });

  it('skips variations of weight 0 and answers undefined without weight', () => {
    expect(
      bucketOf('u', 1, [
        { id: 9, weight: 0 },
        { id: 7, weight: 1 },
      ])!.id,
    ).toBe(7);
    expect(bucketOf('u', 1, [{ id: 9, weight: 0 }])).toBeUndefined();
  });

  it('names a decision by campaign and variation, stably and reversibly', () => {
    expect(decisionIdOf(101, 1012)).toBe('nd-101-1012');
    expect(parseDecisionId('nd-101-1012')).toEqual({ campaignId: 101, variationId: 1012 });
    expect(parseDecisionId('abc')).toBeUndefined();
  });
});
