import { copy } from '../copy';

/**
 * The document title of a page, the same in the browser (`usePageAnnouncement` sets `document.title`) and in the
 * server-rendered `<title>`: '{pageTitle} | Nutshell', or for an empty or absent `pageTitle` (the home page)
 * 'Nutshell — Nuts, dried fruit, snacks & gifts' (the store name and tagline of ui/copy). Plain text, not escaped.
 */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${copy.storeName}` : `${copy.storeName} — ${copy.tagline}`;
}

/**
 * The page title of a product or category page (catalogue-gifting §3 Product "custom page title"): its custom page
 * title when set and not blank, else its name.
 */
export function pageTitleOf(entity: { readonly name: string; readonly customPageTitle?: string }): string {
  return entity.customPageTitle?.trim() || entity.name;
}
