import { useEffect, useMemo, useState } from 'react';

/** Sanitises HTML for `dangerouslySetInnerHTML`. */
type Sanitize = (html: string) => string;

let purify: { sanitize: Sanitize } | undefined;
let loading: Promise<unknown> | undefined;

/**
 * Sets the sanitiser instead of loading the browser's DOMPurify: the server renderer passes DOMPurify over a
 * server-side DOM (its output is the browser's, so hydration matches). Call before the first render.
 */
export function provideSanitizer(sanitize: Sanitize): void {
  purify = { sanitize };
  loading = Promise.resolve();
}

/**
 * Loads the HTML sanitiser (DOMPurify) once (spec: catalogue-gifting §7 "A lazy-loaded HTML sanitizing step is
 * applied to descriptions, health tips, content list"). The product route starts it together with the page's
 * own code, so it is ready when the page renders and stays out of the initial JS.
 */
export function loadSanitizer(): Promise<unknown> {
  loading ??= import('dompurify').then((m) => (purify = m.default));
  return loading;
}

/**
 * `html` sanitised for `dangerouslySetInnerHTML`: undefined until the sanitiser has loaded (never the raw
 * HTML), then DOMPurify's output with its default allow-list (scripts, event handlers and javascript: URLs removed).
 */
export function useSanitizedHtml(html: string): string | undefined {
  const [ready, setReady] = useState(purify !== undefined);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return useMemo(() => (ready && purify ? purify.sanitize(html) : undefined), [html, ready]);
}
