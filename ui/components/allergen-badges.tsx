import { ALLERGEN_LABELS } from '../../core/catalogue';
import { copy } from '../copy';

const LABELS: Readonly<Record<string, string>> = ALLERGEN_LABELS;

/**
 * A product card's allergen badges (issue 21): one small badge per major food allergen of the product ('Tree Nuts',
 * 'Milk'), in statement order, after a visible 'Contains:', as a list screen readers hear as 'Contains'. `allergens`
 * are the keys the card or the search hit carries; unknown keys are left out. Nothing when they are unknown
 * (undefined) or none.
 */
export function AllergenBadges({ allergens }: { readonly allergens: readonly string[] | undefined }) {
  const labels = (allergens ?? []).flatMap((a) => (Object.hasOwn(LABELS, a) ? [LABELS[a]!] : []));
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
