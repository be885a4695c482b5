import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';

// What the browser entry needs of search before the header search's code arrives (the header search is
// an island): the static bar below and what it shares with the header search. No other search module is imported
// here, so that they stay out of the entry.

/** The results page path (route name Search; shell-account §2 Search). */
export const SEARCH_PATH = '/search/instant';

/** The search bar's texts (spec: shell-account §2 Search: placeholder 'Search for a product'); searchCopy has them. */
export const searchBarCopy = {
  placeholder: 'Search for a product',
  inputLabel: 'Search for a product',
  clear: 'Clear search',
  submit: 'Submit search',
} as const;

/** The `query` parameter of a location's search string ('' when absent). */
export const queryOf = (search: string): string => new URLSearchParams(search).get('query') ?? '';

/** The query the header's search box starts with: the results page's query there, '' elsewhere. */
export const headerQueryOf = (location: { readonly pathname: string; readonly search: string }): string =>
  location.pathname === SEARCH_PATH ? queryOf(location.search) : '';

/** The magnifier icon of the search buttons. */
export const SearchIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="search-icon">
    <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/** Empties the clear button's form's query box and focuses it. */
function clearQuery(e: MouseEvent<HTMLButtonElement>): void {
  const input = e.currentTarget.form?.elements.namedItem('query');
  if (!(input instanceof HTMLInputElement)) return;
  input.value = '';
  input.focus();
}

/**
 * The header search while its code loads: the markup the server renders for the closed lg bar (the same
 * element, classes and attributes as `HeaderSearch` with `SearchForm`), as a plain GET form of /search/instant with
 * the results page's query, so that showing it in place of the server's markup shifts nothing.
 */
export function StaticSearchBar() {
  const query = headerQueryOf(useLocation());
  return (
    <div className="header-search">
      <form role="search" className="search-form" action={SEARCH_PATH}>
        <input
          type="search"
          name="query"
          className="search-form__input"
          defaultValue={query}
          placeholder={searchBarCopy.placeholder}
          aria-label={searchBarCopy.inputLabel}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={false}
        />
        {query !== '' && (
          <button type="button" className="search-form__clear" aria-label={searchBarCopy.clear} onClick={clearQuery}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className="search-form__submit" aria-label={searchBarCopy.submit}>
          <SearchIcon />
        </button>
      </form>
    </div>
  );
}
