/**
 * Text rules shared by indexing, querying and highlighting, after Algolia's defaults: words are runs of
 * letters and digits, compared lower-cased without accents; typo tolerance allows 1 typo from 4 letters and
 * 2 from 8 (fractional fuzziness 0.2, capped at 2), a swap of two neighbours counting as one;
 * only the query's last word matches as a prefix, and typos count inside that prefix too.
 */

/** Fractional fuzziness: typos allowed are 0.2 × word length, rounded, at least 1 and at most MAX_TYPOS. */
export const FUZZINESS = 0.2;
/** Most typos allowed in one word. */
export const MAX_TYPOS = 2;
/** Words shorter than this must match exactly (Algolia's minWordSizefor1Typo is 4). */
export const MIN_WORD_LENGTH_FOR_TYPO = 4;

const WORD = /[\p{L}\p{N}]+/gu;

/** `text` lower-cased with diacritics removed ('Crème' → 'creme'); same length for the ASCII catalogue. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * `normalize` remembering its answers, for building an index, where the same words recur across documents
 * (the memo lives as long as the returned function).
 */
export function normalizer(): (word: string) => string {
  const memo = new Map<string, string>();
  return (word) => {
    let n = memo.get(word);
    if (n === undefined) memo.set(word, (n = normalize(word)));
    return n;
  };
}

/** The words of `text` as typed (not normalised). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Calls `visit` with each word of `text` as typed and its offset in it, in order (for highlighting). */
export function eachWord(text: string, visit: (word: string, start: number) => void): void {
  const re = new RegExp(WORD);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) visit(m[0], m.index);
}

/** The normalised query words of `query`. */
export function queryWords(query: string): string[] {
  return words(query).map(normalize);
}

/** Typos allowed for a query word: 0 under 4 letters, then round(0.2 × length) capped at 2. */
export function typoBudget(word: string): number {
  if (word.length < MIN_WORD_LENGTH_FOR_TYPO) return 0;
  return Math.min(MAX_TYPOS, Math.max(1, Math.round(word.length * FUZZINESS)));
}

/**
 * Edit distance of `a` and `b` counting a transposition of two neighbours as one typo, as Algolia does
 * (optimal string alignment; plain Levenshtein with `transpositions` false), or `max + 1` once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number, transpositions = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/**
 * Typos between `q` and the closest prefix of `word` (at least as long as `q` minus `max`; the longest on a tie),
 * with that prefix's length; distance `max + 1` when none is within `max`. 'cashw' is 1 typo from 'cashew', a
 * prefix of 'cashews'.
 */
export function prefixDistance(word: string, q: string, max: number): { distance: number; length: number } {
  let best = { distance: max + 1, length: 0 };
  for (let length = Math.max(1, q.length - max); length <= Math.min(word.length, q.length + max); length++) {
    const distance = editDistance(word.slice(0, length), q, max);
    if (distance <= best.distance && distance <= max) best = { distance, length };
  }
  return best;
}

/**
 * How the indexed word `word` (normalised) matches the query word `q`: typos used and the matched length
 * (the whole word, or a prefix when `asPrefix`, the query's last word), or undefined for no match.
 */
export function wordMatch(
  word: string,
  q: string,
  asPrefix: boolean,
  typos: boolean,
): { typos: number; length: number } | undefined {
  if (word === q) return { typos: 0, length: word.length };
  if (asPrefix && word.startsWith(q)) return { typos: 0, length: q.length };
  const budget = typos ? typoBudget(q) : 0;
  if (budget === 0) return undefined;
  const whole = editDistance(word, q, budget);
  if (whole <= budget) return { typos: whole, length: word.length };
  if (!asPrefix) return undefined;
  const prefix = prefixDistance(word, q, budget);
  return prefix.distance <= budget ? { typos: prefix.distance, length: prefix.length } : undefined;
}

/** The matched length of `word` for the query word `q` (see wordMatch), 0 for no match. */
export function matchLength(word: string, q: string, asPrefix: boolean, typos: boolean): number {
  return wordMatch(word, q, asPrefix, typos)?.length ?? 0;
}

/** Plain text of an HTML fragment (tags dropped, common entities decoded), for indexing descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
