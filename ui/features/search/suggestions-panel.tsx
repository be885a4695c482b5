import { Configure, Highlight, Index, InstantSearch, useHits } from 'react-instantsearch';
import { Link } from 'react-router';
import type { Hit } from 'instantsearch.js';
import type { DepartmentRecord, QuerySuggestionRecord, SearchProductRecord } from '../../../ports/search';
import { ProductImage } from '../../components/product-image';
import { cardPriceText } from '../../components/format';
import { usd } from '../../../core/shared';
import { useSearchClient } from './search-client';
import { PRODUCTS_INDEX, QUERY_SUGGESTION_HITS, SUGGESTION_HITS, SUGGESTION_INDEXES } from './search-config';
import { searchCopy } from './search-copy';

/** What the popover does when the shopper picks something. */
export interface SuggestionsPanelProps {
  /** The (throttled) text of the search box. */
  readonly query: string;
  /** A query suggestion was chosen: submit it as a search. */
  readonly onSearch: (query: string) => void;
}

type Record<T> = Hit<T & { [key: string]: unknown }>;

function DepartmentSuggestions() {
  const { items } = useHits<Record<DepartmentRecord>>();
  if (items.length === 0) return null;
  return (
    <section className="search-suggestions__section" aria-label={searchCopy.departments}>
      <h3 className="search-suggestions__heading">{searchCopy.departments}</h3>
      <ul className="search-suggestions__list">
        {items.map((hit) => (
          <li key={hit.objectID}>
            <Link className="search-suggestions__link" to={hit.path}>
              <Highlight hit={hit} attribute="name" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductSuggestions({ query }: { query: string }) {
  const { items, results } = useHits<Record<SearchProductRecord>>();
  if (items.length === 0) {
    const answered = results !== undefined && !results.__isArtificial;
    return answered && query.trim() !== '' ? (
      <p className="search-suggestions__empty">{searchCopy.noProductSuggestions(query.trim())}</p>
    ) : null;
  }
  return (
    <section className="search-suggestions__section" aria-label={searchCopy.products}>
      <h3 className="search-suggestions__heading">{searchCopy.products}</h3>
      <ul className="search-suggestions__products">
        {items.map((hit) => (
          <li key={hit.objectID}>
            <Link className="search-suggestions__product" to={hit.path}>
              <ProductImage src={hit.Product.listingImageUrl} alt="" className="search-suggestions__image" />
              <span className="search-suggestions__product-name">
                <Highlight hit={hit} attribute={['Product', 'name']} />
              </span>
              <span className="search-suggestions__price">{cardPriceText(usd(hit.singlePiecePrice))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuerySuggestions({ onSearch }: { onSearch: (query: string) => void }) {
  const { items } = useHits<Record<QuerySuggestionRecord>>();
  if (items.length === 0) return null;
  return (
    <section className="search-suggestions__section" aria-label={searchCopy.querySuggestions}>
      <h3 className="search-suggestions__heading">{searchCopy.querySuggestions}</h3>
      <ul className="search-suggestions__list">
        {items.map((hit) => (
          <li key={hit.objectID}>
            <button type="button" className="search-suggestions__query" onClick={() => onSearch(hit.query)}>
              <Highlight hit={hit} attribute="query" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The suggestions of the search popover (spec: shell-account §2 Search, §7 Search service): one multi-index
 * query for departments (5 hits, distinct, idealForSuggestions, rule context featuredCategories), products
 * (5 hits, distinct, traits searchable, click analytics) and query suggestions (6 hits). Loaded lazily with
 * InstantSearch when the shopper opens search.
 */
export default function SuggestionsPanel({ query, onSearch }: SuggestionsPanelProps) {
  const client = useSearchClient();
  const hasQuery = query.trim() !== '';
  return (
    <InstantSearch searchClient={client} indexName={PRODUCTS_INDEX} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure
        query={query}
        hitsPerPage={hasQuery ? SUGGESTION_HITS : 0}
        distinct
        filters="traits:searchable"
        clickAnalytics
      />
      <div className="search-suggestions">
        <Index indexName={SUGGESTION_INDEXES.departments}>
          <Configure
            query={query}
            hitsPerPage={hasQuery ? SUGGESTION_HITS : 0}
            distinct
            filters="idealForSuggestions:true"
            ruleContexts={['featuredCategories']}
            clickAnalytics={false}
          />
          <DepartmentSuggestions />
        </Index>
        <ProductSuggestions query={query} />
        <Index indexName={SUGGESTION_INDEXES.querySuggestions}>
          <Configure
            query={query}
            hitsPerPage={QUERY_SUGGESTION_HITS}
            distinct={false}
            filters=""
            clickAnalytics={false}
          />
          <QuerySuggestions onSearch={onSearch} />
        </Index>
      </div>
    </InstantSearch>
  );
}
