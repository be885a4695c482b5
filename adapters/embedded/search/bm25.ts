/**
 * The text score of the embedded search (spec: shell-account §7 Search service), the last tie-break of the
 * ranking: BM25+ per (query term, field, document) with k 1.2, b 0.7 and δ 0.5, multiplied by the field's
 * boost and by the weight of how the indexed term was reached from the query word (the word itself 1, a
 * longer word it prefixes 0.375·|t| / (|t| + 0.3·extra letters), a word within its Levenshtein typo budget
 * 0.45·|t| / (|t| + distance)). These are the figures minisearch 7 used, kept so that rankings do not move;
 * every expression is evaluated in the same order, so equal inputs give bit-for-bit equal scores.
 */

/** Term-frequency saturation. */
const K = 1.2;
/** Field-length normalisation. */
const B = 0.7;
/** BM25+ lower bound of one occurrence. */
const DELTA = 0.5;

/** Weight of a longer indexed word reached through the query's last word as a prefix. */
export const PREFIX_WEIGHT = 0.375;
/** Weight of an indexed word reached through typo tolerance (Levenshtein distance). */
export const FUZZY_WEIGHT = 0.45;

/**
 * Inverse document frequency of a term held by `matching` of `total` documents in one field:
 * ln(1 + (total − matching + 0.5) / (matching + 0.5)).
 */
export function inverseDocumentFrequency(matching: number, total: number): number {
  return Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
}

/**
 * BM25+ of one field of one document: `idf` from inverseDocumentFrequency, `termFrequency` occurrences of
 * the term in a field of `fieldLength` distinct words, fields of that name averaging `averageFieldLength`.
 */
export function bm25(idf: number, termFrequency: number, fieldLength: number, averageFieldLength: number): number {
  return (
    idf * (DELTA + (termFrequency * (K + 1)) / (termFrequency + K * (1 - B + (B * fieldLength) / averageFieldLength)))
  );
}

/** Weight of the indexed word of `length` letters that the query word of `queryLength` letters prefixes. */
export function prefixWeight(length: number, queryLength: number): number {
  return (PREFIX_WEIGHT * length) / (length + 0.3 * (length - queryLength));
}

/** Weight of the indexed word of `length` letters at Levenshtein `distance` (≥ 1) from the query word. */
export function fuzzyWeight(length: number, distance: number): number {
  return (FUZZY_WEIGHT * length) / (length + distance);
}
