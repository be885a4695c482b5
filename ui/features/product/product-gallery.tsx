import { useEffect, useMemo, useRef, useState } from 'react';
import type { Variant } from '../../../core/catalogue';
import {
  INITIAL_GALLERY,
  THUMBNAIL_HOVER_DELAY_MS,
  arrowsEnabled,
  gallerySlides,
  goToSlide,
  interact,
  knownBagSizeOf,
  nextSlide,
  previousSlide,
  type GallerySlide,
  type KnownBagSize,
} from '../../../core/catalogue';
import { galleryIngredientsText } from '../../../core/catalogue';
import type { NutritionFacts } from '../../../core/catalogue';
import { ProductImage } from '../../components/product-image';
import { nutritionCopy } from '../../copy';
import { productCopy } from './product-copy';

/**
 * The gallery's slide state over `count` slides: the current index (clamped to the slides), whether the arrows
 * are enabled, and the moves: previous/next, go to a slide, go after a 125 ms hover (cancelled on leave or
 * unmount), mark the first interaction, and follow a swipe of the scroll-snap `track`.
 */
function useGallery(count: number) {
  const [state, setState] = useState(INITIAL_GALLERY);
  const hover = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const track = useRef<HTMLDivElement>(null);
  const index = Math.min(state.index, count - 1);
  useEffect(() => () => clearTimeout(hover.current), []);

  const onSwipe = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0 || getComputedStyle(el).overflowX !== 'auto') return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== index) setState({ index: i, interacted: true });
  };
  return {
    index,
    track,
    onSwipe,
    enabled: arrowsEnabled(state, count),
    interact: () => setState(interact),
    previous: () => setState((s) => previousSlide(s, count)),
    next: () => setState((s) => nextSlide(s, count)),
    go: (i: number) => setState((st) => goToSlide(st, i, count)),
    hoverTo: (i: number) => {
      clearTimeout(hover.current);
      hover.current = setTimeout(() => setState((st) => goToSlide(st, i, count)), THUMBNAIL_HOVER_DELAY_MS);
    },
    leave: () => clearTimeout(hover.current),
  };
}

/**
 * The product gallery (catalogue-gifting §2 "mobile swipe list, desktop sliding carousel, thumbnails with
 * previous/next", §4 Gallery, §9): the product images with the bag-size slide at index 1 and the nutrition
 * slide last. One slide list: on desktop it slides by transform and has arrows (disabled until the first
 * interaction) and thumbnails (hover for 125 ms or click); under 800 px it is a CSS scroll-snap swipe list.
 * Slides other than the current one are inert, so a hidden slide's link is neither tabbable nor read.
 */
export function ProductGallery(props: {
  name: string;
  imageUrl: string;
  variant: Variant | undefined;
  facts: NutritionFacts | undefined;
  hasFacts: boolean;
}) {
  const { name, imageUrl, variant, facts, hasFacts } = props;
  const bagSize = knownBagSizeOf(variant?.bagSize) ?? knownBagSizeOf(variant?.variantName);
  const slides = useMemo(
    () => gallerySlides({ images: [{ url: imageUrl, label: name }], bagSize, hasNutritionFacts: hasFacts }),
    [imageUrl, name, bagSize, hasFacts],
  );
  const count = slides.length;
  const gallery = useGallery(count);
  const { index } = gallery;
  return (
    <div
      className="gallery"
      role="region"
      aria-roledescription="carousel"
      aria-label={productCopy.gallery}
      onPointerEnter={gallery.interact}
      onFocus={gallery.interact}
      onTouchStart={gallery.interact}
    >
      <div className="gallery__viewport">
        <div
          className="gallery__track"
          ref={gallery.track}
          style={{ ['--slide' as string]: index }}
          onScroll={gallery.onSwipe}
        >
          {slides.map((s, i) => (
            <div
              key={`${s.kind}-${i}`}
              className="gallery__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={productCopy.slideOf(i + 1, count)}
              aria-hidden={i !== index || undefined}
              inert={i !== index || undefined}
            >
              <Slide slide={s} name={name} facts={facts} ingredients={variant?.ingredients} eager={i === 0} />
            </div>
          ))}
        </div>
        {count > 1 && <GalleryArrows enabled={gallery.enabled} onPrevious={gallery.previous} onNext={gallery.next} />}
      </div>
      {count > 1 && (
        <p className="gallery__dots" aria-hidden="true">
          {slides.map((s, i) => (
            <span key={`${s.kind}-${i}`} className={`gallery__dot ${i === index ? 'is-current' : ''}`} />
          ))}
        </p>
      )}
      {count > 1 && <GalleryThumbs slides={slides} index={index} name={name} gallery={gallery} />}
    </div>
  );
}

/** The previous and next arrows (disabled until the first interaction). */
function GalleryArrows({
  enabled,
  onPrevious,
  onNext,
}: {
  enabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="gallery__arrow gallery__arrow--prev"
        aria-label={productCopy.previous}
        disabled={!enabled}
        onClick={onPrevious}
      >
        ‹
      </button>
      <button
        type="button"
        className="gallery__arrow gallery__arrow--next"
        aria-label={productCopy.next}
        disabled={!enabled}
        onClick={onNext}
      >
        ›
      </button>
    </>
  );
}

/** The thumbnails: a click goes to the slide, a 125 ms hover too. */
function GalleryThumbs({
  slides,
  index,
  name,
  gallery,
}: {
  slides: readonly GallerySlide[];
  index: number;
  name: string;
  gallery: Pick<ReturnType<typeof useGallery>, 'go' | 'hoverTo' | 'leave'>;
}) {
  return (
    <ul className="gallery__thumbs">
      {slides.map((s, i) => (
        <li key={`${s.kind}-${i}`}>
          <button
            type="button"
            className={`gallery__thumb ${i === index ? 'is-current' : ''}`}
            aria-label={productCopy.showSlide(i + 1)}
            aria-current={i === index || undefined}
            onClick={() => gallery.go(i)}
            onPointerEnter={() => gallery.hoverTo(i)}
            onPointerLeave={gallery.leave}
          >
            <Thumb slide={s} name={name} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Slide({
  slide,
  name,
  facts,
  ingredients,
  eager,
}: {
  slide: GallerySlide;
  name: string;
  facts: NutritionFacts | undefined;
  ingredients?: string;
  eager: boolean;
}) {
  if (slide.kind === 'image')
    return <ProductImage src={slide.url} alt={productCopy.imageAlt(slide.label)} eager={eager} />;
  if (slide.kind === 'bag-size') return <BagSizeArt size={slide.bagSize} />;
  const calories = facts?.perServing.calories?.quantity;
  return (
    <div className="gallery__nutrition">
      <p className="gallery__nutrition-title">{nutritionCopy.title}</p>
      {facts && (
        <p>
          {nutritionCopy.servingSize}: {facts.servingSize.description}
        </p>
      )}
      {calories !== undefined && (
        <p className="gallery__nutrition-calories">
          {nutritionCopy.calories} <strong>{calories}</strong>
        </p>
      )}
      {ingredients && (
        <p className="gallery__nutrition-ingredients">
          <strong>{productCopy.ingredients}:</strong> {galleryIngredientsText(ingredients)}
        </p>
      )}
      <a href="#nutrition-title">{productCopy.nutritionSlide} ↓</a>
      <span className="visually-hidden">{name}</span>
    </div>
  );
}

function Thumb({ slide, name }: { slide: GallerySlide; name: string }) {
  if (slide.kind === 'image') return <ProductImage src={slide.url} alt="" className="gallery__thumb-img" />;
  if (slide.kind === 'bag-size')
    return (
      <span className="gallery__thumb-text" aria-hidden="true">
        {slide.bagSize}
      </span>
    );
  return (
    <span className="gallery__thumb-text" aria-hidden="true">
      {name ? 'Facts' : ''}
    </span>
  );
}

/** A drawn bag with its size, standing in for the bag-size photo. */
function BagSizeArt({ size }: { size: KnownBagSize }) {
  return (
    <div className="gallery__bag" role="img" aria-label={productCopy.bagSize(size)}>
      <svg viewBox="0 0 120 150" aria-hidden="true" focusable="false">
        <path d="M20 20 h80 l8 120 h-96 z" fill="#c98a46" stroke="#7a4b22" strokeWidth="3" />
        <path d="M20 20 h80 v14 h-80 z" fill="#7a4b22" />
      </svg>
      <span className="gallery__bag-size">{size}</span>
    </div>
  );
}
