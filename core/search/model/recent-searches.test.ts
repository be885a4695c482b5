import fc from 'fast-check';
import {
  RECENT_SEARCHES_KEPT,
  RECENT_SEARCHES_SHOWN,
  addRecentSearch,
  normalizeRecentSearches,
  recentSearchesView,
} from './recent-searches';

describe('recent searches (shell-account §3, §4 Search, §9)', () => {
  it('keeps 5 and shows 3', () => {
    expect(RECENT_SEARCHES_KEPT).toBe(5);
    expect(RECENT_SEARCHES_SHOWN).toBe(3);
  });

  it('puts the newest first', () => {
    expect(addRecentSearch(['cashews'], 'almonds')).toEqual(['almonds', 'cashews']);
  });

  it('keeps at most 5, dropping the oldest', () => {
    const list = ['e', 'd', 'c', 'b', 'a'];
    expect(addRecentSearch(list, 'f')).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('moves a repeated query to the front instead of duplicating it (ignoring case, newest spelling)', () => {
    expect(addRecentSearch(['pecans', 'almonds', 'dates'], 'Almonds')).toEqual(['Almonds', 'pecans', 'dates']);
  });

  it('stores the query trimmed and ignores a blank query', () => {
    expect(addRecentSearch([], '  dates ')).toEqual(['dates']);
    expect(addRecentSearch(['dates'], '   ')).toEqual(['dates']);
    expect(addRecentSearch(['dates'], '')).toEqual(['dates']);
  });

  it('never holds more than 5 or a duplicate, whatever is submitted', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 30 }), (queries) => {
        const list = queries.reduce(addRecentSearch, [] as readonly string[]);
        expect(list.length).toBeLessThanOrEqual(5);
        expect(new Set(list.map((q) => q.toLowerCase())).size).toBe(list.length);
        const lastNonBlank = [...queries].reverse().find((q) => q.trim() !== '');
        if (lastNonBlank !== undefined) expect(list[0]).toBe(lastNonBlank.trim());
      }),
    );
  });

  it('normalizes what storage returns', () => {
    expect(normalizeRecentSearches(null)).toEqual([]);
    expect(normalizeRecentSearches('almonds')).toEqual([]);
    expect(normalizeRecentSearches(['a', 3, ' ', 'A', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shows three, then See more; expanded, all five and See less', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(recentSearchesView(list, false)).toEqual({ shown: ['a', 'b', 'c'], toggle: 'see-more' });
    expect(recentSearchesView(list, true)).toEqual({ shown: list, toggle: 'see-less' });
  });

  it('offers no toggle when three or fewer are kept', () => {
    expect(recentSearchesView(['a', 'b', 'c'], false)).toEqual({ shown: ['a', 'b', 'c'], toggle: undefined });
    expect(recentSearchesView(['a', 'b', 'c'], true)).toEqual({ shown: ['a', 'b', 'c'], toggle: undefined });
    expect(recentSearchesView([], false)).toEqual({ shown: [], toggle: undefined });
  });
});
