import { createContext, useContext, useEffect, useMemo, useState } from 'react';

let purify: { sanitize: Sanitize } | undefined;
let loading: Promise<unknown> | undefined;

/**
 * Loads the HTML sanitiser (DOMPurify) once (spec: catalogue-gifting §7 "A lazy-loaded HTML sanitizing step is
 * applied to descriptions, health tips, content list"). The product route starts it together with the page's
 * own code, so it is ready when the page renders and stays out of the initial JS.
 */
export function loadSanitizer(): Promise<unknown> {
  loading ??= import('dompurify').then((m) => (purify = m.default));
  return loading;
}

/** Sanitises HTML for `dangerouslySetInnerHTML` (DOMPurify's default allow-list), synchronously. */
export type Sanitize = (html: string) => string;

/**
 * A sanitiser the renderer provides, used instead of loading DOMPurify: the server-rendering entry provides
 * `PageRendererDeps.sanitize` (DOMPurify over the server's DOM) with `<SanitizerContext value={sanitize}>`, so
 * product text is in the server's HTML. The browser hydrates a product page after `loadSanitizer()` has
 * resolved, so its first render has the same text.
 */
export const SanitizerContext = createContext<Sanitize | undefined>(undefined);

/**
 * `html` sanitised for `dangerouslySetInnerHTML`: by the provided sanitiser when there is one (the server), else
 * undefined until DOMPurify has loaded (never the raw HTML), then DOMPurify's output with its default allow-list
 * (scripts, event handlers and javascript: URLs removed).
 */
export function useSanitizedHtml(html: string): string | undefined {
  const provided = useContext(SanitizerContext);
  const [ready, setReady] = useState(purify !== undefined);
  useEffect(() => {
    if (ready || provided) return undefined;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, provided]);
  return useMemo(() => {
    if (provided) return provided(html);
    return ready && purify ? purify.sanitize(html) : undefined;
  }, [html, ready, provided]);
}
