import type { ContentEntry } from '../../../core/content';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { NotFoundPage } from '../../routes/page-status';
import { BuilderPreviewPage } from './builder-preview-page';
import { ContentEntryView, pageDataOf } from './content-entry-view';
import { HomeContent } from './home-content';

/** A content page (core-cart-checkout §2 content page, referral page): its entry's h1 and blocks, else the 404 page. */
function ContentPage({ entry }: { readonly entry: ContentEntry }) {
  const data = pageDataOf(entry);
  usePageAnnouncement(data?.title);
  return data ? <ContentEntryView data={data} /> : <NotFoundPage />;
}

/** What the content chunk renders: a content page's `entry`, the `preview` page, or the `home` page's entry. */
export type ContentRouteProps =
  { readonly entry: ContentEntry } | { readonly preview: true } | { readonly home: ContentEntry };

/**
 * The page builder's content in the browser, one on-demand chunk (ui/app/pages.ts ContentPageRoute; spec:
 * shell-account §2 Page content blocks; core-cart-checkout §2): with `entry` a content page ('ContentPage' and
 * 'ReferralPage': h1 = the entry's title, then its blocks; an entry whose fields do not fit a page shows the 404
 * page); with `preview` the content-tool preview at /builder-preview (builder-preview-page.tsx); with `home` the home
 * page's blocks (home-content.tsx). Server-rendered.
 */
export default function ContentRoute(props: ContentRouteProps) {
  if ('preview' in props) return <BuilderPreviewPage />;
  if ('home' in props) return <HomeContent entry={props.home} />;
  return <ContentPage entry={props.entry} />;
}
