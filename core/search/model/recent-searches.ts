/**
 * Recent searches (spec: shell-account §3 "Recent searches: list of strings, at most 5, newest first, no
 * duplicates", §4 Search "Submitting stores the query in recent searches", §9 "Recent searches kept 5
 * (three shown, then See more)").
 *
 * Choices the spec leaves open: a query is stored trimmed; a blank query may be submitted but is not stored
 * (it would show as an empty row); duplicates are found ignoring case, and the newest spelling wins.
 */

/** Most recent searches kept: 5 (spec: shell-account §9). */
export const RECENT_SEARCHES_KEPT = 5;
/** Recent searches shown before 'See more': 3 (spec: shell-account §2 Search, §9). */
export const RECENT_SEARCHES_SHOWN = 3;

/** Recent search queries, newest first, at most RECENT_SEARCHES_KEPT, no two equal ignoring case. */
export type RecentSearches = readonly string[];

const sameQuery = (a: string, b: string): boolean => a.toLocaleLowerCase('en-US') === b.toLocaleLowerCase('en-US');

/**
 * The list after submitting `query`: the trimmed query first, any earlier equal entry removed, cut to
 * RECENT_SEARCHES_KEPT. A blank query leaves the list as it is.
 */
export function addRecentSearch(list: RecentSearches, query: string): RecentSearches {
  const q = query.trim();
  if (q === '') return list;
  return [q, ...list.filter((entry) => !sameQuery(entry, q))].slice(0, RECENT_SEARCHES_KEPT);
}

/**
 * A stored value made safe to use: strings only, trimmed, non-blank, duplicates dropped (first kept), at
 * most RECENT_SEARCHES_KEPT. Anything that is not an array gives []. Use it on whatever storage returns.
 */
export function normalizeRecentSearches(stored: unknown): RecentSearches {
  if (!Array.isArray(stored)) return [];
  const out: string[] = [];
  for (const value of stored) {
    if (typeof value !== 'string') continue;
    const q = value.trim();
    if (q === '' || out.some((entry) => sameQuery(entry, q))) continue;
    out.push(q);
    if (out.length === RECENT_SEARCHES_KEPT) break;
  }
  return out;
}

/** What the list shows: the first RECENT_SEARCHES_SHOWN unless expanded, and which toggle to offer. */
export interface RecentSearchesView {
  readonly shown: RecentSearches;
  /** 'See more' when some are hidden, 'See less' when expanded past three, none when all fit. */
  readonly toggle: 'see-more' | 'see-less' | undefined;
}

/** The visible part of the list (spec: shell-account §2 Search "three shown, then See more / See less"). */
export function recentSearchesView(list: RecentSearches, expanded: boolean): RecentSearchesView {
  if (list.length <= RECENT_SEARCHES_SHOWN) return { shown: list, toggle: undefined };
  return expanded
    ? { shown: list, toggle: 'see-less' }
    : { shown: list.slice(0, RECENT_SEARCHES_SHOWN), toggle: 'see-more' };
}
