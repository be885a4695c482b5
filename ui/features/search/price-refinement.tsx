import { useRange } from 'react-instantsearch';
import { RANGE_FACETS } from './search-config';
import { searchCopy } from './search-copy';
import './price-refinement.css';

/** The price attribute of the Products records: the single-piece price in dollars (search records `price`). */
const PRICE_ATTRIBUTE = RANGE_FACETS[0]?.attribute ?? 'price';

/** Dollars as the chip shows them: '$40' for whole dollars, else '$39.50'. */
function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/**
 * The chip text of a price range in dollars: 'Under $40' (a maximum only: at most $40, as Algolia's `price<=40`),
 * '$20 and up', '$20 to $70'; undefined when neither bound is set (InstantSearch's unset bounds are ±Infinity or
 * undefined).
 */
export function priceRangeLabel(min: number | undefined, max: number | undefined): string | undefined {
  const low = min !== undefined && Number.isFinite(min) ? min : undefined;
  const high = max !== undefined && Number.isFinite(max) ? max : undefined;
  if (low === undefined && high === undefined) return undefined;
  if (low === undefined) return searchCopy.priceUnder(dollars(high!));
  if (high === undefined) return searchCopy.priceFrom(dollars(low));
  return searchCopy.priceBetween(dollars(low), dollars(high));
}

/**
 * The price range refinement of the results page (shell-account §2 Search; the header's 'Gifts under $40' and
 * 'Gifts under $70', shell-account §2 Desktop mega menu): registers the `price` range (from the URL's
 * `range[price]=min:max`, sent as Algolia `numericFilters`) from the first render, so the server renders the
 * filtered results, and shows the range as a chip ('Under $40') with a button that removes it. Nothing shows
 * without a range.
 */
export function PriceRefinement() {
  const { start, refine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const label = priceRangeLabel(start[0], start[1]);
  if (label === undefined) return null;
  return (
    <ul className="search-chips" aria-label={searchCopy.activeRefinements}>
      <li className="search-chip">
        <span>{label}</span>
        <button
          type="button"
          className="search-chip__remove"
          aria-label={searchCopy.removeRefinement(label)}
          onClick={() => refine([undefined, undefined])}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" width="12" height="12">
            <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </li>
    </ul>
  );
}
