import { searchParamsSchema } from '../../../ports/search';

/**
 * Which names the local search server takes, and where (spec: shell-account §7 Search service). Nothing is
 * dropped silently: a name outside these lists is refused with HTTP 400 in Algolia's `{ message, status }`
 * shape, so that a client never gets an answer that quietly ignored part of its request.
 */

/** The search parameters the local index implements: the keys of the port's `searchParamsSchema`. */
export const IMPLEMENTED_SEARCH_PARAMETERS: ReadonlySet<string> = new Set(Object.keys(searchParamsSchema.shape));

/**
 * Algolia search parameters (algoliasearch 5's `SearchParamsObject`, and `facetQuery` / `maxFacetHits` of facet
 * searches) that the local index does not implement. Refused with unsupportedParameterMessage, not Algolia's
 * "Unknown parameter", because Algolia itself would honour them.
 */
export const UNSUPPORTED_ALGOLIA_PARAMETERS: ReadonlySet<string> = new Set([
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'allowTyposOnNumericTokens',
  'alternativesAsExact',
  'analyticsTags',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundPrecision',
  'aroundRadius',
  'attributeCriteriaComputedByMinProximity',
  'attributesToSnippet',
  'decompoundQuery',
  'disableExactOnAttributes',
  'disableTypoToleranceOnAttributes',
  'enableABTest',
  'enablePersonalization',
  'enableReRanking',
  'enableRules',
  'exactOnSingleWordQuery',
  'extensions',
  'facetQuery',
  'getRankingInfo',
  'ignorePlurals',
  'insideBoundingBox',
  'insidePolygon',
  'length',
  'maxFacetHits',
  'minProximity',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'minimumAroundRadius',
  'mode',
  'naturalLanguages',
  'offset',
  'optionalFilters',
  'optionalWords',
  'percentileComputation',
  'personalizationImpact',
  'queryLanguages',
  'queryType',
  'ranking',
  'reRankingApplyFilter',
  'relevancyStrictness',
  'removeStopWords',
  'removeWordsIfNoResults',
  'renderingContent',
  'replaceSynonymsInHighlight',
  'responseFields',
  'restrictHighlightAndSnippetArrays',
  'restrictSearchableAttributes',
  'semanticSearch',
  'similarQuery',
  'snippetEllipsisText',
  'sortFacetValuesBy',
  'sumOrFiltersScores',
  'synonyms',
  'tagFilters',
]);

/**
 * URL query parameters of a search request (names compared case-insensitively, as algoliasearch 3 sent them
 * capitalised): the credentials, as algoliasearch's browser builds send them, and the client's agent string
 * (accepted; the local server keeps no usage log).
 */
export const URL_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'x-algolia-application-id',
  'x-algolia-api-key',
  'x-algolia-agent',
]);

/** Algolia's message for a name it does not know (HTTP 400), e.g. 'Unknown parameter: foo'. */
export function unknownParameterMessage(name: string): string {
  return `Unknown parameter: ${name}`;
}

/** The message for an Algolia search parameter the local index does not implement (HTTP 400). */
export function unsupportedParameterMessage(name: string): string {
  return `Parameter not supported by the local search server: ${name}`;
}

/**
 * Why the search parameter `name` is refused, or undefined when the local index implements it: Algolia's
 * 'Unknown parameter: foo' for names Algolia does not know either, unsupportedParameterMessage for the rest.
 */
export function refusedSearchParameter(name: string): string | undefined {
  if (IMPLEMENTED_SEARCH_PARAMETERS.has(name)) return undefined;
  return UNSUPPORTED_ALGOLIA_PARAMETERS.has(name) ? unsupportedParameterMessage(name) : unknownParameterMessage(name);
}
