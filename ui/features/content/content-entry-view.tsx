import type { ReactNode } from 'react';
import { pageDataSchema, type ContentEntry, type PageData } from '../../../core/content';
import { ContentBlocks } from './content-blocks';
import { ContentRoot } from './content-html';

/** The page fields of a 'page' entry (core/content pageDataSchema), or undefined when they do not fit. */
export function pageDataOf(entry: ContentEntry): PageData | undefined {
  const parsed = pageDataSchema.safeParse(entry.data);
  return parsed.success ? parsed.data : undefined;
}

/** A page entry's h1 (its title) and blocks, after `notice`, inside the ContentRoot that routes its links. */
export function ContentEntryView({ data, notice }: { readonly data: PageData; readonly notice?: ReactNode }) {
  return (
    <ContentRoot className="container page content-page">
      {notice}
      <h1 className="content-page__title">{data.title}</h1>
      <ContentBlocks blocks={data.blocks} />
    </ContentRoot>
  );
}
