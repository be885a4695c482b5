import { useEffect, useState } from 'react';
import type { Viewport } from '../../../core/catalogue';

/** Viewport classes by width: mobile under 768 px, tablet under 1024 px, desktop from 1024 px. */
const QUERIES = { mobile: '(max-width: 767px)', tablet: '(max-width: 1023px)' } as const;

function current(): Viewport {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'desktop';
  if (window.matchMedia(QUERIES.mobile).matches) return 'mobile';
  if (window.matchMedia(QUERIES.tablet).matches) return 'tablet';
  return 'desktop';
}

/** The current viewport class, updated when the window crosses a breakpoint (desktop where matchMedia is missing). */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState<Viewport>(current);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const lists = Object.values(QUERIES).map((q) => window.matchMedia(q));
    const update = () => setViewport(current());
    lists.forEach((l) => l.addEventListener?.('change', update));
    return () => lists.forEach((l) => l.removeEventListener?.('change', update));
  }, []);
  return viewport;
}
