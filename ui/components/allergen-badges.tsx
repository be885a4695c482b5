import { copy } from '../copy';

/**
 * The badge label of an allergen key: its words capitalised ('tree-nuts' → 'Tree Nuts'), which is core's
 * ALLERGEN_LABELS (the test checks it) without bringing core's allergen module into the entry chunk that cards ride in.
 */
export function allergenBadgeLabel(key: string): string {
  return key
    .split('-')
    .map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`)
    .join(' ');
}

/**
 * A product card's allergen badges: one small badge per major food allergen of the product ('Tree Nuts',
 * 'Milk'), in statement order, after a visible 'Contains:', as a list screen readers hear as 'Contains'. `allergens`
 * are the keys the card or the search hit carries (the server's, core's MAJOR_ALLERGENS). Nothing when they are unknown
 * (undefined) or none.
 */
export function AllergenBadges({ allergens }: { readonly allergens: readonly string[] | undefined }) {
  const labels = (allergens ?? []).map(allergenBadgeLabel);
  if (labels.length === 0) return null;
  return (
    <div className="allergen-badges">
      <span className="allergen-badges__label" aria-hidden="true">
        {copy.product.allergenBadges}:
      </span>
      <ul className="allergen-badges__list" aria-label={copy.product.allergenBadges}>
        {labels.map((label) => (
          <li key={label} className="allergen-badge">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
