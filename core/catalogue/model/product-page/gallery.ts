/**
 * The product gallery (spec: catalogue-gifting §4 Gallery "Current slide index wraps around with
 * next/previous. Arrows are disabled until first interaction; thumbnail hover or click goes to a slide",
 * §9 "Gallery: bag-size image inserted at slide index 1; nutrition slide appended when facts exist;
 * thumbnail hover delay 125 ms; 10 known bag-size images", "Bag size badge ...").
 */

/** Delay before a hovered thumbnail shows its slide, in milliseconds (§9). */
export const THUMBNAIL_HOVER_DELAY_MS = 125;
/** Index at which the bag-size slide is inserted (§9). */
export const BAG_SIZE_SLIDE_INDEX = 1;

/**
 * The 10 bag sizes that have a bag-size image (§9 "10 known bag-size images"), keyed by the normalised
 * size ('8 oz', '1 lb'). The spec does not list them; these are the store's bag sizes.
 */
export const KNOWN_BAG_SIZES = [
  '4 oz',
  '8 oz',
  '12 oz',
  '1 lb',
  '2 lb',
  '3 lb',
  '4 lb',
  '5 lb',
  '10 lb',
  '25 lb',
] as const;
export type KnownBagSize = (typeof KNOWN_BAG_SIZES)[number];

/** A slide: a product image, the bag-size illustration, or the nutrition facts label. */
export type GallerySlide =
  | { readonly kind: 'image'; readonly url: string; readonly label: string }
  | { readonly kind: 'bag-size'; readonly bagSize: KnownBagSize }
  | { readonly kind: 'nutrition' };

/** '8 oz bag', '1 lb', '5LB Bulk Case', '1 pound' → the known size it names, else undefined. */
export function knownBagSizeOf(name: string | undefined): KnownBagSize | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(oz|ounces?|lbs?|pounds?)\b/i.exec(name ?? '');
  if (!m) return undefined;
  const size = `${Number(m[1])} ${m[2]!.toLowerCase().startsWith('o') ? 'oz' : 'lb'}`;
  return (KNOWN_BAG_SIZES as readonly string[]).includes(size) ? (size as KnownBagSize) : undefined;
}

/**
 * The slides: the product images in order, the bag-size slide inserted at index 1 when the bag size is
 * known (at the end when there are no images to follow), and the nutrition slide last when facts exist.
 */
export function gallerySlides(input: {
  images: readonly { url: string; label: string }[];
  bagSize?: KnownBagSize;
  hasNutritionFacts: boolean;
}): GallerySlide[] {
  const slides: GallerySlide[] = input.images.map((i) => ({ kind: 'image', url: i.url, label: i.label }));
  if (input.bagSize)
    slides.splice(Math.min(BAG_SIZE_SLIDE_INDEX, slides.length), 0, { kind: 'bag-size', bagSize: input.bagSize });
  if (input.hasNutritionFacts) slides.push({ kind: 'nutrition' });
  return slides;
}

/** Gallery state: the current slide and whether the shopper has interacted yet (which enables the arrows). */
export interface GalleryState {
  readonly index: number;
  readonly interacted: boolean;
}

/** The state before any interaction: slide 0, arrows disabled. */
export const INITIAL_GALLERY: GalleryState = { index: 0, interacted: false };

/** `index` wrapped into 0..count-1 (0 when there are no slides). */
export function wrapIndex(index: number, count: number): number {
  return count <= 0 ? 0 : ((index % count) + count) % count;
}

/** A first interaction (pointer over the gallery, focus, swipe): enables the arrows. */
export function interact(state: GalleryState): GalleryState {
  return state.interacted ? state : { ...state, interacted: true };
}

/** Next slide, wrapping from the last to the first. Ignored while the arrows are disabled. */
export function nextSlide(state: GalleryState, count: number): GalleryState {
  return state.interacted ? { ...state, index: wrapIndex(state.index + 1, count) } : state;
}

/** Previous slide, wrapping from the first to the last. Ignored while the arrows are disabled. */
export function previousSlide(state: GalleryState, count: number): GalleryState {
  return state.interacted ? { ...state, index: wrapIndex(state.index - 1, count) } : state;
}

/** A thumbnail hovered (after the delay) or clicked: goes to its slide; counts as an interaction. */
export function goToSlide(state: GalleryState, index: number, count: number): GalleryState {
  return { index: wrapIndex(index, count), interacted: true };
}

/** The arrows are enabled once the shopper has interacted and there is more than one slide. */
export function arrowsEnabled(state: GalleryState, count: number): boolean {
  return state.interacted && count > 1;
}

/**
 * The bag-size badge text: shown when the unit name is a number with lb or oz, or 'Value Pack' or
 * 'Bulk Pack'; 'Container' when the bag size contains 'Container', else 'Bag'. Undefined when not shown.
 * spec: catalogue-gifting §9 "Bag size badge".
 */
export function bagSizeBadge(unitName: string, bagSize: string | undefined): 'Bag' | 'Container' | undefined {
  const shown =
    /^\s*\d+(?:\.\d+)?\s*(lb|oz)\b/i.test(unitName) || unitName === 'Value Pack' || unitName === 'Bulk Pack';
  if (!shown) return undefined;
  return bagSize?.includes('Container') ? 'Container' : 'Bag';
}
