import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { Redirect } from '../../app/server-redirect';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { ContentEntryView, pageDataOf } from './content-entry-view';

/** The preview page's texts. */
export const builderPreviewCopy = {
  title: 'Preview',
  notice: (state: string) => `Preview: this entry is ${state}. Shoppers see it only once it is published and served.`,
  notFound: 'No content entry matches this preview.',
  forbidden: 'Only staff may preview content.',
  notAPage: 'This entry is not a page, so it has no page preview.',
} as const;

/**
 * The content-tool preview at /builder-preview (spec: core-cart-checkout §2 "/builder-preview | content-tool
 * preview"): for a signed-in staff member, the entry the server read for the query (PageState.builderPreview: model,
 * url or name, drafts included) rendered as its page with a "Preview" notice naming its state; a message when none
 * matched or it is no page; a visitor who is not signed in is sent to /sign/in (302 from the server); anyone else
 * gets a 403 message (the server answers 403). Server-rendered; loaded on demand with the content chunk
 * (ui/app/pages.ts ContentPageRoute `preview`).
 */
export const BuilderPreviewPage = observer(function BuilderPreviewPage() {
  const root = useStores();
  const preview = root.initialContent.builderPreview;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    // Reached by an in-app navigation, which has no preview data: the server reads it on a full load.
    if (!preview && location.key !== 'default') root.navigator.fullLoad(here);
  }, [preview, location.key, root, here]);
  usePageAnnouncement(builderPreviewCopy.title);
  if (!preview) return null;
  if (preview?.access === 'signed-out') {
    return <Redirect to={`/sign/in?redirect=${encodeURIComponent(here)}`} />;
  }
  if (preview.access !== 'staff') return <PreviewMessage text={builderPreviewCopy.forbidden} />;
  const data = preview.entry ? pageDataOf(preview.entry) : undefined;
  if (!preview.entry) return <PreviewMessage text={builderPreviewCopy.notFound} />;
  const notice = (
    <p className="content-preview-notice" role="note">
      {builderPreviewCopy.notice(preview.entry.published)}{' '}
      <span className="content-preview-notice__name">{`${preview.entry.modelName}: ${preview.entry.name}`}</span>
    </p>
  );
  if (!data) return <PreviewMessage text={builderPreviewCopy.notAPage}>{notice}</PreviewMessage>;
  return <ContentEntryView data={data} notice={notice} />;
});

/** The preview's page when there is nothing to render: its heading and `text`. */
function PreviewMessage({ text, children }: { readonly text: string; readonly children?: ReactNode }) {
  return (
    <div className="container page content-page">
      {children}
      <h1 className="content-page__title">{builderPreviewCopy.title}</h1>
      <p role="status">{text}</p>
    </div>
  );
}
