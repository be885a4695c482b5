import type { Router } from 'instantsearch.js';
import { SEARCH_PATH, URL_WRITE_DELAY_MS } from './search-config';
import { canonicalSearch, routeToSearch, searchToRoute, type SearchRouteState } from './search-url-state';

/**
 * An InstantSearch router over react-router's history instead of `window.history`, so the app's router
 * sees every URL change and back/forward restore the results (spec: shell-account §2 Search "Writes are
 * debounced 400 ms").
 */

/** The two things the router needs from the app's history. */
export interface SearchHistory {
  /** The current location's query string, '?…' or ''. */
  currentSearch(): string;
  /** Pushes a new history entry on the results page with this query string. */
  push(search: string): void;
}

/** The InstantSearch router plus the hook the page calls on every location change. */
export interface SearchRouter extends Router<SearchRouteState> {
  /**
   * Tells the router the location changed (back/forward, or a header search on the results page). A
   * change the router made itself, or one to the same state, is ignored; any other change cancels a
   * pending write and hands the URL's state to InstantSearch.
   */
  locationChanged(search: string): void;
}

/**
 * A router that writes the route state to the URL at most once per `writeDelayMs` (the last state wins),
 * pushing only when the canonical query string differs from the current one. After `dispose()` (the results
 * page unmounted) it writes nothing, so leaving the page never navigates back to it.
 */
export function createSearchRouter(history: SearchHistory, writeDelayMs = URL_WRITE_DELAY_MS): SearchRouter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onUpdate: ((route: SearchRouteState) => void) | undefined;
  let known = canonicalSearch(history.currentSearch());
  let disposed = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    $$type: 'nutshell.react-router',
    read: () => searchToRoute(history.currentSearch()),
    write(route) {
      cancel();
      // InstantSearch may write while it is being torn down (the shopper left the results page): never navigate back.
      if (disposed) return;
      timer = setTimeout(() => {
        timer = undefined;
        const next = routeToSearch(route);
        if (next === canonicalSearch(history.currentSearch())) {
          known = next;
          return;
        }
        known = next;
        history.push(next);
      }, writeDelayMs);
    },
    createURL: (route) => `${SEARCH_PATH}${routeToSearch(route)}`,
    onUpdate(callback) {
      onUpdate = callback;
    },
    locationChanged(search) {
      const next = canonicalSearch(search);
      if (next === known) return;
      cancel();
      known = next;
      onUpdate?.(searchToRoute(search));
    },
    dispose() {
      disposed = true;
      cancel();
      onUpdate = undefined;
    },
  };
}
