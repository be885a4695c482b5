import type { FeatureFlags } from '../../../core/shared';
import type { PageState } from '../../../ports/page-renderer';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { ResolvedPage } from '../../../ports/storefront-backend';

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

/** The page state's featureFlags: absent when none is set. */
export function flagsPart(featureFlags: FeatureFlags): Pick<PageState, 'featureFlags'> {
  return Object.keys(featureFlags).length > 0 ? { featureFlags } : {};
}

/** Whether a resolved page is a product's page. */
export function isProductPage(resolved: ResolvedPage | undefined): boolean {
  return resolved?.pageType === 'ProductPage';
}
