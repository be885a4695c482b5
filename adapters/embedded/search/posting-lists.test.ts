import { describe, expect, it } from 'vitest';
import { FieldAnalyser } from './field-analyser';
import { PostingLists } from './posting-lists';

const entries = (lists: PostingLists, key: number): number[][] => {
  const { data, used } = lists.get(key);
  const out: number[][] = [];
  for (let e = 0; data && e < used; e += 2) out.push([data[e]!, data[e + 1]!]);
  return out;
};

describe('PostingLists', () => {
  it('lays out every slot’s pairs as lists ascending by slot, with each slot’s keys', () => {
    // slot 0: key 2 ×1, key 0 ×3; slot 1: key 2 ×2; slot 2: nothing; slot 3: key 0 ×1, key 1 ×1
    const pairs = Int32Array.from([2, 1, 0, 3, 2, 2, 0, 1, 1, 1]);
    const offsets = Int32Array.from([0, 2, 3, 3, 5]);
    const { lists, keys } = PostingLists.layOut(pairs, offsets, 4);
    expect(entries(lists, 0)).toEqual([
      [0, 3],
      [3, 1],
    ]);
    expect(entries(lists, 1)).toEqual([[3, 1]]);
    expect(entries(lists, 2)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(lists.get(3)).toEqual({ data: undefined, used: 0 });
    expect([...keys]).toEqual([2, 0, 2, 0, 1]);
  });

  it('grows a laid-out list on append without touching its neighbours, and empties it on detach', () => {
    const { lists } = PostingLists.layOut(Int32Array.from([0, 5, 1, 7]), Int32Array.from([0, 2]), 2);
    expect(lists.append(0, 4, 2)).toBe(false);
    expect(entries(lists, 0)).toEqual([
      [0, 5],
      [4, 2],
    ]);
    expect(entries(lists, 1)).toEqual([[0, 7]]);
    expect(lists.detach(0, 0)).toBe(false);
    expect(entries(lists, 0)).toEqual([[4, 2]]);
    expect(lists.detach(0, 9)).toBe(false);
    expect(lists.detach(0, 4)).toBe(true);
    expect(lists.usedOf(0)).toBe(0);
    expect(lists.append(0, 1, 1)).toBe(true);
  });
});

describe('FieldAnalyser', () => {
  it('counts distinct words as typed and occurrences per normalised term, terms in first-seen order', () => {
    const ids = new Map<string, number>();
    const analyser = new FieldAnalyser((t) => ids.get(t) ?? (ids.set(t, ids.size), ids.size - 1));
    const pairs: number[] = [];
    expect(analyser.analyse('Almonds roasted in almond oil, ALMONDS', 2, 1, pairs)).toBe(6);
    expect([...ids.keys()]).toEqual(['almonds', 'roasted', 'in', 'almond', 'oil']);
    expect(pairs).toEqual([0 * 2 + 1, 2, 1 * 2 + 1, 1, 2 * 2 + 1, 1, 3 * 2 + 1, 1, 4 * 2 + 1, 1]);
    pairs.length = 0;
    expect(analyser.analyse('Crème almonds', 2, 0, pairs)).toBe(2);
    expect(pairs).toEqual([5 * 2, 1, 0 * 2, 1]);
    expect(ids.get('creme')).toBe(5);
  });
});
