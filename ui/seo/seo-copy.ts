import { copy } from '../copy';

/**
 * Texts and paths of the pages' `<head>` that the app's own copy does not hold: what a search engine or a shared
 * link shows (the description of ui/index.html, a category's fallback sentence) and the URLs the structured data
 * names.
 */
export const seoCopy = {
  /** The store's description: the meta description of ui/index.html (the home page's, and the default). */
  storeDescription:
    'Nutshell: fresh nuts, dried fruit, snacks, chocolates and sweets, coffee and tea, baking goods and gifts, ' +
    'shipped from our warehouse to your door.',
  /** The meta description of a category without a description of its own. */
  categoryDescription: (name: string) => `Shop ${name} at ${copy.storeName}.`,
  /** The brand of every product in the structured data. */
  brand: copy.storeName,
} as const;

/** The path of the store's logo image (served by the local server; the Organization's `logo`). */
export const LOGO_PATH = '/logo.svg';

/** The search results page's path; its query parameter is `query` (shell-account §2 Search URL state). */
export const SEARCH_PATH = '/search/instant';
