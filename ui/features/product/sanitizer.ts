import { createContext, useContext, useEffect, useMemo, useState } from 'react';

let purify: { sanitize: Sanitize } | undefined;
let loading: Promise<unknown> | undefined;
/** HTML the server sanitised, by raw text (the page state's `sanitized`). */
const seeded = new Map<string, string>();

/**
 * Takes over the HTML the server sanitised for the page it rendered (raw text → sanitised), so hydration renders
 * exactly the server's markup without loading DOMPurify first (it loads when HTML without a seeded form shows).
 */
export function seedSanitized(sanitized: Readonly<Record<string, string>>): void {
  for (const [raw, clean] of Object.entries(sanitized)) seeded.set(raw, clean);
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
 * the server's sanitised form when the page state seeded it, else undefined until DOMPurify has loaded (never the
 * raw HTML), then DOMPurify's output with its default allow-list (scripts, event handlers and javascript: URLs
 * removed).
 */
export function useSanitizedHtml(html: string): string | undefined {
  const provided = useContext(SanitizerContext);
  const [ready, setReady] = useState(purify !== undefined);
  const known = seeded.get(html);
  useEffect(() => {
    if (ready || provided || known !== undefined) return undefined;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, provided, known]);
  return useMemo(() => {
    if (provided) return provided(html);
    if (known !== undefined) return known;
    return ready && purify ? purify.sanitize(html) : undefined;
  }, [html, ready, provided, known]);
}
