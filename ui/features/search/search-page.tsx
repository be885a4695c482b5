import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  Pagination,
  useHits,
  useInstantSearch,
  usePagination,
  useSearchBox,
  type InstantSearchServerState,
} from 'react-instantsearch';
import type { StateMapping, UiState } from 'instantsearch.js';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from '../../app/stores-context';
import { filtersFirst } from '../../../core/search';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { useSearchClient } from './search-client';
import { PRODUCTS_INDEX, SEARCH_PAGE_INPUT_ID, SEARCH_PAGE_SIZE, SEARCH_PATH } from './search-config';
import { searchCopy } from './search-copy';
import { PriceRefinement } from './price-refinement';
import { SearchFilters, SortSelect } from './search-filters';
import { SearchHitCard, type ProductHit } from './search-hit-card';
import { createSearchRouter } from './search-router';
import { routeToState, stateToRoute, type SearchRouteState } from './search-url-state';

const stateMapping: StateMapping<UiState, SearchRouteState> = {
  $$type: 'nutshell.search-url',
  stateToRoute,
  routeToState,
};

/**
 * The query box of the results page, shown below lg (the header's search button focuses it there); a plain GET
 * of /search/instant?query=… without JavaScript.
 */
function PageSearchBox() {
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  useEffect(() => {
    setText(query);
  }, [query]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    refine(text.trim());
  };
  return (
    <form role="search" className="search-form search-page__box" action={SEARCH_PATH} onSubmit={onSubmit}>
      <input
        id={SEARCH_PAGE_INPUT_ID}
        type="search"
        name="query"
        className="search-form__input"
        value={text}
        enterKeyHint="search"
        placeholder={searchCopy.placeholder}
        aria-label={searchCopy.inputLabel}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-form__submit" aria-label={searchCopy.submit}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="search-icon">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

function ResultsHeader() {
  const { query } = useSearchBox();
  const { results } = useInstantSearch();
  usePageAnnouncement(searchCopy.pageAnnouncement, searchCopy.pageTitle(query));
  const answered = !results.__isArtificial;
  return (
    <div className="search-page__head">
      <div>
        <h1 className="search-page__title">{searchCopy.resultsHeading(query)}</h1>
        <p className="search-page__count" aria-live="polite">
          {answered ? searchCopy.resultCount(results.nbHits) : '\u00a0'}
        </p>
        <PriceRefinement />
      </div>
      <SortSelect />
    </div>
  );
}

/**
 * Registers the page of the URL's state from the first render, before any results: the visible `Pagination`
 * mounts only with results, and InstantSearch drops a page no widget claims, so the server would render page 1 of
 * a page-2 URL.
 */
function PageFromUrl() {
  usePagination();
  return null;
}

function Results() {
  const { items, results } = useHits<ProductHit>();
  const { error } = useInstantSearch();
  if (error)
    return (
      <p className="search-page__error" role="alert">
        {searchCopy.searchError}
      </p>
    );
  if (results === undefined || results.__isArtificial) return null;
  if (items.length === 0) {
    return (
      <div className="search-page__empty">
        <p>
          <strong>{searchCopy.noResults(results.query)}</strong>
        </p>
        <p>{searchCopy.tryAgain}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="search-results">
        {items.map((hit, i) => (
          <li key={hit.objectID}>
            <SearchHitCard hit={hit} eager={i < 4} />
          </li>
        ))}
      </ul>
      <Pagination className="search-pagination" padding={2} />
    </>
  );
}

/**
 * The results page, /search/instant (route name Search; spec: shell-account §2 Search, core-cart-checkout
 * §9 "Search page size 50"): product hits (50 a page, one per product), facets as toggles and refinement
 * lists, a price range (`range[price]`, its chip under the count: PriceRefinement), sort by replica index,
 * pagination. Its state lives in the URL (see search-url-state.ts), written through react-router 400 ms after the
 * last change; back and forward restore it. The visitor's search experiment variant (shell-account §4: letters by
 * variant id, from the server's page state) is carried on the page as `data-search-variant`; variant B opens the
 * filters from the start on phones.
 */
export default function SearchPage() {
  const root = useStores();
  // The results the server rendered this page with, taken at the first mount only.
  const [serverState] = useState(() => root.peekInitialSearch() as InstantSearchServerState | undefined);
  useEffect(() => root.dropInitialSearch(), [root]);
  const client = useSearchClient();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef({ search: location.search, navigate });
  current.current = { search: location.search, navigate };
  const [router] = useState(() =>
    createSearchRouter({
      currentSearch: () => current.current.search,
      push: (search) => {
        // A write due when the shopper has already left the results page (InstantSearch does not always dispose its
        // router when the page unmounts, e.g. after hydrating from the server's results) must not bring them back.
        if (window.location.pathname !== SEARCH_PATH) return;
        void current.current.navigate({ pathname: SEARCH_PATH, search });
      },
    }),
  );
  useEffect(() => {
    router.locationChanged(location.search);
  }, [router, location.search]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.search]);

  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        searchClient={client}
        indexName={PRODUCTS_INDEX}
        routing={{ router, stateMapping }}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure
          hitsPerPage={SEARCH_PAGE_SIZE}
          distinct
          filters="traits:searchable"
          facetingAfterDistinct
          clickAnalytics
        />
        <PageFromUrl />
        <div className="container page search-page" data-search-variant={root.searchVariant}>
          <PageSearchBox />
          <ResultsHeader />
          <div className="search-page__grid">
            <SearchFilters initiallyOpen={filtersFirst(root.searchVariant)} />
            <section className="search-page__results" aria-label={searchCopy.products}>
              <Results />
            </section>
          </div>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
