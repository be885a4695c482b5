import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductCard as Card } from '../../../core/catalogue';
import {
  ALL_TAB,
  filterByTab,
  filterTabs,
  placeholderCount,
  recommendationTitle,
  sliderGapPx,
} from '../../../core/catalogue';
import { ProductCard } from '../category/product-card';
import { listingCopy } from '../category/listing-copy';
import { PlaceholderItems, SliderControls, sliderGapStyle } from './recommendation-placeholder';
import { useViewport } from './use-viewport';
import '../../styles/listing.css';

/** Scroll offset, px, still counted as an end of the track (scroll snapping and sub-pixel widths leave a few px). */
const EDGE_TOLERANCE_PX = 8;

/** What a horizontal recommendation row shows. `products` undefined means loading. */
export interface RecommendationSliderProps {
  /** The source's title; blank or absent gives `fallbackTitle` ('Frequently bought together' by default). */
  readonly title?: string;
  readonly fallbackTitle?: string;
  readonly products: readonly Card[] | undefined;
  /** Target of the 'View all' link; no link when absent. */
  readonly viewAllHref?: string;
  /** Offers filter tabs by reporting category when the products span two or more. */
  readonly withTabs?: boolean;
  /** The row's analytics list id and page section; the cards report impressions and clicks when given. */
  readonly list?: { readonly id: string; readonly section: string };
}

/**
 * The slider's track and whether it is scrolled to its start or its end (within a few px), updated on scroll
 * (`updateEdges`), when the track resizes and when the `shown` products change.
 */
function useTrackEdges(shown: readonly Card[] | undefined) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const updateEdges = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const atStart = el.scrollLeft <= EDGE_TOLERANCE_PX;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - EDGE_TOLERANCE_PX;
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  }, []);
  useEffect(() => {
    // On the next frame, when the browser lays the page out anyway: reading the track's sizes now would force a
    // layout in the middle of React's commit.
    const frame = requestAnimationFrame(updateEdges);
    if (typeof ResizeObserver === 'undefined' || !track.current) return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver(updateEdges);
    observer.observe(track.current);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [updateEdges, shown]);
  return { track, edges, updateEdges };
}

/**
 * A horizontal recommendation slider (spec: catalogue-gifting §2 "horizontal slider/carousel with previous/next
 * buttons and a 'View all' link"; §9 placeholders 12 on desktop and 2 on mobile while loading; slider gaps 16 px,
 * recommendations 12 px on tablet and 8 px on mobile). Previous/next scroll by a visible width and are disabled
 * at either end. Loaded and empty: the row is not shown.
 */
export function RecommendationSlider({
  title,
  fallbackTitle,
  products,
  viewAllHref,
  withTabs = false,
  list,
}: RecommendationSliderProps) {
  const viewport = useViewport();
  const headingId = useId();
  const [tab, setTab] = useState(ALL_TAB);
  const tabs = useMemo(() => (withTabs && products ? filterTabs(products) : []), [withTabs, products]);
  const shown = useMemo(
    () => (products && tabs.length > 0 ? filterByTab(products, tab) : products),
    [products, tabs, tab],
  );
  const { track, edges, updateEdges } = useTrackEdges(shown);

  if (products && products.length === 0) return null;
  const heading = recommendationTitle(title, fallbackTitle);
  const scroll = (direction: -1 | 1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * Math.max(1, el.clientWidth - sliderGapPx(viewport)), behavior: 'smooth' });
  };

  return (
    <section
      className="rec-row"
      aria-labelledby={headingId}
      aria-busy={products === undefined}
      style={sliderGapStyle(viewport)}
    >
      <div className="rec-row__head">
        <h2 id={headingId} className="rec-row__title">
          {heading}
        </h2>
        <SliderControls viewAllHref={viewAllHref} edges={edges} onScroll={scroll} />
      </div>
      {tabs.length > 0 && (
        <SliderTabs
          tabs={tabs}
          tab={tab}
          onTab={(t) => {
            setTab(t);
            track.current?.scrollTo?.({ left: 0 });
          }}
        />
      )}
      <ul
        ref={track}
        className="rec-row__track"
        onScroll={updateEdges}
        aria-label={products === undefined ? listingCopy.loading : heading}
      >
        {shown === undefined ? (
          <PlaceholderItems count={placeholderCount(viewport)} />
        ) : (
          shown.map((c, i) => (
            <li key={c.sku} className="rec-row__item">
              <ProductCard
                card={c}
                compact
                placement={list && { listId: list.id, section: list.section, position: i + 1 }}
              />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}

/** The filter tabs by reporting category; `tab` is the selected one. */
function SliderTabs({ tabs, tab, onTab }: { tabs: readonly string[]; tab: string; onTab: (tab: string) => void }) {
  return (
    <div className="rec-row__tabs" role="tablist" aria-label={listingCopy.filterTabs}>
      {tabs.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={t === tab}
          className="rec-row__tab"
          onClick={() => onTab(t)}
        >
          {t}
        </button>
      ))}
    </div>
  );
}
