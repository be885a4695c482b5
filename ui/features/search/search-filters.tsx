import { useId, useState } from 'react';
import { ClearRefinements, RefinementList, ToggleRefinement, useSortBy } from 'react-instantsearch';
import type { RefinementListProps } from 'react-instantsearch';
import { FREE_FROM_LABELS, NUTRIENT_CLAIM_LABELS } from '../../../core/catalogue';
import { REFINEMENT_FACETS, SORT_OPTIONS, TOGGLE_FACETS } from './search-config';
import { searchCopy } from './search-copy';

type TransformItems = NonNullable<RefinementListProps['transformItems']>;

/** Items shown by `labels[value]` ('tree-nut-free' → 'Tree nut-free'); a value without a label keeps its own. */
function labelledBy(labels: Readonly<Record<string, string>>): TransformItems {
  return (items) =>
    items.map((item) => (Object.hasOwn(labels, item.value) ? { ...item, label: labels[item.value]! } : item));
}

/**
 * The refinement lists whose values are keys, by attribute, with how they are shown: 'free from' values and
 * nutrient claims by their labels. Made once, so InstantSearch sees the same function on every render.
 */
const FACET_ITEM_LABELS: Readonly<Record<string, TransformItems>> = {
  freeFrom: labelledBy(FREE_FROM_LABELS),
  claims: labelledBy(NUTRIENT_CLAIM_LABELS),
};

/** The sort select (spec: shell-account §7: Products, price ascending or descending, activation date descending). */
export function SortSelect() {
  const id = useId();
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
  });
  return (
    <div className="search-sort">
      <label htmlFor={id}>{searchCopy.sortBy}</label>
      <select id={id} value={currentRefinement} onChange={(e) => refine(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The facets of the results page: toggles (in stock, Auto-Delivery) and refinement lists (category, tags, pack size,
 * free from and nutrient claims, those two by their labels); a Filters disclosure below lg, always shown from lg;
 * `initiallyOpen` (the search experiment's variant B, core/search `filtersFirst`) opens it from the start.
 */
export function SearchFilters({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  return (
    <aside className={`search-filters ${open ? 'is-open' : ''}`} aria-label={searchCopy.filters}>
      <button
        type="button"
        className="search-filters__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {searchCopy.filters}
      </button>
      <div id={bodyId} className="search-filters__body">
        <ClearRefinements translations={{ resetButtonText: searchCopy.clearFilters }} />
        <div className="search-filters__toggles">
          {TOGGLE_FACETS.map((f) => (
            <ToggleRefinement key={f.attribute} attribute={f.attribute} label={f.label} on={true} />
          ))}
        </div>
        {REFINEMENT_FACETS.map((f) => (
          <section key={f.attribute} className="search-facet" aria-label={f.label}>
            <h2 className="search-facet__heading">{f.label}</h2>
            <RefinementList
              attribute={f.attribute}
              transformItems={FACET_ITEM_LABELS[f.attribute]}
              limit={8}
              showMore
              showMoreLimit={100}
              translations={{
                showMoreButtonText: ({ isShowingMore }) =>
                  isShowingMore ? searchCopy.showLessFacets : searchCopy.showMoreFacets,
              }}
            />
          </section>
        ))}
      </div>
    </aside>
  );
}
