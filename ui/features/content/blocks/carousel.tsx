import { useEffect, useId, useState } from 'react';
import { CONTENT_CAROUSEL_AUTOPLAY_MS, type BlockOptions } from '../../../../core/content';
import { ContentLink, RichText } from '../content-html';
import { prefersReducedMotion } from './faq-accordion';

/** The carousel's button labels. */
export const carouselCopy = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slides',
  play: 'Play slides',
  slide: (n: number, of: number) => `${n} of ${of}`,
} as const;

/**
 * Slides (shell-account §2 carousel; §9 "Carousel (content block) autoplay 2000 ms") in the WAI-ARIA carousel
 * pattern: a region with aria-roledescription 'carousel' and its label, each slide a group with aria-roledescription
 * 'slide' and 'n of m'; previous and next buttons (wrapping); with `autoplay` the next slide every
 * CONTENT_CAROUSEL_AUTOPLAY_MS, paused while the pointer is over it or focus is inside it, and stopped by its pause
 * button (or under prefers-reduced-motion); the live region announces slides only while it does not rotate.
 */
export function CarouselBlock({ options }: { readonly options: BlockOptions<'Carousel'> }) {
  const id = useId();
  const count = options.slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(options.autoplay && count > 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const rotating = playing && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CONTENT_CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      className="content-carousel"
      aria-roledescription="carousel"
      aria-label={options.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="content-carousel__controls">
        {options.autoplay && count > 1 && (
          <button type="button" className="content-carousel__pause" onClick={() => setPlaying((p) => !p)}>
            {playing ? carouselCopy.pause : carouselCopy.play}
          </button>
        )}
        <button type="button" className="content-carousel__prev" aria-controls={`${id}-slides`} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{carouselCopy.previous}</span>
        </button>
        <button type="button" className="content-carousel__next" aria-controls={`${id}-slides`} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{carouselCopy.next}</span>
        </button>
      </div>
      <div id={`${id}-slides`} className="content-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {options.slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={carouselCopy.slide(i + 1, count)}
            className="content-carousel__slide"
            hidden={i !== index}
          >
            {slide.image && <img className="content-carousel__img" src={slide.image} alt={slide.imageAlt} />}
            {slide.title && (
              <h3 className="content-carousel__title">
                {slide.url ? <ContentLink url={slide.url}>{slide.title}</ContentLink> : slide.title}
              </h3>
            )}
            {slide.html && <RichText html={slide.html} className="content-carousel__text" />}
          </div>
        ))}
      </div>
    </section>
  );
}
