import { useEffect, useRef, useState } from 'react';

/** Warm placeholder tones, picked from the product name so a listing does not look uniform. */
const TONES = ['#e9d7b9', '#dfc7a0', '#e6d3c0', '#d9e2c5', '#f0dcc0', '#e3cfb4'];

/**
 * A product image with alt text (empty `alt` for a decorative image next to the product's name); when the image
 * is missing or fails to load it shows a drawn placeholder with the product's initial, so listings never show
 * broken images. An image that failed before the page hydrated (its error event came before React listened)
 * turns into the placeholder once mounted.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager,
}: {
  src?: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // complete with no width: the browser finished with the image and it is broken (a lazy image not yet
    // loaded is not complete).
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.getAttribute('src')) setFailed(true);
  }, [src]);
  if (!src || failed) {
    const tone = TONES[[...alt].reduce((s, c) => s + c.charCodeAt(0), 0) % TONES.length];
    return (
      <div
        className={`product-image product-image--placeholder ${className ?? ''}`}
        style={{ background: tone }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <ellipse cx="32" cy="36" rx="15" ry="19" fill="#b07840" />
          <path d="M17 30c3-11 27-11 30 0" fill="#7a4b22" />
          <path d="M32 22v-6" stroke="#7a4b22" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <span>{alt.charAt(0)}</span>
      </div>
    );
  }
  return (
    <img
      ref={img}
      className={`product-image ${className ?? ''}`}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
