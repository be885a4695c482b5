import { observer } from 'mobx-react-lite';
import type { SearchRecentStore } from '../../stores/search-recent-store';
import { searchCopy } from './search-copy';

/**
 * The recent searches of the popover (spec: shell-account §2 Search "recent searches (three shown, then See
 * more / See less)"). Choosing one searches for it again.
 */
export const RecentSearchesList = observer(function RecentSearchesList({
  recent,
  onSearch,
}: {
  recent: SearchRecentStore;
  onSearch: (query: string) => void;
}) {
  const { shown, toggle } = recent.view;
  if (shown.length === 0) return null;
  return (
    <section className="search-recent" aria-label={searchCopy.recentSearches}>
      <h3 className="search-suggestions__heading">{searchCopy.recentSearches}</h3>
      <ul className="search-suggestions__list">
        {shown.map((q) => (
          <li key={q}>
            <button type="button" className="search-recent__item" onClick={() => onSearch(q)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 4v4h4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {q}
            </button>
          </li>
        ))}
      </ul>
      {toggle && (
        <button
          type="button"
          className="search-recent__toggle"
          aria-expanded={toggle === 'see-less'}
          onClick={() => recent.toggleExpanded()}
        >
          {toggle === 'see-more' ? searchCopy.seeMore : searchCopy.seeLess}
        </button>
      )}
    </section>
  );
});
