import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { productsSearched } from '../../../core/analytics';
import { useStores } from '../../app/stores-context';
import type { SearchRecentStore } from '../../stores/search-recent-store';
import { queryOf, SEARCH_PATH } from './search-bar';
import { SEARCH_ANALYTICS_DEBOUNCE_MS } from './search-config';

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
export function useSearchEffects({
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
