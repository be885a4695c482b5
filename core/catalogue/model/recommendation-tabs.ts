import type { ProductCard } from './product-card';

// A recommendation row's filter tabs (spec: catalogue-gifting §2 "recommendations with filter tabs"), apart from
// the placeholders' rules in recommendations.ts, which the browser entry carries for a row that loads.

/** Label of the filter tab that shows every product. */
export const ALL_TAB = 'All';

/**
 * Filter tabs of a row (spec §2 "recommendations with filter tabs"): 'All' then each reporting category in
 * first-seen order. No tabs (empty list) when the products fall in fewer than two categories.
 */
export function filterTabs(cards: readonly ProductCard[]): string[] {
  const groups: string[] = [];
  for (const c of cards)
    if (c.reportingCategory && !groups.includes(c.reportingCategory)) groups.push(c.reportingCategory);
  return groups.length < 2 ? [] : [ALL_TAB, ...groups];
}

/** The cards a tab shows: all for 'All' (or an unknown tab), else those of its reporting category. */
export function filterByTab(cards: readonly ProductCard[], tab: string): readonly ProductCard[] {
  if (tab === ALL_TAB || !cards.some((c) => c.reportingCategory === tab)) return cards;
  return cards.filter((c) => c.reportingCategory === tab);
}
