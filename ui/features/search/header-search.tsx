import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { productsSearched } from '../../../core/analytics';
import { useStores } from '../../app/stores-context';
import { SearchRecentStore } from '../../stores/search-recent-store';
import { RecentSearchesList } from './recent-searches-list';
import {
  LG_MEDIA_QUERY,
  SEARCH_ANALYTICS_DEBOUNCE_MS,
  SEARCH_PAGE_INPUT_ID,
  SEARCH_PATH,
  SUGGESTIONS_THROTTLE_MS,
  searchPageUrl,
} from './search-config';
import { searchCopy } from './search-copy';
import { useMediaQuery } from './use-media-query';
import { useThrottledValue } from './use-throttled-value';
import '../../styles/search.css';

// InstantSearch and the search client load only when the shopper opens search.
const SuggestionsPanel = lazy(() => import('./suggestions-panel'));

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const queryOf = (search: string): string => new URLSearchParams(search).get('query') ?? '';

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="search-icon">
    <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/**
 * Arrow-key navigation of the open search panel: moves the focus `step` (1 down, -1 up) through the input and
 * the panel's links and buttons in document order; up from the first entry returns to the input, down from
 * the last stays. Returns whether the focus moved.
 */
function moveFocus(panel: HTMLElement, input: HTMLInputElement | null, step: 1 | -1): boolean {
  const entries: HTMLElement[] = [
    ...(input ? [input] : []),
    ...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const next = entries[Math.min(entries.length - 1, Math.max(0, at + step))];
  if (!next || next === document.activeElement) return false;
  next.focus();
  return true;
}

/** What the header search's effects read and set. */
interface SearchEffectsInput {
  readonly recent: SearchRecentStore;
  readonly open: boolean;
  readonly isDesktop: boolean;
  /** The query as typed while search is open ('' when closed). */
  readonly typed: string;
  readonly setOpen: (open: boolean) => void;
  readonly setQuery: (query: string) => void;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly rootRef: RefObject<HTMLDivElement | null>;
}

/**
 * The header search's effects (shell-account §4 Search): recent searches load once; the 'Products Searched'
 * call; any navigation closes search (the results page shows its query); a click outside closes the popover;
 * the modal takes the focus.
 */
function useSearchEffects({
  recent,
  open,
  isDesktop,
  typed,
  setOpen,
  setQuery,
  inputRef,
  rootRef,
}: SearchEffectsInput) {
  const { analytics } = useStores();
  const location = useLocation();
  useEffect(() => {
    recent.load();
  }, [recent]);

  // Typing sends one analytics call once the query rests 400 ms (shell-account §4).
  useEffect(() => {
    if (typed === '') return undefined;
    const timer = setTimeout(() => analytics.track(productsSearched(typed)), SEARCH_ANALYTICS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, analytics]);

  // Any navigation closes search; on the results page the box shows the searched query.
  useEffect(() => {
    setOpen(false);
    if (location.pathname === SEARCH_PATH) setQuery(queryOf(location.search));
  }, [location.key, location.pathname, location.search, setOpen, setQuery]);

  // The popover closes on a click outside it; the modal is full-screen and closes by its button or Esc.
  useEffect(() => {
    if (!open || !isDesktop) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, isDesktop, rootRef, setOpen]);

  // The modal takes the focus when it opens.
  useEffect(() => {
    if (open && !isDesktop) inputRef.current?.focus();
  }, [open, isDesktop, inputRef]);
}

/** The open panel's keys: Esc closes it (`close`), arrow down and up move through its entries. */
function panelKeys(panelId: string, inputRef: RefObject<HTMLInputElement | null>, close: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const panelEl = document.getElementById(panelId);
      if (panelEl && moveFocus(panelEl, inputRef.current, e.key === 'ArrowDown' ? 1 : -1)) e.preventDefault();
    }
  };
}

/** What the search form shows and reports. */
interface SearchFormProps {
  readonly query: string;
  readonly open: boolean;
  readonly panelId: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onSubmit: (e: FormEvent) => void;
  readonly onQuery: (query: string) => void;
  readonly onFocus: () => void;
}

/**
 * The search form (shell-account §2 Search): a search combobox with the placeholder 'Search for a product', a clear
 * button while it has text and the submit button; a plain GET of /search/instant without JavaScript.
 */
function SearchForm({ query, open, panelId, inputRef, onSubmit, onQuery, onFocus }: SearchFormProps) {
  return (
    <form role="search" className="search-form" action={SEARCH_PATH} onSubmit={onSubmit}>
      <input
        ref={inputRef}
        type="search"
        name="query"
        className="search-form__input"
        value={query}
        placeholder={searchCopy.placeholder}
        aria-label={searchCopy.inputLabel}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={onFocus}
        onChange={(e) => onQuery(e.target.value)}
      />
      {query !== '' && (
        <button
          type="button"
          className="search-form__clear"
          aria-label={searchCopy.clear}
          onClick={() => {
            onQuery('');
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button type="submit" className="search-form__submit" aria-label={searchCopy.submit}>
        <SearchIcon />
      </button>
    </form>
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
  const { ui } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [recent] = useState(() => new SearchRecentStore(browserStorage()));
  const isDesktop = useMediaQuery(LG_MEDIA_QUERY, true);
  const [query, setQuery] = useState(() => (location.pathname === SEARCH_PATH ? queryOf(location.search) : ''));
  const [open, setOpen] = useState(false);
  const throttledQuery = useThrottledValue(query, SUGGESTIONS_THROTTLE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useSearchEffects({ recent, open, isDesktop, typed: open ? query.trim() : '', setOpen, setQuery, inputRef, rootRef });

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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(query);
  };
  const onKeyDown = open ? panelKeys(panelId, inputRef, () => close(true)) : undefined;
  const openModal = () => {
    const pageInput = location.pathname === SEARCH_PATH ? document.getElementById(SEARCH_PAGE_INPUT_ID) : null;
    if (pageInput) {
      pageInput.focus();
      return;
    }
    ui.closeMenus();
    setOpen(true);
  };

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

  const panel = open && (
    <div id={panelId} className="search-panel">
      <RecentSearchesList recent={recent} onSearch={search} />
      <Suspense
        fallback={
          <p className="search-suggestions__loading" role="status">
            {searchCopy.loadingSuggestions}
          </p>
        }
      >
        <SuggestionsPanel query={throttledQuery} onSearch={search} />
      </Suspense>
    </div>
  );

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
