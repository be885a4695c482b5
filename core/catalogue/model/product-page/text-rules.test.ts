import { galleryIngredientsText, lineCountOf, readMoreView } from './text-rules';

// spec: catalogue-gifting §5 ingredient text in the gallery panel; §9 read more.

describe('galleryIngredientsText (§5)', () => {
  it('keeps a text of up to 450 characters', () => {
    const t = 'a'.repeat(450);
    expect(galleryIngredientsText(t)).toBe(t);
  });
  it('cuts a text over 450 characters to 172 plus an ellipsis', () => {
    const t = `${'b'.repeat(172)}${'c'.repeat(279)}`; // 451 characters
    const cut = galleryIngredientsText(t);
    expect(cut).toBe(`${'b'.repeat(172)}…`);
    expect(cut).toHaveLength(173);
  });
});

describe('readMoreView (§9)', () => {
  it('shows no toggle at 9 lines or fewer', () => {
    expect(readMoreView(9, false)).toEqual({ toggleShown: false, clampLines: undefined, toggleText: undefined });
    expect(readMoreView(0, false).toggleShown).toBe(false);
  });
  it('clamps a text over 9 lines to 3 until expanded', () => {
    expect(readMoreView(10, false)).toEqual({ toggleShown: true, clampLines: 3, toggleText: 'Read more' });
    expect(readMoreView(10, true)).toEqual({ toggleShown: true, clampLines: undefined, toggleText: 'Read less' });
  });
  it('counts lines from measured heights', () => {
    expect(lineCountOf(240, 24)).toBe(10);
    expect(lineCountOf(100, 0)).toBe(0);
  });
});
