import type { HighlightResult, HighlightTree } from '../../../ports/search';
import { eachWord, matchLength, normalize } from './text';

/**
 * Algolia's `_highlightResult` (spec: shell-account §3 Query suggestion "highlighted form"): each highlighted
 * string attribute gets its value with matched words wrapped in the highlight tags (a prefix match of the
 * query's last word wraps only the prefix), the query words it contains, and a match level ('full' when it
 * contains every query word, 'partial' for some, 'none').
 */
export interface HighlightOptions {
  /** Normalised query words, in query order. */
  readonly queryWords: readonly string[];
  readonly preTag: string;
  readonly postTag: string;
  /** Whether typos count as matches (typoTolerance). */
  readonly typos: boolean;
  /**
   * How each word as typed matches the query words, filled as values are highlighted: share one map across
   * the hits of a query (their texts repeat words) and never across queries.
   */
  readonly memo?: Map<string, WordHighlight>;
}

/** How one word matches the query: the longest matched length (0: none) and the query words (indexes) it matches. */
export interface WordHighlight {
  readonly length: number;
  readonly matched: readonly number[];
}

function wordHighlight(word: string, o: HighlightOptions): WordHighlight {
  let hit = o.memo?.get(word);
  if (!hit) {
    const normalized = normalize(word);
    const last = o.queryWords.length - 1;
    const matched: number[] = [];
    let length = 0;
    o.queryWords.forEach((q, i) => {
      const l = matchLength(normalized, q, i === last, o.typos);
      if (l > 0) matched.push(i);
      length = Math.max(length, l);
    });
    hit = { length, matched };
    o.memo?.set(word, hit);
  }
  return hit;
}

/** The highlight of one string value. */
export function highlightValue(value: string, o: HighlightOptions): HighlightResult {
  const matched = new Set<number>();
  let out = '';
  let cursor = 0;
  let spans = 0;
  let full = 0;
  eachWord(value, (word, start) => {
    spans++;
    const { length, matched: indexes } = wordHighlight(word, o);
    for (const i of indexes) matched.add(i);
    if (length === 0) return;
    const end = start + Math.min(length, word.length);
    if (end === start + word.length) full++;
    out += `${value.slice(cursor, start)}${o.preTag}${value.slice(start, end)}${o.postTag}`;
    cursor = end;
  });
  out += value.slice(cursor);
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => o.queryWords[i]!);
  const distinctQueryWords = new Set(o.queryWords).size;
  const matchLevel =
    matchedWords.length === 0 ? 'none' : new Set(matchedWords).size >= distinctQueryWords ? 'full' : 'partial';
  return matchLevel === 'none'
    ? { value, matchLevel, matchedWords }
    : { value: out, matchLevel, matchedWords, fullyHighlighted: spans > 0 && full === spans };
}

function highlightAny(value: unknown, o: HighlightOptions): HighlightTree | undefined {
  if (typeof value === 'string') return highlightValue(value, o);
  if (Array.isArray(value)) {
    const items = value.flatMap((v) => highlightAny(v, o) ?? []);
    return items.length === value.length ? items : undefined;
  }
  return undefined;
}

/**
 * The `_highlightResult` of `record` for the dotted attribute paths `attributes` ('*' for `highlightable`);
 * attributes that are absent or not strings (or string arrays) are left out.
 */
export function highlightRecord(
  record: object,
  attributes: readonly string[],
  highlightable: readonly string[],
  o: HighlightOptions,
): Record<string, HighlightTree> {
  const paths = [...new Set(attributes.flatMap((a) => (a === '*' ? highlightable : [a])))];
  const tree: Record<string, HighlightTree> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let value: unknown = record;
    for (const part of parts)
      value =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[part]
          : undefined;
    const leaf = highlightAny(value, o);
    if (!leaf) continue;
    let node = tree as Record<string, unknown>;
    parts.slice(0, -1).forEach((part) => {
      const child = node[part];
      node = (node[part] = child !== null && typeof child === 'object' && !Array.isArray(child) ? child : {}) as Record<
        string,
        unknown
      >;
    });
    node[parts[parts.length - 1]!] = leaf;
  }
  return tree;
}
