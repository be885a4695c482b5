import type { HighlightResult, HighlightTree } from '../../../ports/search';
import { matchLength, normalize, wordSpans } from './text';

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
}

/** The highlight of one string value. */
export function highlightValue(value: string, o: HighlightOptions): HighlightResult {
  const last = o.queryWords.length - 1;
  const matched = new Set<number>();
  let out = '';
  let cursor = 0;
  let spans = 0;
  let full = 0;
  for (const span of wordSpans(value)) {
    spans++;
    const word = normalize(span.word);
    let length = 0;
    o.queryWords.forEach((q, i) => {
      const l = matchLength(word, q, i === last, o.typos);
      if (l > 0) matched.add(i);
      length = Math.max(length, l);
    });
    if (length === 0) continue;
    const end = span.start + Math.min(length, span.word.length);
    if (end === span.end) full++;
    out += `${value.slice(cursor, span.start)}${o.preTag}${value.slice(span.start, end)}${o.postTag}`;
    cursor = end;
  }
  out += value.slice(cursor);
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => o.queryWords[i]!);
  const distinctQueryWords = new Set(o.queryWords).size;
  const matchLevel = matchedWords.length === 0 ? 'none' : new Set(matchedWords).size >= distinctQueryWords ? 'full' : 'partial';
  return matchLevel === 'none' ? { value, matchLevel, matchedWords } : { value: out, matchLevel, matchedWords, fullyHighlighted: spans > 0 && full === spans };
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
export function highlightRecord(record: object, attributes: readonly string[], highlightable: readonly string[], o: HighlightOptions): Record<string, HighlightTree> {
  const paths = [...new Set(attributes.flatMap((a) => (a === '*' ? highlightable : [a])))];
  const tree: Record<string, HighlightTree> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let value: unknown = record;
    for (const part of parts) value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined;
    const leaf = highlightAny(value, o);
    if (!leaf) continue;
    let node = tree as Record<string, unknown>;
    parts.slice(0, -1).forEach((part) => {
      const child = node[part];
      node = (node[part] = child !== null && typeof child === 'object' && !Array.isArray(child) ? child : {}) as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = leaf;
  }
  return tree;
}
