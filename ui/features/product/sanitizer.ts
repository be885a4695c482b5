import { useEffect, useMemo, useState } from 'react';

type Purify = (typeof import('dompurify'))['default'];

let purify: Purify | undefined;
let loading: Promise<Purify> | undefined;

/**
 * Loads the HTML sanitiser (DOMPurify) once (spec: catalogue-gifting §7 "A lazy-loaded HTML sanitizing step is
 * applied to descriptions, health tips, content list"). The product route starts it together with the page's
 * own code, so it is ready when the page renders and stays out of the initial JS.
 */
export function loadSanitizer(): Promise<Purify> {
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
