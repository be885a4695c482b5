import type { ReactNode } from 'react';
import { pageDataSchema, type ContentEntry, type PageData } from '../../../core/content';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { seedSanitized } from '../product/sanitizer';
import { NotFoundPage } from '../../routes/page-status';
import { ContentBlocks } from './content-blocks';
import { ContentRoot } from './content-html';

/** The page fields of a 'page' entry (core/content pageDataSchema), or undefined when they do not fit. */
export function pageDataOf(entry: ContentEntry): PageData | undefined {
  const parsed = pageDataSchema.safeParse(entry.data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Takes over the content HTML the server sanitised (PageState.sanitized), so a content page hydrates with the
 * server's markup before DOMPurify loads (ui/features/product/sanitizer.ts).
 */
export function seedContentHtml(sanitized: Readonly<Record<string, string>>): void {
  seedSanitized(sanitized);
}

/** A page entry's h1 (its title) and blocks, inside the ContentRoot that routes its links. */
export function ContentEntryView({ data, notice }: { readonly data: PageData; readonly notice?: ReactNode }) {
  return (
    <ContentRoot className="container page content-page">
      {notice}
      <h1 className="content-page__title">{data.title}</h1>
      <ContentBlocks blocks={data.blocks} />
    </ContentRoot>
  );
}

/**
 * A content page (spec: core-cart-checkout §2 "content page", "referral page": resolved page types 'ContentPage' and
 * 'ReferralPage' with the served 'page' entry; shell-account §2 Page content blocks): h1 = the entry's title, then
 * its blocks (ContentBlocks). An entry whose fields do not fit a page shows the 404 page. Server-rendered; loaded on
 * demand (ui/app/pages.ts ContentPageRoute).
 */
export default function ContentPage({ entry }: { readonly entry: ContentEntry }) {
  const data = pageDataOf(entry);
  usePageAnnouncement(data?.title);
  return data ? <ContentEntryView data={data} /> : <NotFoundPage />;
}
