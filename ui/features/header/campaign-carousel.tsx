import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import { headerCopy } from '../../copy/header-nav-copy';

/** The carousel's interval and fade, in ms (shell-account §9 "Carousel interval 4000 ms; fade 600 ms"). */
export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_FADE_MS = 600;
/** How far a touch must travel sideways to count as a swipe, in px. */
const SWIPE_PX = 40;

/** A slide: the default content (index 0) or a campaign item's sanitised HTML and promotion name. */
export type Slide =
  | { readonly kind: 'default'; readonly content: ReactNode }
  | { readonly kind: 'campaign'; readonly promotionName: string; readonly html: string };

/**
 * The campaign carousel of the utility bar (spec: shell-account §4 Carousel, §9): index 0 the default content, then
 * the campaign items; it advances every 4000 ms and wraps, pauses while hovered or focused (and when the shopper
 * presses its pause button: WCAG 2.2.2), and does not advance while `loading`. Swipe left goes to the previous slide,
 * swipe right to the next (as the spec says). Slides fade in over 600 ms (no fade with prefers-reduced-motion: CSS).
 * A click on a link of a campaign item calls `onCampaignClick` with its promotion name.
 */
export function CampaignCarousel(props: {
  slides: readonly Slide[];
  loading?: boolean;
  onCampaignClick?: (promotionName: string) => void;
}) {
  const { slides } = props;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchX = useRef<number | undefined>(undefined);
  const count = slides.length;
  const running = count > 1 && !hovered && !focused && !stopped && !props.loading;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = undefined;
    if (start === undefined || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end > start ? 1 : -1); // right → next, left → previous (shell-account §4)
  };
  const onClick = (e: MouseEvent, slide: Slide) => {
    if (slide.kind === 'campaign' && (e.target as Element).closest('a')) props.onCampaignClick?.(slide.promotionName);
  };
  const current = Math.min(index, count - 1);
  return (
    <div
      className="campaign-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={headerCopy.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX)}
      onTouchEnd={onTouchEnd}
    >
      <div className="campaign-carousel__slides" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`campaign-carousel__slide${i === current ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={headerCopy.slide(i + 1, count)}
            onClick={(e) => onClick(e, slide)}
          >
            {slide.kind === 'default' ? slide.content : <span dangerouslySetInnerHTML={{ __html: slide.html }} />}
          </div>
        ))}
      </div>
      {count > 1 && (
        <button
          type="button"
          className="campaign-carousel__pause"
          aria-label={stopped ? headerCopy.playCarousel : headerCopy.pauseCarousel}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
    </div>
  );
}
