import { MAX_VALUES_PER_FACET, type FacetStats } from '../../../ports/search';
import { valuesAt } from './filter-match';

/**
 * Facet counts as Algolia gives them (spec: core-cart-checkout §9 "facet hits max 100"): for each requested
 * attribute, how many of the given records hold each value (a record counts once per value), most frequent
 * first, ties alphabetically, at most `maxValuesPerFacet` (capped at 100) values. Booleans and numbers are
 * counted as text ('true', '12.99'); hierarchical levels are plain attributes ('categories.lvl0').
 * Numeric attributes also get facets_stats (min, max, avg, sum over the records' values).
 */
export interface FacetCounts {
  readonly facets: Record<string, Record<string, number>>;
  readonly stats: Record<string, FacetStats>;
}

/**
 * Counts `attributes` over `records`. '*' stands for every attribute of `facetable`. An attribute no record
 * holds gets an empty count, like Algolia's for a declared facet without values.
 */
export function countFacets(
  records: readonly unknown[],
  attributes: readonly string[],
  facetable: readonly string[],
  maxValuesPerFacet = MAX_VALUES_PER_FACET,
): FacetCounts {
  const names = [...new Set(attributes.flatMap((a) => (a === '*' ? facetable : [a])))];
  const limit = Math.max(0, Math.min(maxValuesPerFacet, MAX_VALUES_PER_FACET));
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const name of names) {
    const counts = new Map<string, number>();
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let n = 0;
    for (const record of records) {
      const values = valuesAt(record, name);
      const seen = values.length > 1 ? new Set<string>() : undefined;
      for (const v of values) {
        const key = String(v);
        if (seen) {
          if (seen.has(key)) continue;
          seen.add(key);
        }
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (typeof v === 'number') {
          min = Math.min(min, v);
          max = Math.max(max, v);
          sum += v;
          n++;
        }
      }
    }
    const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, limit);
    facets[name] = Object.fromEntries(sorted);
    if (n > 0) stats[name] = { min, max, avg: Math.round((sum / n) * 100) / 100, sum: Math.round(sum * 100) / 100 };
  }
  return { facets, stats };
}
