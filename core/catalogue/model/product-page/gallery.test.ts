import {
  INITIAL_GALLERY,
  THUMBNAIL_HOVER_DELAY_MS,
  arrowsEnabled,
  bagSizeBadge,
  gallerySlides,
  goToSlide,
  interact,
  knownBagSizeOf,
  nextSlide,
  previousSlide,
  wrapIndex,
  KNOWN_BAG_SIZES,
} from './gallery';

// spec: catalogue-gifting §4 Gallery; §9 Gallery and bag size badge.

const img = (n: number) => ({ url: `/i/${n}.jpg`, label: `image ${n}` });

describe('gallerySlides (§9)', () => {
  it('inserts the bag-size image at slide 1 and appends the nutrition slide', () => {
    const kinds = gallerySlides({ images: [img(1), img(2)], bagSize: '1 lb', hasNutritionFacts: true }).map(
      (s) => s.kind,
    );
    expect(kinds).toEqual(['image', 'bag-size', 'image', 'nutrition']);
  });
  it('leaves them out without a known bag size or facts', () => {
    expect(gallerySlides({ images: [img(1)], hasNutritionFacts: false }).map((s) => s.kind)).toEqual(['image']);
    expect(gallerySlides({ images: [], bagSize: '8 oz', hasNutritionFacts: false }).map((s) => s.kind)).toEqual([
      'bag-size',
    ]);
  });
  it('knows 10 bag sizes, read from variant names', () => {
    expect(KNOWN_BAG_SIZES).toHaveLength(10);
    expect(['8 oz bag', '1 lb', '5LB bulk case', '2 pounds', '7 oz', 'Value Pack'].map(knownBagSizeOf)).toEqual([
      '8 oz',
      '1 lb',
      '5 lb',
      '2 lb',
      undefined,
      undefined,
    ]);
  });
});

describe('gallery index (§4)', () => {
  it('has a thumbnail hover delay of 125 ms', () => expect(THUMBNAIL_HOVER_DELAY_MS).toBe(125));
  it('disables the arrows until the first interaction', () => {
    expect(arrowsEnabled(INITIAL_GALLERY, 3)).toBe(false);
    expect(nextSlide(INITIAL_GALLERY, 3)).toBe(INITIAL_GALLERY);
    expect(arrowsEnabled(interact(INITIAL_GALLERY), 3)).toBe(true);
    expect(arrowsEnabled(interact(INITIAL_GALLERY), 1)).toBe(false);
  });
  it('wraps around with next and previous', () => {
    const s = interact(INITIAL_GALLERY);
    expect(previousSlide(s, 3).index).toBe(2);
    expect(nextSlide(nextSlide(nextSlide(s, 3), 3), 3).index).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
  it('a thumbnail goes to its slide and counts as an interaction', () => {
    expect(goToSlide(INITIAL_GALLERY, 2, 3)).toEqual({ index: 2, interacted: true });
  });
});

describe('bagSizeBadge (§9)', () => {
  it("shows for '{n} lb', '{n} oz', 'Value Pack' and 'Bulk Pack'", () => {
    expect(bagSizeBadge('10 lb', undefined)).toBe('Bag');
    expect(bagSizeBadge('8 oz', '8 oz Container')).toBe('Container');
    expect(bagSizeBadge('Value Pack', '1 lb')).toBe('Bag');
    expect(bagSizeBadge('Bulk Pack', undefined)).toBe('Bag');
    expect(bagSizeBadge('Snack Pack', undefined)).toBeUndefined();
    expect(bagSizeBadge('Case', undefined)).toBeUndefined();
  });
});
