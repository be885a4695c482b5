import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BlockOptions } from '../../../../core/content';

/** The search results page and its query parameter (core-cart-checkout §2 "/search/instant (query: query)"). */
const SEARCH_ACTION = '/search/instant';
/** The search field's placeholder and label, and its button's text. */
export const contentSearchCopy = { placeholder: 'Search for a product', submit: 'Search' } as const;

/**
 * A search form (a GET form to /search/instant with `query`, so it works without JavaScript; with it the app
 * navigates there itself): a labelled search field with the placeholder 'Search for a product' and its button.
 */
function ContentSearchForm({ className }: { readonly className: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      className={`content-search ${className}`}
      method="get"
      action={SEARCH_ACTION}
      onSubmit={(e) => {
        e.preventDefault();
        void navigate(`${SEARCH_ACTION}?query=${encodeURIComponent(query.trim())}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {contentSearchCopy.placeholder}
      </label>
      <input
        id={id}
        type="search"
        name="query"
        className="content-search__input"
        placeholder={contentSearchCopy.placeholder}
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className="button button--primary content-search__submit">
        {contentSearchCopy.submit}
      </button>
    </form>
  );
}

/** The search form at a page's foot (shell-account §2 search footer), under its title when it has one. */
export function SearchFooterBlock({ options }: { readonly options: BlockOptions<'Search Footer'> }) {
  return (
    <section className="content-search-footer">
      {options.title && <h2 className="content-block__title">{options.title}</h2>}
      <ContentSearchForm className="content-search--footer" />
    </section>
  );
}

/** The search bar placed in content for phones (shell-account §2 mobile search bar): shown below lg only. */
export function MobileSearchBarBlock() {
  return <ContentSearchForm className="content-search--mobile" />;
}
