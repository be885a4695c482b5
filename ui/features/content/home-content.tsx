import type { ContentEntry } from '../../../core/content';
import { ContentBlocks } from './content-blocks';
import { ContentRoot } from './content-html';
import { pageDataOf } from './content-entry-view';

/**
 * The home page's content (shell-account §2 Page content blocks; core-cart-checkout §2 "/ Homepage (content page)"):
 * the blocks of its 'page' entry (HomePage props `content`), below the home page's own sections; nothing when the
 * entry's fields do not fit a page. The home page keeps its own h1. Loaded on demand with the content chunk
 * (ui/app/pages.ts ContentPageRoute `home`), only for a home page with content.
 */
export function HomeContent({ entry }: { readonly entry: ContentEntry }) {
  const data = pageDataOf(entry);
  if (!data || data.blocks.length === 0) return null;
  return (
    <ContentRoot className="container home-content">
      <ContentBlocks blocks={data.blocks} />
    </ContentRoot>
  );
}
