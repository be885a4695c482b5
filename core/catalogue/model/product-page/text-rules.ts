/**
 * Text rules of the product page (spec: catalogue-gifting §5 "Ingredient text longer than 450 characters
 * is cut to 172 characters plus an ellipsis in the gallery detail panel", §9 "Read more appears when text
 * is over 9 lines; default clamp 3 lines", §4 "Accordion and read-more toggle expand/collapse").
 */

/** Ingredient texts longer than this (characters) are cut in the gallery detail panel. */
export const INGREDIENTS_CUT_ABOVE_CHARS = 450;
/** Characters kept of a cut ingredient text, before the ellipsis. */
export const INGREDIENTS_CUT_TO_CHARS = 172;
/** The ellipsis appended to a cut text. */
export const ELLIPSIS = '…';

/**
 * The ingredient text of the gallery detail panel: as is up to 450 characters, else its first 172
 * characters plus '…'. spec: catalogue-gifting §5.
 */
export function galleryIngredientsText(text: string): string {
  return text.length > INGREDIENTS_CUT_ABOVE_CHARS ? `${text.slice(0, INGREDIENTS_CUT_TO_CHARS)}${ELLIPSIS}` : text;
}

/** Lines above which the read-more toggle appears. */
export const READ_MORE_ABOVE_LINES = 9;
/** Lines shown while collapsed. */
export const READ_MORE_CLAMP_LINES = 3;

/** What a read-more block shows: the toggle or not, and the clamp (lines) or none. */
export interface ReadMoreView {
  readonly toggleShown: boolean;
  /** Lines to clamp to, undefined when the whole text shows. */
  readonly clampLines: number | undefined;
  readonly toggleText: 'Read more' | 'Read less' | undefined;
}

/**
 * The read-more decision for a text measured at `lineCount` lines: over 9 lines it gets a toggle and is
 * clamped to 3 lines until expanded; 9 lines or fewer show whole without a toggle. spec: catalogue-gifting §9.
 */
export function readMoreView(lineCount: number, expanded: boolean): ReadMoreView {
  if (!(lineCount > READ_MORE_ABOVE_LINES)) return { toggleShown: false, clampLines: undefined, toggleText: undefined };
  return expanded
    ? { toggleShown: true, clampLines: undefined, toggleText: 'Read less' }
    : { toggleShown: true, clampLines: READ_MORE_CLAMP_LINES, toggleText: 'Read more' };
}

/** Lines a block of `heightPx` occupies at `lineHeightPx` per line (measured in the DOM), rounded. */
export function lineCountOf(heightPx: number, lineHeightPx: number): number {
  return lineHeightPx > 0 ? Math.round(heightPx / lineHeightPx) : 0;
}
