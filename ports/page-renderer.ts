import type { CustomizerPageData, GiftBundlePageData } from '../core/customizers';
import type { Message } from '../core/notifications';
import type { WholesalePageData } from '../core/catalogue';
import type { Cart, Order } from '../core/cart';
import type { ResolvedPage } from './storefront-backend';
import type { SavedAddress, SessionSummary } from '../core/customers';
import type { AccountAreaData } from './account-area';
import type { FeatureFlags } from '../core/shared';
import type { GiftForRedeem } from './gift-drops';
import type { ContentEntry, ShellContent } from '../core/content';
import type { ProductCard } from '../core/catalogue';
import type { QuizResultsData } from '../core/marketing';

/**
 * What the server knows of a page before it renders it (server rendering). The renderer seeds the root
 * store with it, and the page carries it (serialized, escaped) for the browser's stores to take over without
 * fetching the same data again.
 */
export interface PageState {
  /** The request's path and query as the browser sent them, e.g. '/nuts?page=2'. */
  readonly url: string;
  /**
   * The resolved page of the path (routes the server resolves: home, category landing and listing, product, 404),
   * exactly the `data` of GET /api/resolve-path for `path`.
   */
  readonly page?: { readonly path: string; readonly resolved: ResolvedPage };
  /** The session's active cart; null: the session has none (an empty cart); absent: unknown (the browser loads it). */
  readonly cart?: Cart | null;
  /** The receipt page's order (GET /api/orders/receipt for the URL's token); absent elsewhere or when not found. */
  readonly receipt?: { readonly token: string; readonly order: Order };
  /** The CSRF token of the session's HTML form posts (the `_csrf` field; @fastify/csrf-protection). */
  readonly csrfToken: string;
  /** The site's origin for canonical and Open Graph URLs, e.g. 'http://127.0.0.1:3000' (no trailing slash). */
  readonly origin: string;
  /** InstantSearch's server state of a search results page (react-instantsearch `getServerState`), JSON. */
  readonly search?: unknown;
  /**
   * The product HTML the page shows as the server sanitised it, by its raw text: the browser hydrates with it and
   * loads its own sanitiser only for HTML it has not got (another variant's ingredients, the next page).
   */
  readonly sanitized?: Readonly<Record<string, string>>;
  /**
   * Who the session is (core/customers SessionSummary): the utility bar's greeting and the account links render
   * from it; absent: anonymous.
   */
  readonly session?: SessionSummary;
  /**
   * An account-area page's data (ports/account-area.ts), for the signed-in customer only; absent on other pages (an
   * account-area path without a signed-in customer redirects to /sign/in before rendering).
   */
  readonly account?: AccountAreaData;
  /**
   * The signed-in customer's address book on checkout pages (core-cart-checkout §4 address step), the default first;
   * absent for an anonymous session and on other pages (the browser then asks GET /api/customers/me/addresses).
   */
  readonly savedAddresses?: readonly SavedAddress[];
  /**
   * The staff cart lookup's key that named no cart (shell-account §2 Staff cart lookup; /cart/customer-cart?key=):
   * the page says "No cart with that key." and answers 404. Absent on other pages and when the key was found.
   */
  readonly customerCartMiss?: string;
  /**
   * Error messages a redirect carried to this page (a checkout page whose cart preparation removed lines sends the
   * shopper to /cart with one message per line: core-cart-checkout §4, §8), shown in the flash area; absent: none.
   */
  readonly flashErrors?: readonly Message[];
  /**
   * The feature flags in effect for the session (shell-account §4: the `?flags=` list kept in the nutshell_flags
   * cookie over the site's NUTSHELL_FLAGS), e.g. { autoDeliveryPortal: true }; absent: none set.
   */
  readonly featureFlags?: FeatureFlags;
  /**
   * The visitor's search experiment variant (shell-account §4 "letters A, B and so on by variant id"), from the
   * targeting service's 'Search Experiment' campaign; absent without targeting.
   */
  readonly searchVariant?: string;
  /**
   * A product page's social proof (shell-account §4 flag socialProofMessaging): the orders of the product in the
   * last 30 days, only when the flag is on and the count reaches the threshold (core/catalogue social-proof.ts).
   */
  readonly socialProof?: { readonly productKey: string; readonly orders: number };
  /**
   * A builder page's data (catalogue-gifting §2 /custom/mixes/builder, /custom/box/builder, the trays
   * /custom/trays/premium and /custom/trays/classic; §4): the customizer product and the ingredients it offers (a
   * tray's with their category tree); absent on other pages.
   */
  readonly customizer?: CustomizerPageData;
  /**
   * The gift redemption page's gift (catalogue-gifting §2 /gift-drop/redeem?key=…), read by the URL's key on the
   * server: `gift`, or `missing` when the key names no live gift. Absent on other pages and without a key. The key
   * itself is not repeated here.
   */
  readonly giftRedeem?: { readonly gift?: GiftForRedeem; readonly missing?: true };
  /**
   * The gift box bundle's data (catalogue-gifting §1 buy block, §2 Gift box shipments details and /bundle-customizer):
   * on /bundle-customizer and the bundle product's page; absent elsewhere.
   */
  readonly giftBundle?: GiftBundlePageData;
  /**
   * The bulk order upload page's access (core-cart-checkout §2 /order-upload; shell-account §2 "Order Upload (only if
   * bulk upload is available)"): 'allowed' for a signed-in customer with is_bulk_upload_available, 'not-allowed' for
   * another signed-in customer, 'signed-out' without one (the page then sends the visitor to sign in). Absent on other
   * pages.
   */
  readonly orderUpload?: { readonly access: OrderUploadAccess };
  /**
   * The /wholesale page's cases by category (core-cart-checkout §6 wholesale rule; shell-account §1 /wholesale): on
   * /wholesale only; absent elsewhere.
   */
  readonly wholesale?: WholesalePageData;
  /**
   * The quiz results page's saved answers and their recommendations (shell-account §2 /onsite-offer-quiz-results,
   * /quiz-results; §3 Quiz selector): on those paths only; absent elsewhere.
   */
  readonly quizResults?: QuizResultsData;
  /**
   * The shell's content for this page (shell-account §2 Header, §7 CMS content: the promotional messaging bar, the
   * campaign carousel's items, the mega menu, the mobile menu, the secondary navigation, the sitewide banner),
   * served for the request's user attributes; absent on pages without the store's header, or when the content
   * service failed (the shell shows its defaults).
   */
  readonly shell?: ShellContent;
  /**
   * The product cards of the page content's Shoppable Ingredients blocks (shell-account §2 Page content blocks), in
   * the blocks' order, each product once: on a content page, the home page with content, and /builder-preview; absent
   * elsewhere and when the content names no product the catalogue has.
   */
  readonly contentProducts?: readonly ProductCard[];
  /**
   * The content-tool preview (core-cart-checkout §2 /builder-preview), for a signed-in staff member only: `entry`,
   * the entry of the query's `model` and `url` or `name`, drafts included (absent: none found); `forbidden` for a
   * signed-in customer who is not staff (the page answers 403); `signed-out` for a visitor (the page sends them to
   * /sign/in). Absent on other pages.
   */
  readonly builderPreview?: BuilderPreviewState;
}

/** PageState.builderPreview: the previewed entry (absent: none found), or `forbidden`. */
export type BuilderPreviewState =
  { readonly access: 'staff'; readonly entry?: ContentEntry } | { readonly access: 'forbidden' | 'signed-out' };

/** Whether the session may upload an order file (PageState.orderUpload, GET /api/order-upload/access). */
export type OrderUploadAccess = 'allowed' | 'not-allowed' | 'signed-out';

/** What a render gives the server: the status, the head's tags, and the app's markup as a stream. */
export interface RenderedPage {
  /** The HTTP status of the page: 200, or 404 for the 404 page. */
  readonly status: number;
  /** A path the page redirects to (e.g. checkout's entry location): the server answers 302 with it. */
  readonly redirect?: string;
  /** Tags for `<head>`: `<title>`, meta description, canonical, Open Graph, Twitter card, JSON-LD scripts. */
  readonly head: string;
  /** The state as the browser takes it over (the input's, with what rendering added, e.g. search results). */
  readonly state: PageState;
  /** Pipes the app's markup (what goes inside `<div id="root">`) into `destination`, then ends it. */
  pipe(destination: NodeJS.WritableStream): void;
}

/** The server-rendering entry of the UI (ui/server/render-page.tsx, built to dist/server by `vite build --ssr`). */
export interface PageRenderer {
  /**
   * Renders the page of `state.url` with React's streaming renderer. `nonce` goes on every inline script React
   * writes (CSP). Resolves when the shell is ready; rejects only on a bug (the server answers 500).
   */
  render(input: { readonly state: PageState; readonly nonce: string }): Promise<RenderedPage>;
}

/** What the renderer needs from the server: its search (for search pages) and an HTML sanitiser. */
export interface PageRendererDeps {
  /**
   * An InstantSearch search client (algoliasearch-lite's `search(requests)` shape) answering in process from the
   * same index the search API serves.
   */
  readonly searchClient: unknown;
  /** Sanitises product HTML (descriptions, ingredients) exactly as the browser's DOMPurify does. */
  readonly sanitize: (html: string) => string;
}
