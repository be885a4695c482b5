import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from '../../app/stores-context';
import { SearchRecentStore, type RecentSearchesStorage } from '../../stores/search-recent-store';
import { RecentSearchesList } from './recent-searches-list';
import { headerQueryOf, SEARCH_PATH, SearchIcon } from './search-bar';
import { LG_MEDIA_QUERY, SEARCH_PAGE_INPUT_ID, SUGGESTIONS_THROTTLE_MS, searchPageUrl } from './search-config';
import { searchCopy } from './search-copy';
import { panelKeys, SearchForm } from './search-form';
import { useMediaQuery } from './use-media-query';
import { useSearchEffects } from './use-search-effects';
import { useThrottledValue } from './use-throttled-value';

// InstantSearch and the search client load only when the shopper opens search.
const SuggestionsPanel = lazy(() => import('./suggestions-panel'));

/** The browser's local storage; undefined on the server and where it is unavailable (blocked or private mode). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The recent searches' storage, reached on each read or write rather than when the store is made: the store is
 * made while rendering, which must not touch storage (it runs on the server too).
 */
const recentSearchesStorage: RecentSearchesStorage = {
  getItem: (key) => browserStorage()?.getItem(key) ?? null,
  setItem: (key, value) => browserStorage()?.setItem(key, value),
};

/**
 * The header search's state and actions: the recent searches, whether the viewport is lg or wider, the query
 * (the results page's query when it starts there), whether search is open, the input, toggle and root elements,
 * `close` (back to the toggle when `restoreFocus` below lg), `search` (store the query in recent searches and
 * go to its results page) and `openModal` (below lg; on the results page it focuses the page's input instead).
 */
function useHeaderSearch() {
  const { ui } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [recent] = useState(() => new SearchRecentStore(recentSearchesStorage));
  const isDesktop = useMediaQuery(LG_MEDIA_QUERY, true);
  const [query, setQuery] = useState(() => headerQueryOf(location));
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useSearchEffects({ recent, open, isDesktop, typed: open ? query.trim() : '', setOpen, setQuery, inputRef, rootRef });
  // Only one of the mobile menu, the shipping details and the search modal is open (shell-account §4).
  const modal = open && !isDesktop;
  useEffect(() => ui.setSearchOpen(modal), [ui, modal]);
  useEffect(() => {
    if (!ui.searchOpen && modal) setOpen(false);
  }, [ui.searchOpen, modal]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus && !isDesktop) toggleRef.current?.focus();
  };

  const search = (text: string) => {
    const q = text.trim();
    recent.add(q);
    setQuery(q);
    setOpen(false);
    inputRef.current?.blur();
    navigate(searchPageUrl(q));
  };

  const openModal = () => {
    const pageInput = location.pathname === SEARCH_PATH ? document.getElementById(SEARCH_PAGE_INPUT_ID) : null;
    if (pageInput) {
      pageInput.focus();
      return;
    }
    ui.closeMenus();
    setOpen(true);
  };
  return { recent, isDesktop, query, setQuery, open, setOpen, inputRef, toggleRef, rootRef, close, search, openModal };
}

/** The open search's panel: the recent searches and the suggestions for `query` (loaded on first open). */
function SearchPanel({
  id,
  recent,
  query,
  onSearch,
}: {
  id: string;
  recent: SearchRecentStore;
  query: string;
  onSearch: (text: string) => void;
}) {
  return (
    <div id={id} className="search-panel">
      <RecentSearchesList recent={recent} onSearch={onSearch} />
      <Suspense
        fallback={
          <p className="search-suggestions__loading" role="status">
            {searchCopy.loadingSuggestions}
          </p>
        }
      >
        <SuggestionsPanel query={query} onSearch={onSearch} />
      </Suspense>
    </div>
  );
}

/**
 * The header's search (spec: shell-account §2 Search, §4 Search): at lg and wider a bar with a suggestions
 * popover, below lg a search button opening a full-screen modal (on the results page it focuses the page's
 * search input instead). Placeholder 'Search for a product', clear and submit buttons, recent searches and
 * suggestions fetched at most every 200 ms. Esc, a route change or landing on the results page closes it.
 * Submitting stores the query in recent searches and goes to /search/instant?query=… (an empty query too).
 * Arrow down and up move through the panel's entries. Typing sends a 'Products Searched' analytics call
 * debounced 400 ms.
 */
export const HeaderSearch = observer(function HeaderSearch() {
  const { recent, isDesktop, query, setQuery, open, setOpen, inputRef, toggleRef, rootRef, close, search, openModal } =
    useHeaderSearch();
  const throttledQuery = useThrottledValue(query, SUGGESTIONS_THROTTLE_MS);
  const panelId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(query);
  };
  const onKeyDown = open ? panelKeys(panelId, inputRef, () => close(true)) : undefined;

  const form = (
    <SearchForm
      query={query}
      open={open}
      panelId={panelId}
      inputRef={inputRef}
      onSubmit={onSubmit}
      onQuery={(q) => {
        setQuery(q);
        setOpen(true);
      }}
      onFocus={() => setOpen(true)}
    />
  );

  const panel = open && <SearchPanel id={panelId} recent={recent} query={throttledQuery} onSearch={search} />;

  if (isDesktop) {
    return (
      <div
        ref={rootRef}
        className="header-search"
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (e.relatedTarget && !rootRef.current?.contains(e.relatedTarget)) setOpen(false);
        }}
      >
        {form}
        {panel && (
          <div className="search-popover" role="dialog" aria-label={searchCopy.suggestionsLabel}>
            {panel}
          </div>
        )}
      </div>
    );
  }
  return (
    <div ref={rootRef} className="header-search header-search--compact" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="search-toggle"
        aria-label={searchCopy.openSearch}
        aria-haspopup="dialog"
        onClick={openModal}
      >
        <SearchIcon />
      </button>
      {open && (
        <div className="search-modal" role="dialog" aria-modal="true" aria-label={searchCopy.dialogLabel}>
          <div className="search-modal__bar">
            {form}
            <button type="button" className="search-modal__close" onClick={() => close(true)}>
              {searchCopy.closeSearch}
            </button>
          </div>
          <div className="search-modal__body">{panel}</div>
        </div>
      )}
    </div>
  );
});
