import { autoDeliveryHelpCopy } from '../copy/auto-delivery-copy';
import type { PageKind } from '../app/page-kind';
import type { Category, Product } from '../../core/catalogue';
import { CHECKOUT_STEP_TITLES } from '../../core/checkout';
import type { CategoryPageProps, ProductPageProps, ResolvedPage } from '../../ports/storefront-backend';
import { copy, orderCopy } from '../copy';
import { accountCopy } from '../copy/account-copy';
import { accountAreaCopy } from '../copy/account-area-copy';
import { giftDropCopy } from '../copy/gift-drop-copy';
import { accountAreaRouteOf } from '../../ports/account-area';
import { searchCopy } from '../features/search/search-copy';
import { documentTitle, pageTitleOf } from './document-title';
import { escapeHtml, excerpt, htmlExcerpt, jsonForScript } from './html-text';
import { SEARCH_PATH, seoCopy } from './seo-copy';
import { wholesaleHeadCopy } from '../copy/wholesale-copy';
import { contentPageHead } from './content-head';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from './structured-data';

export { documentTitle, pageTitleOf } from './document-title';

/** The kinds of page the server renders (core-cart-checkout §2 Fixed routes and Other routes). */
export type PageHeadKind = PageKind;

/** What the head of a page is built from. */
export interface PageHeadInput {
  /** The site's origin, e.g. 'https://www.example.com' (a trailing slash is ignored). */
  readonly origin: string;
  /** The request's path and query, e.g. '/nuts?page=2'. */
  readonly url: string;
  readonly kind: PageHeadKind;
  /** The resolved page: required for 'product' (ProductPage) and 'category' (a category page type). */
  readonly page?: ResolvedPage;
  /** The search page's query; absent: the URL's `query` parameter. */
  readonly searchQuery?: string;
  /** The CSP nonce put on every `<script>` the head holds. */
  readonly nonce?: string;
}

/** A page's head: the document title (plain text) and the tags for `<head>` (HTML, every value escaped). */
export interface PageHead {
  readonly title: string;
  readonly html: string;
}

/** What the tags are made of, before escaping. */
interface HeadParts {
  readonly title: string;
  readonly ogTitle: string;
  readonly description: string;
  /** Absent: no canonical link and no og:url (the 404 page). */
  readonly canonical?: string;
  readonly ogType: 'website' | 'product';
  readonly image?: string;
  readonly noindex: boolean;
  readonly jsonLd: readonly JsonLd[];
}

/**
 * Pages search engines are asked not to index: a receipt (a customer's order), the 404 page, search results, and the
 * sign-in, mailed-link and business registration pages (shell-account §2). The
 * cart and checkout steps stay indexable (empty for a crawler, with their canonical URL): the bench holds them to
 * Lighthouse's SEO score of 100, whose is-crawlable audit fails a noindex page.
 */
const NOINDEX: ReadonlySet<PageHeadKind> = new Set([
  'receipt',
  '404',
  'search',
  'account',
  'account-area',
  'quiz-results',
]);

/** The listing page number of the URL's `page` parameter when it is an integer ≥ 2, else undefined. */
function listingPage(query: URLSearchParams): number | undefined {
  const raw = query.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 2 ? n : undefined;
}

function productParts(origin: string, props: ProductPageProps): HeadParts {
  const { product, ancestors, nutritionFacts } = props;
  const canonical = `${origin}${product.path}`;
  const pageTitle = pageTitleOf(product);
  return {
    title: documentTitle(pageTitle),
    ogTitle: pageTitle,
    description: productDescription(product),
    canonical,
    ogType: 'product',
    image: absoluteUrl(origin, product.imageUrl) || undefined,
    noindex: false,
    jsonLd: [
      productJsonLd({ origin, product, url: canonical, nutritionFacts }),
      breadcrumbJsonLd({ origin, ancestors, page: { name: product.name, path: product.path } }),
    ],
  };
}

/** A product's meta description: its own, else an excerpt of its description, its one-liner, or the store's. */
function productDescription(product: Product): string {
  return (
    product.metaDescription?.trim() ||
    htmlExcerpt(product.description) ||
    excerpt(product.oneLinerDescription) ||
    seoCopy.storeDescription
  );
}

/** A category's meta description: its own, else its description (shortened), else a sentence naming it. */
function categoryDescription(category: Category): string {
  return (
    category.metaDescription?.trim() ||
    excerpt(category.description?.trim() ?? '') ||
    seoCopy.categoryDescription(category.name)
  );
}

function categoryParts(origin: string, props: CategoryPageProps, query: URLSearchParams): HeadParts {
  const { category, ancestors } = props;
  const page = listingPage(query);
  const pageTitle = pageTitleOf(category);
  return {
    title: documentTitle(pageTitle),
    ogTitle: pageTitle,
    description: categoryDescription(category),
    canonical: `${origin}${category.path}${page ? `?page=${page}` : ''}`,
    ogType: 'website',
    noindex: false,
    jsonLd: [breadcrumbJsonLd({ origin, ancestors, page: { name: category.name, path: category.path } })],
  };
}

/** The head of a page without catalogue data: its title, the store's description, a canonical URL when it has one. */
function plainParts(pageTitle: string | undefined, kind: PageHeadKind, canonical: string | undefined): HeadParts {
  const title = documentTitle(pageTitle);
  return {
    title,
    ogTitle: pageTitle || title,
    description: seoCopy.storeDescription,
    canonical,
    ogType: 'website',
    noindex: NOINDEX.has(kind),
    jsonLd: [],
  };
}

/** The page title of a checkout URL: its step's title ('/checkout/address' → 'Email & Shipping Info'). */
function checkoutTitle(path: string): string | undefined {
  const step = path.split('/')[2] ?? '';
  return step in CHECKOUT_STEP_TITLES ? CHECKOUT_STEP_TITLES[step as keyof typeof CHECKOUT_STEP_TITLES] : undefined;
}

function partsOf(input: PageHeadInput, origin: string, path: string, query: URLSearchParams): HeadParts {
  const { kind, page } = input;
  switch (kind) {
    case 'product':
      return page?.pageType === 'ProductPage'
        ? productParts(origin, page.props)
        : plainParts(copy.pages.notFound, '404', undefined);
    case 'category':
      return page?.pageType === 'CategoryLandingPage' || page?.pageType === 'CategoryListingPage'
        ? categoryParts(origin, page.props, query)
        : plainParts(copy.pages.notFound, '404', undefined);
    case 'home':
      return {
        ...plainParts(undefined, kind, `${origin}/`),
        jsonLd: [organizationJsonLd(origin), webSiteJsonLd(origin)],
      };
    case 'search': {
      const q = input.searchQuery ?? query.get('query') ?? '';
      const canonical = `${origin}${SEARCH_PATH}${q ? `?query=${encodeURIComponent(q)}` : ''}`;
      return plainParts(searchCopy.pageTitle(q), kind, canonical);
    }
    case 'cart':
      return plainParts(orderCopy.cart.title, kind, `${origin}/cart`);
    case 'checkout':
      return plainParts(checkoutTitle(path), kind, `${origin}${path}`);
    case 'receipt':
      // The receipt's token stays out of every URL of the head.
      return plainParts(orderCopy.receipt.title, kind, `${origin}/checkout/receipt`);
    case 'account':
      // A mailed link's key stays out of every URL of the head.
      if (path === '/business/register') return plainParts(accountCopy.pages.businessTitle, kind, `${origin}${path}`);
      if (path === '/business') return plainParts(accountCopy.utility.forBusiness, kind, `${origin}${path}`);
      return plainParts(accountCopy.pages.signIn, kind, path === '/sign/in' ? `${origin}${path}` : undefined);
    case 'account-area': {
      const route = accountAreaRouteOf(path);
      const found = route && page?.pageType !== '404';
      return found
        ? plainParts(accountAreaCopy.titles[route.page], kind, undefined)
        : plainParts(copy.pages.notFound, '404', undefined);
    }
    case 'content':
      return {
        ...plainParts(autoDeliveryHelpCopy.title, kind, `${origin}${path}`),
        description: autoDeliveryHelpCopy.description,
      };
    case 'mixes':
    case 'box':
    case 'trays':
      return plainParts(customizerTitle(kind, page), kind, `${origin}${path}`);
    case 'gift-drop':
      return giftDropParts(origin, path);
    case 'bundle':
      return plainParts('Customize Your Bundle', kind, `${origin}${path}`);
    case 'order-upload':
      // The business customer's own page (core-cart-checkout §2 /order-upload): not for search engines.
      return { ...plainParts('Order Upload', kind, undefined), noindex: true };
    case 'wholesale':
      // The category filter's query stays out of the canonical URL.
      return {
        ...plainParts(wholesaleHeadCopy.title, kind, `${origin}/wholesale`),
        description: wholesaleHeadCopy.description,
      };
    case 'content-page': {
      const head = contentPageHead(page);
      if (!head) return plainParts(copy.pages.notFound, '404', undefined);
      const parts = plainParts(head.title, kind, `${origin}${path}`);
      return head.description ? { ...parts, description: head.description } : parts;
    }
    case 'builder-preview':
      // A staff member's preview of unpublished content: never for search engines.
      return { ...plainParts('Preview', kind, undefined), noindex: true };
    case 'quiz-results':
      // A shopper's own answers (shell-account §2 /onsite-offer-quiz-results): not for search engines (NOINDEX).
      return plainParts('Your Quiz Results', kind, undefined);
    case '404':
      return plainParts(copy.pages.notFound, kind, undefined);
  }
}

/** A customizer page's title (catalogue-gifting §2): its product's name on a resolved page, else the builder's. */
function customizerTitle(kind: 'mixes' | 'box' | 'trays', page: PageHeadInput['page']): string {
  if (page?.pageType === 'CustomMixesPage' || page?.pageType === 'CustomTraysPage') return page.props.product.name;
  return kind === 'box' ? 'Build your own box' : kind === 'mixes' ? 'Custom Trail Mix' : 'Custom Gift Tray';
}

/**
 * A gift page's head (catalogue-gifting §2): the builder's landing and steps are public (canonical without the
 * query); the redemption and the sender's list are nobody else's (noindex, no canonical: the mailed key never reaches
 * the head).
 */
function giftDropParts(origin: string, path: string): HeadParts {
  const t = giftDropCopy.titles;
  if (path.startsWith('/gift-drop/redeem')) return { ...plainParts(t.redeem, 'gift-drop', undefined), noindex: true };
  if (path === '/gift-drop/build/sent') return { ...plainParts(t.sent, 'gift-drop', undefined), noindex: true };
  const title = path === '/gift-drop/build' || path === '/gift-drop' ? t.landing : t.build;
  return plainParts(title, 'gift-drop', `${origin}${path}`);
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

function tagsOf(p: HeadParts, nonce: string | undefined): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const url = p.canonical;
  return [
    `<title>${escapeHtml(p.title)}</title>`,
    meta('name', 'description', p.description),
    p.noindex ? meta('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    meta('property', 'og:type', p.ogType),
    meta('property', 'og:site_name', copy.storeName),
    meta('property', 'og:title', p.ogTitle),
    meta('property', 'og:description', p.description),
    url ? meta('property', 'og:url', url) : '',
    p.image ? meta('property', 'og:image', p.image) : '',
    meta('name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.ogTitle),
    meta('name', 'twitter:description', p.description),
    p.image ? meta('name', 'twitter:image', p.image) : '',
    ...p.jsonLd.map((data) => `<script type="application/ld+json"${nonceAttr}>${jsonForScript(data)}</script>`),
  ].join('');
}

/**
 * The `<head>` of a server-rendered page (catalogue-gifting §3 Product "meta description", "custom page
 * title"): the document title as the browser sets it (`documentTitle`), the meta description, the canonical link
 * (`?page=N` kept on listings for N ≥ 2), Open Graph and Twitter card tags, robots 'noindex' on the cart, checkout,
 * receipt, 404 and search pages, and JSON-LD: Product and BreadcrumbList on product pages, BreadcrumbList on category
 * pages, Organization and WebSite (with its SearchAction) on the home page. A product or category kind without its
 * resolved page gets the 404 page's head. Pure: no DOM, no clock.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const origin = input.origin.replace(/\/+$/, '');
  const url = input.url.split('#')[0] ?? '';
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)) || '/';
  const parts = partsOf(input, origin, path, new URLSearchParams(q < 0 ? '' : url.slice(q + 1)));
  return { title: parts.title, html: tagsOf(parts, input.nonce) };
}
