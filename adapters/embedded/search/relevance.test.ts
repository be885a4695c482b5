import { describe, expect, it } from 'vitest';
import type { QuerySuggestionRecord } from '../../../ports/search';
import { IndexData } from './search-index';

const row = (objectID: string): QuerySuggestionRecord => ({ objectID, query: objectID, popularity: 1 });

/** Scores checked against minisearch 7 (the engine before ours) on the same three documents. */
function small(): IndexData<QuerySuggestionRecord> {
  const data = new IndexData<QuerySuggestionRecord>({
    fields: { name: 3, description: 1 },
    facetable: [],
    highlightable: [],
    customRanking: () => 0,
  });
  data.put('a', { name: 'Roasted Almonds', description: 'Almonds roasted in almond oil' }, [row('a')]);
  data.put('b', { name: 'Raw Almonds', description: 'Raw' }, [row('b')]);
  data.put('c', { name: 'Cashews', description: 'Creamy cashews' }, [row('c')]);
  return data;
}

function ranked(
  data: IndexData<QuerySuggestionRecord>,
  query: string,
  typos = true,
): Record<string, [number, number, number, number]> {
  const m = data.relevance(query, typos)!;
  const out: Record<string, [number, number, number, number]> = {};
  for (const doc of ['a', 'b', 'c', 'd']) {
    const r = m.get(doc);
    if (r) out[doc] = [r.typos, r.attribute, r.exact, r.score];
  }
  return out;
}

describe('relevance', () => {
  it('scores BM25 with the field boosts, as minisearch did', () => {
    expect(ranked(small(), 'almonds')).toEqual({ a: [0, 0, 1, 3.7133393060981215], b: [0, 0, 1, 2.0149817753812114] });
  });

  it('matches the last word as a prefix, not exact', () => {
    expect(ranked(small(), 'alm')).toEqual({ a: [0, 0, 0, 1.437045707313071], b: [0, 0, 0, 0.6450398976067903] });
  });

  it('reaches a swap of neighbours as one typo, scored as the word it reaches', () => {
    expect(ranked(small(), 'cashwes')).toEqual({ c: [1, 0, 0, 6.518885631405325] });
    expect(ranked(small(), 'cashwes', false)).toEqual({});
  });

  it('requires every word; counts exact words and the best attribute', () => {
    // 'almond' also reaches 'almonds' (one typo) in the name: the best attribute is the name (0).
    expect(ranked(small(), 'almond oil')).toEqual({ a: [0, 0, 2, 7.454448328334399] });
    expect(ranked(small(), 'oil')[`a`]?.slice(0, 3)).toEqual([0, 1, 1]);
    expect(ranked(small(), 'raw cashews')).toEqual({});
    expect(small().relevance('  ', true)).toBeUndefined();
  });

  it('follows removals and additions with the averages minisearch would have after vacuuming', () => {
    const data = small();
    data.remove('b');
    expect(ranked(data, 'almonds')).toEqual({ a: [0, 0, 1, 4.190071711897396] });
    data.put('d', { name: 'Smoked Almonds', description: '' }, [row('d')]);
    expect(ranked(data, 'almonds')).toEqual({ a: [0, 0, 1, 3.6407993789493833], d: [0, 0, 1, 2.0149817753812114] });
    data.put('d', { name: 'Smoked Almonds', description: '' }, []);
    expect(ranked(data, 'almonds')).toEqual({ a: [0, 0, 1, 4.190071711897396] });
  });
});
