import { useSyncExternalStore } from 'react';
import type { Viewport } from '../../../core/catalogue';
import { SERVER_VIEWPORT } from './recommendation-placeholder';

/** Viewport classes by width: mobile under 768 px, tablet under 1024 px, desktop from 1024 px. */
const QUERIES = { mobile: '(max-width: 767px)', tablet: '(max-width: 1023px)' } as const;

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function current(): Viewport {
  if (!hasMatchMedia()) return SERVER_VIEWPORT;
  if (window.matchMedia(QUERIES.mobile).matches) return 'mobile';
  if (window.matchMedia(QUERIES.tablet).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const lists = Object.values(QUERIES).map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener?.('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener?.('change', onChange));
}

/**
 * The current viewport class, updated when the window crosses a breakpoint (desktop where matchMedia is missing).
 * The server and the hydrating render use 'desktop', so the page hydrates without a mismatch; React then
 * re-renders with the window's class.
 */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, current, () => SERVER_VIEWPORT);
}
