import type { UiState } from 'instantsearch.js';
import { PRODUCTS_INDEX, RANGE_FACETS, REFINEMENT_FACETS, SORT_OPTIONS, TOGGLE_FACETS } from './search-config';

/**
 * The results page's state in the URL query (spec: shell-account §2 Search "Results page state is kept in
 * the URL query: refinementList*, toggle*, page, query and sortBy ... sortBy is omitted when it is the
 * default 'Products'").
 *
 * Keys: `query`, `refinementList[attribute]` (repeated, one per value), `toggle[attribute]=true`,
 * `range[attribute]=min:max` (InstantSearch's range state, either bound may be empty: `range[price]=:40`), `page`
 * (from 1, omitted on page 1), `sortBy` (a replica index name). Only the page's known facets and sort
 * orders are read back, so a hand-edited URL cannot ask for an unknown index.
 */

/** The route state: the flat form between InstantSearch's UI state and the URL. */
export interface SearchRouteState {
  readonly query?: string;
  /** Page number from 1; absent on page 1. */
  readonly page?: number;
  /** A replica index; absent for the default 'Products'. */
  readonly sortBy?: string;
  readonly refinementList?: { readonly [attribute: string]: readonly string[] };
  readonly toggle?: { readonly [attribute: string]: boolean };
  /** Bounds per range attribute, 'min:max' with either side empty (e.g. ':40'). */
  readonly range?: { readonly [attribute: string]: string };
}

const REFINABLE = new Set(REFINEMENT_FACETS.map((f) => f.attribute));
const TOGGLEABLE = new Set(TOGGLE_FACETS.map((f) => f.attribute));
const SORTS = new Set<string>(SORT_OPTIONS.map((s) => s.value));
const RANGED = new Set(RANGE_FACETS.map((f) => f.attribute));
/** A range's bounds: 'min:max', each a non-negative decimal or empty, not both empty. */
const RANGE_BOUNDS = /^(?=.*\d)(\d{1,7}(\.\d{1,2})?)?:(\d{1,7}(\.\d{1,2})?)?$/;

/** The known range attributes of `range` whose bounds are well formed. */
function knownRanges(range: Readonly<Record<string, string | undefined>> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(range ?? {}).flatMap(([a, bounds]) =>
      RANGED.has(a) && bounds !== undefined && RANGE_BOUNDS.test(bounds) ? [[a, bounds]] : [],
    ),
  );
}

/** InstantSearch's UI state of the Products index → route state (empty parts and the default sort dropped). */
export function stateToRoute(uiState: UiState): SearchRouteState {
  const s = uiState[PRODUCTS_INDEX] ?? {};
  const refinementList = Object.fromEntries(
    Object.entries(s.refinementList ?? {}).filter(([a, values]) => REFINABLE.has(a) && values.length > 0),
  );
  const toggle = Object.fromEntries(
    Object.entries(s.toggle ?? {}).filter(([a, on]) => TOGGLEABLE.has(a) && on === true),
  );
  const range = knownRanges(s.range);
  return {
    ...(s.query ? { query: s.query } : {}),
    ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
    ...(Object.keys(toggle).length > 0 ? { toggle } : {}),
    ...(Object.keys(range).length > 0 ? { range } : {}),
    ...(s.page !== undefined && s.page > 1 ? { page: s.page } : {}),
    ...(s.sortBy && s.sortBy !== PRODUCTS_INDEX ? { sortBy: s.sortBy } : {}),
  };
}

/** Route state → InstantSearch's UI state of the Products index. */
export function routeToState(route: SearchRouteState): UiState {
  return {
    [PRODUCTS_INDEX]: {
      ...(route.query ? { query: route.query } : {}),
      ...(route.refinementList
        ? { refinementList: Object.fromEntries(Object.entries(route.refinementList).map(([a, v]) => [a, [...v]])) }
        : {}),
      ...(route.toggle ? { toggle: { ...route.toggle } } : {}),
      ...(route.range ? { range: { ...route.range } } : {}),
      ...(route.page ? { page: route.page } : {}),
      ...(route.sortBy ? { sortBy: route.sortBy } : {}),
    },
  };
}

/** Route state → the URL's query string with its '?', or '' when the state is empty. Keys in a fixed order. */
export function routeToSearch(route: SearchRouteState): string {
  const params = new URLSearchParams();
  if (route.query) params.append('query', route.query);
  for (const [attribute, values] of Object.entries(route.refinementList ?? {})) {
    for (const v of values) params.append(`refinementList[${attribute}]`, v);
  }
  for (const [attribute, on] of Object.entries(route.toggle ?? {}))
    if (on) params.append(`toggle[${attribute}]`, 'true');
  for (const [attribute, bounds] of Object.entries(route.range ?? {})) params.append(`range[${attribute}]`, bounds);
  if (route.page !== undefined && route.page > 1) params.append('page', String(route.page));
  if (route.sortBy && route.sortBy !== PRODUCTS_INDEX) params.append('sortBy', route.sortBy);
  const qs = params.toString();
  return qs === '' ? '' : `?${qs}`;
}

const bracketed = (key: string, prefix: string): string | undefined => {
  const m = key.startsWith(`${prefix}[`) && key.endsWith(']') ? key.slice(prefix.length + 1, -1) : undefined;
  return m === '' ? undefined : m;
};

/**
 * Adds a `refinementList[attr]=value`, `toggle[attr]=true` or `range[attr]=min:max` parameter to the state; anything
 * else (an unknown attribute, malformed bounds) is ignored.
 */
function readRefinement(
  key: string,
  value: string,
  refinementList: Record<string, string[]>,
  toggle: Record<string, boolean>,
  range: Record<string, string>,
) {
  const refined = bracketed(key, 'refinementList');
  if (refined !== undefined && REFINABLE.has(refined) && value !== '') {
    const values = (refinementList[refined] ??= []);
    if (!values.includes(value)) values.push(value);
    return;
  }
  const toggled = bracketed(key, 'toggle');
  if (toggled !== undefined && TOGGLEABLE.has(toggled) && value === 'true') toggle[toggled] = true;
  const ranged = bracketed(key, 'range');
  if (ranged !== undefined && RANGED.has(ranged) && RANGE_BOUNDS.test(value)) range[ranged] = value;
}

/** The URL's query string ('?…' or '') → route state; unknown keys, facets and sort indexes are ignored. */
export function searchToRoute(search: string): SearchRouteState {
  const params = new URLSearchParams(search);
  const refinementList: Record<string, string[]> = {};
  const toggle: Record<string, boolean> = {};
  const range: Record<string, string> = {};
  let query: string | undefined;
  let page: number | undefined;
  let sortBy: string | undefined;
  for (const [key, value] of params) {
    if (key === 'query') query = value;
    else if (key === 'page') {
      const n = Number(value);
      page = Number.isInteger(n) && n > 1 ? n : undefined;
    } else if (key === 'sortBy') sortBy = SORTS.has(value) && value !== PRODUCTS_INDEX ? value : undefined;
    else readRefinement(key, value, refinementList, toggle, range);
  }
  return {
    ...(query ? { query } : {}),
    ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
    ...(Object.keys(toggle).length > 0 ? { toggle } : {}),
    ...(Object.keys(range).length > 0 ? { range } : {}),
    ...(page !== undefined ? { page } : {}),
    ...(sortBy !== undefined ? { sortBy } : {}),
  };
}

/** The canonical form of a query string: the same state always gives the same string. */
export function canonicalSearch(search: string): string {
  return routeToSearch(searchToRoute(search));
}
