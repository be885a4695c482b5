import { makeAutoObservable } from 'mobx';
import {
  addRecentSearch,
  normalizeRecentSearches,
  recentSearchesView,
  type RecentSearches,
  type RecentSearchesView,
} from '../../core/search';

/** The localStorage key of the recent searches (a JSON array of strings, newest first). */
export const RECENT_SEARCHES_STORAGE_KEY = 'nutshell.recentSearches';

/** The part of Web Storage the store uses (localStorage in the browser). */
export type RecentSearchesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * View-model of the header's recent searches (spec: shell-account §2 Search, §3 Recent searches, §4
 * "Submitting stores the query in recent searches"), persisted in `storage`. Storage that fails (private
 * mode, quota, bad JSON) is treated as empty and never breaks search.
 */
export class SearchRecentStore {
  list: RecentSearches = [];
  /** Whether 'See more' was chosen. */
  expanded = false;

  constructor(private readonly storage: RecentSearchesStorage | undefined) {
    makeAutoObservable<SearchRecentStore, 'storage'>(this, { storage: false });
  }

  /** Reads the stored list (call once, when the search box mounts). */
  load(): void {
    try {
      const raw = this.storage?.getItem(RECENT_SEARCHES_STORAGE_KEY);
      this.list = normalizeRecentSearches(raw ? JSON.parse(raw) : []);
    } catch {
      this.list = [];
    }
  }

  /** Stores a submitted query (newest first, at most 5, no duplicates; a blank query is not stored). */
  add(query: string): void {
    this.list = addRecentSearch(this.list, query);
    try {
      this.storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(this.list));
    } catch {
      // Not persisting is acceptable: the list still works for this page view.
    }
  }

  toggleExpanded(): void {
    this.expanded = !this.expanded;
  }

  /** The rows to show and which of See more / See less to offer. */
  get view(): RecentSearchesView {
    return recentSearchesView(this.list, this.expanded);
  }
}
