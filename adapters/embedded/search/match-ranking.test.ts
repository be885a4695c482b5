import { describe, expect, it, vi } from 'vitest';
import type { QuerySuggestionRecord } from '../../../ports/search';
import { MatchRanker } from './match-ranking';
import { IndexData } from './search-index';

const row = (objectID: string, popularity: number): QuerySuggestionRecord => ({
  objectID,
  query: objectID,
  popularity,
});

/** 'date' as typed in one document, 'data' (one typo away) in five, nothing in one. */
function dates(): IndexData<QuerySuggestionRecord> {
  const data = new IndexData<QuerySuggestionRecord>({
    fields: { query: 1 },
    facetable: [],
    highlightable: [],
    customRanking: (a, b) => b.popularity - a.popularity,
  });
  data.put('exact', { query: 'medjool date' }, [row('exact', 1)]);
  for (const [doc, popularity] of [
    ['d1', 5],
    ['d2', 4],
    ['d3', 3],
    ['d4', 2],
    ['d5', 1],
  ] as const)
    data.put(doc, { query: `data sheet ${doc}` }, [row(doc, popularity)]);
  data.put('none', { query: 'cashews' }, [row('none', 9)]);
  return data;
}

function topFor(data: IndexData<QuerySuggestionRecord>, k: number): { top: string[]; scored: number } {
  const table = data.table();
  const matches = data.relevance('date', true)!;
  const scoreSlots = vi.spyOn(matches, 'scoreSlots');
  const ranker = MatchRanker.of(table);
  ranker.load(matches, data.ordinals(), 1);
  const candidates = Int32Array.from(matches.slots, (s) => table.docStart[data.ordinals()[s]!]!);
  const top = ranker.top(candidates, k, table.view(undefined)).map((r) => table.entries[r]!.doc);
  return { top, scored: scoreSlots.mock.calls.reduce((n, [slots]) => n + slots.length, 0) };
}

describe('MatchRanker', () => {
  it('ranks the typed word first and scores only the documents up to the k-th one’s class', () => {
    // k = 1: the exact match is alone in the best class (0 typos), so only it is scored.
    expect(topFor(dates(), 1)).toEqual({ top: ['exact'], scored: 1 });
    // k = 2: one more from the 1-typo class; its custom ranking (popularity) splits it, so only d1 joins.
    expect(topFor(dates(), 2)).toEqual({ top: ['exact', 'd1'], scored: 2 });
    // k = 6: every match.
    expect(topFor(dates(), 6)).toEqual({ top: ['exact', 'd1', 'd2', 'd3', 'd4', 'd5'], scored: 6 });
  });

  it('takes nothing for k = 0', () => {
    expect(topFor(dates(), 0).top).toEqual([]);
  });
});
