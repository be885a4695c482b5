import type { FeatureFlags } from '../../../core/shared';
import type { PageState } from '../../../ports/page-renderer';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { ResolvedPage } from '../../../ports/storefront-backend';
import type { GiftDropService } from '../../../ports/gift-drops';

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
