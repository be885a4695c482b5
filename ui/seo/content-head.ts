import { pageDataSchema } from '../../core/content';
import type { ResolvedPage } from '../../ports/storefront-backend';

/**
 * The title and meta description of a content page (core-cart-checkout §2 content page, referral page): its 'page'
 * entry's `title` and `description` (core/content pageDataSchema; an empty description is absent), or undefined when
 * `page` is no content page or its entry's fields do not fit a page.
 */
export function contentPageHead(
  page: ResolvedPage | undefined,
): { readonly title: string; readonly description?: string } | undefined {
  if (page?.pageType !== 'ContentPage' && page?.pageType !== 'ReferralPage') return undefined;
  const data = pageDataSchema.safeParse(page.props.entry.data);
  if (!data.success) return undefined;
  const description = data.data.description.trim();
  return { title: data.data.title, ...(description ? { description } : {}) };
}
