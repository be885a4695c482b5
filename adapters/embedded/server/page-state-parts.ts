import type { FeatureFlags } from '../../../core/shared';
import type { MarketingService } from '../../../ports/newsletter';
import type { PageState } from '../../../ports/page-renderer';
import type { StorefrontService } from '../../../ports/storefront-service';
export { contentPageParts, type PreviewContentDeps } from './content-page-state';
import type { ResolvedPage } from '../../../ports/storefront-backend';
import type { GiftDropService } from '../../../ports/gift-drops';
import { BUNDLE_CUSTOMIZER_PATH, GIFT_BUNDLE_KEY } from '../../../core/customizers';
import { isBulkUploadAvailable, type Customer } from '../../../core/customers';

/**
 * The page state's `customizer` part (catalogue-gifting §2 builder pages, §4 customizers): the builder's data for a
 * path under /custom/ that is a builder page, nothing elsewhere.
 */
export async function customizerPart(
  storefront: Pick<StorefrontService, 'customizerPage'>,
  path: string,
): Promise<Pick<PageState, 'customizer'>> {
  const customizer = path.startsWith('/custom/') ? await storefront.customizerPage(path) : undefined;
  return customizer ? { customizer } : {};
}

/**
 * The page state's `giftBundle` part (catalogue-gifting §1 gift-box buy block, §2 /bundle-customizer): the bundle's
 * data on /bundle-customizer and on the bundle product's page (`resolved`), nothing elsewhere or without the bundle.
 */
export async function giftBundlePart(
  storefront: Pick<StorefrontService, 'giftBundle'>,
  path: string,
  resolved: ResolvedPage | undefined,
): Promise<Pick<PageState, 'giftBundle'>> {
  const bundleProduct = resolved?.pageType === 'ProductPage' && resolved.props.product.key === GIFT_BUNDLE_KEY;
  const wanted = path === BUNDLE_CUSTOMIZER_PATH || bundleProduct;
  const giftBundle = wanted ? await storefront.giftBundle?.() : undefined;
  return giftBundle ? { giftBundle } : {};
}

/** The wholesale page's path (shell-account §1 /wholesale; '/wholesale/' answers 301 to it). */
export const WHOLESALE_PATH = '/wholesale';

/**
 * The page state's `wholesale` part (core-cart-checkout §6; shell-account §1 /wholesale): the offered wholesale cases
 * by category on /wholesale, nothing elsewhere or where the server offers no wholesale page.
 */
export async function wholesalePart(
  storefront: Pick<StorefrontService, 'wholesale'>,
  path: string,
): Promise<Pick<PageState, 'wholesale'>> {
  const wholesale = path === WHOLESALE_PATH ? await storefront.wholesale?.() : undefined;
  return wholesale ? { wholesale } : {};
}

/** What the redemption page reads of the gift drops. */
export type GiftRedeemReads = Pick<GiftDropService, 'forRedeem'>;

/**
 * The page state's `giftRedeem` part (catalogue-gifting §2 /gift-drop/redeem/:step?): the gift of the URL's `key`
 * (GiftDropService.forRedeem), or `missing` for a key that names none; nothing on other paths, without a key or
 * without the gifting service.
 */
export async function giftRedeemPart(
  gifting: GiftRedeemReads | undefined,
  url: URL,
): Promise<Pick<PageState, 'giftRedeem'>> {
  const path = url.pathname;
  const key = url.searchParams.get('key');
  if (!gifting || !key || !(path === '/gift-drop/redeem' || path.startsWith('/gift-drop/redeem/'))) return {};
  const gift = await gifting.forRedeem(key);
  return { giftRedeem: gift.ok ? { gift: gift.value } : { missing: true } };
}

/**
 * The page state's parts of the customizers and gifts: `customizer`, `giftRedeem` and `giftBundle` (customizerPart,
 * giftRedeemPart, giftBundlePart) of the page at `url`, whose resolved page is `resolved` when the server resolves it.
 */
export async function giftPageParts(
  storefront: Pick<StorefrontService, 'customizerPage' | 'giftBundle'>,
  gifting: GiftRedeemReads | undefined,
  url: URL,
  resolved: ResolvedPage | undefined,
): Promise<Pick<PageState, 'customizer' | 'giftRedeem' | 'giftBundle'>> {
  const [customizer, giftRedeem, giftBundle] = await Promise.all([
    customizerPart(storefront, url.pathname),
    giftRedeemPart(gifting, url),
    giftBundlePart(storefront, url.pathname, resolved),
  ]);
  return { ...customizer, ...giftRedeem, ...giftBundle };
}

/**
 * The page state's `orderUpload` part (core-cart-checkout §2 /order-upload; shell-account §2 Order Upload only if
 * bulk upload is available): on /order-upload, 'allowed' for a signed-in customer with is_bulk_upload_available,
 * 'not-allowed' for another, 'signed-out' without one; nothing on other paths.
 */
export function orderUploadPart(
  path: string,
  signedIn: { readonly customer: Customer } | undefined,
): Pick<PageState, 'orderUpload'> {
  if (path !== '/order-upload') return {};
  const customer = signedIn?.customer;
  if (!customer) return { orderUpload: { access: 'signed-out' } };
  return { orderUpload: { access: isBulkUploadAvailable(customer) ? 'allowed' : 'not-allowed' } };
}

/** The paths of the quiz results page (shell-account §2 /onsite-offer-quiz-results; /quiz-results). */
export const QUIZ_RESULTS_PATHS: readonly string[] = ['/onsite-offer-quiz-results', '/quiz-results'];

/** The page deps of the quiz results page: the marketing service's results (absent: the page shows no products). */
export interface MarketingPageDeps {
  readonly marketing?: Pick<MarketingService, 'quizSections'>;
}

/**
 * The page state's `quizResults` on the quiz results paths: the saved answers (`?answers=` comma list, as the quiz
 * saves them) and their sections; nothing elsewhere.
 */
export async function quizResultsPart(
  marketing: MarketingPageDeps['marketing'],
  url: URL,
): Promise<Pick<PageState, 'quizResults'>> {
  if (!QUIZ_RESULTS_PATHS.includes(url.pathname)) return {};
  const answerIds = (url.searchParams.get('answers') ?? '')
    .split(',')
    .filter((id) => /^ftb25_v3_q\d+_[a-z0-9-]+$/.test(id));
  const sections = marketing && answerIds.length > 0 ? await marketing.quizSections(answerIds) : [];
  return { quizResults: { answerIds: answerIds.slice(0, 20), sections } };
}

/**
 * The page state's parts of the pages that start from server data beyond the resolved page: the customizers' and
 * gifts' (giftPageParts), the wholesale page's (wholesalePart) and the quiz results' (quizResultsPart).
 */
export async function storePageParts(
  storefront: Pick<StorefrontService, 'customizerPage' | 'giftBundle' | 'wholesale'>,
  gifting: GiftRedeemReads | undefined,
  url: URL,
  resolved: ResolvedPage | undefined,
  marketing?: MarketingPageDeps['marketing'],
): Promise<Pick<PageState, 'customizer' | 'giftRedeem' | 'giftBundle' | 'wholesale' | 'quizResults'>> {
  const [gifts, wholesale, quiz] = await Promise.all([
    giftPageParts(storefront, gifting, url, resolved),
    wholesalePart(storefront, url.pathname),
    quizResultsPart(marketing, url),
  ]);
  return { ...gifts, ...wholesale, ...quiz };
}

/** The page state's featureFlags: absent when none is set. */
export function flagsPart(featureFlags: FeatureFlags): Pick<PageState, 'featureFlags'> {
  return Object.keys(featureFlags).length > 0 ? { featureFlags } : {};
}

/** Whether a resolved page is a product's page. */
export function isProductPage(resolved: ResolvedPage | undefined): boolean {
  return resolved?.pageType === 'ProductPage';
}

/**
 * `values` without the keys whose value is undefined (optional dependencies passed on only when set, as
 * exactOptionalPropertyTypes wants).
 */
export function setOnly<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/** The order of a receipt token, when the token is well formed and names one. */
export async function receiptOf(
  storefront: StorefrontService,
  token: string | null,
): Promise<PageState['receipt'] | undefined> {
  if (!token || token.length < 16 || token.length > 200) return undefined;
  const order = await storefront.getReceipt(token);
  return order ? { token, order } : undefined;
}
