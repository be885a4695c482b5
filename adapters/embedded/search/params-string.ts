/**
 * Algolia's URL-encoded `params` string (as algoliasearch v3/v4 and older InstantSearch send it:
 * 'query=alm&hitsPerPage=5&facetFilters=%5B%5B%22tags%3Avegan%22%5D%5D') decoded to parameter values:
 * numbers and booleans for the parameters that take them, JSON for arrays ('[...]'), comma-separated lists
 * for list parameters. A value that does not decode is kept as text, so the request schema refuses it
 * with a clear message (spec: shell-account §7 Search service).
 */

const INTEGERS = new Set([
  'page',
  'hitsPerPage',
  'maxValuesPerFacet',
  'length',
  'offset',
  'maxFacetHits',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
]);
const BOOLEANS = new Set([
  'clickAnalytics',
  'analytics',
  'facetingAfterDistinct',
  'getRankingInfo',
  'sumOrFiltersScores',
  'enablePersonalization',
  'enableRules',
  'synonyms',
  'advancedSyntax',
  'percentileComputation',
]);
const LISTS = new Set([
  'facets',
  'attributesToHighlight',
  'attributesToRetrieve',
  'attributesToSnippet',
  'ruleContexts',
  'analyticsTags',
  'restrictSearchableAttributes',
  'responseFields',
  'optionalWords',
]);
const FILTER_LISTS = new Set(['facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters']);

function decodeValue(key: string, raw: string): unknown {
  if (INTEGERS.has(key)) return /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (BOOLEANS.has(key)) return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (key === 'distinct')
    return raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
  if (key === 'typoTolerance') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (LISTS.has(key) || FILTER_LISTS.has(key)) {
    if (raw.trim().startsWith('[')) {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    }
    return LISTS.has(key) ? (raw === '' ? [] : raw.split(',')) : raw;
  }
  return raw;
}

/** The parameters encoded in `params` (later duplicates win, as in Algolia). */
export function decodeParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = decodeValue(key, value);
  return out;
}
