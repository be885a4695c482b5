import { useId } from 'react';
import { Link } from 'react-router';
import { placeholderCount, recommendationTitle, sliderGapPx, type Viewport } from '../../../core/catalogue';
import { listingCopy } from '../category/listing-copy';
import '../../styles/listing.css';

// What the browser entry needs of the recommendation rows before their code arrives (the rows are
// islands): a loading row as the server renders it, built of the pieces the slider shows it with.

/** The viewport class the server renders and hydration starts from: the server cannot know the width. */
export const SERVER_VIEWPORT: Viewport = 'desktop';

/** The row's 'View all' link (when there is a target) and its previous/next arrows, disabled at either end. */
export function SliderControls({
  viewAllHref,
  edges,
  onScroll,
}: {
  viewAllHref: string | undefined;
  edges: { atStart: boolean; atEnd: boolean };
  onScroll: (direction: -1 | 1) => void;
}) {
  return (
    <div className="rec-row__controls">
      {viewAllHref && (
        <Link className="rec-row__view-all" to={viewAllHref}>
          {listingCopy.viewAll}
        </Link>
      )}
      <button
        type="button"
        className="rec-row__arrow"
        aria-label={listingCopy.previous}
        disabled={edges.atStart}
        onClick={() => onScroll(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="rec-row__arrow"
        aria-label={listingCopy.next}
        disabled={edges.atEnd}
        onClick={() => onScroll(1)}
      >
        ›
      </button>
    </div>
  );
}

/** `count` skeleton items standing in for the cards while the row loads. */
export function PlaceholderItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className="rec-row__item rec-row__item--placeholder" data-testid="rec-placeholder" aria-hidden="true">
      <div className="rec-skeleton">
        <span />
        <span />
        <span />
      </div>
    </li>
  ));
}

/** The `--slider-gap` style of a row (spec: catalogue-gifting §9 slider gaps), px for the viewport class. */
export const sliderGapStyle = (viewport: Viewport) => ({ ['--slider-gap' as string]: `${sliderGapPx(viewport)}px` });

/** Both arrows disabled: the track has not been measured. */
const UNMEASURED = { atStart: true, atEnd: true } as const;

/**
 * A recommendation row while it loads, as the server renders `RecommendationSlider` with no products (spec:
 * catalogue-gifting §9: 12 placeholders on desktop, the server's viewport): heading `title` or `fallbackTitle`
 * ('Frequently bought together' by default), the 'View all' link when `viewAllHref` is given, both arrows disabled.
 * The rows' islands show it while their code loads, should they render before it is there.
 */
export function SliderPlaceholder({
  title,
  fallbackTitle,
  viewAllHref,
}: {
  title?: string;
  fallbackTitle?: string;
  viewAllHref?: string;
}) {
  const headingId = useId();
  return (
    <section className="rec-row" aria-labelledby={headingId} aria-busy={true} style={sliderGapStyle(SERVER_VIEWPORT)}>
      <div className="rec-row__head">
        <h2 id={headingId} className="rec-row__title">
          {recommendationTitle(title, fallbackTitle)}
        </h2>
        <SliderControls viewAllHref={viewAllHref} edges={UNMEASURED} onScroll={() => undefined} />
      </div>
      <ul className="rec-row__track" aria-label={listingCopy.loading}>
        <PlaceholderItems count={placeholderCount(SERVER_VIEWPORT)} />
      </ul>
    </section>
  );
}
