import type { PageRouteDeps } from './page-routes';
import { setOnly } from './page-state-parts';

/** The server's optional services a page's data is read from (PageRouteDeps), each passed on only when set. */
type PageReads = Pick<
  PageRouteDeps,
  | 'accounts'
  | 'vault'
  | 'autoDelivery'
  | 'siteFlags'
  | 'gifting'
  | 'resellers'
  | 'marketing'
  | 'targeting'
  | 'socialProof'
  | 'content'
  | 'contentEditor'
>;

/**
 * The optional page reads of the server's deps (app.ts registerUi): accounts, vault, auto-delivery, site flags,
 * gifting, resellers, marketing (the quiz results page), targeting and social proof, and content (the shell, content
 * pages and the preview), without the absent ones (exactOptionalPropertyTypes).
 */
export function pageReadsOf(deps: PageReads): PageReads {
  const { accounts, vault, autoDelivery, siteFlags, gifting, resellers, marketing } = deps;
  const { targeting, socialProof, content, contentEditor } = deps;
  return {
    ...setOnly({ accounts, vault, autoDelivery, siteFlags, gifting, resellers, marketing }),
    ...setOnly({ targeting, socialProof, content, contentEditor }),
  };
}
