import { z } from 'zod';
import { productCardOf, type ProductCard } from '../../../core/catalogue';
import { blockOf, CONTENT_MODELS, pageDataSchema, type ContentBlock, type ContentEntry } from '../../../core/content';
import { isStaffRole, type SessionSummary } from '../../../core/customers';
import type { CommercePort } from '../../../ports/commerce';
import type { ContentEditorPort, ContentPort } from '../../../ports/content';
import { CONTENT_TIMEOUT_MS } from '../../../ports/content';
import type { PageState } from '../../../ports/page-renderer';
import type { ResolvedPage } from '../../../ports/storefront-backend';

/** The content-tool preview's path (core-cart-checkout §2 "/builder-preview | content-tool preview"). */
export const BUILDER_PREVIEW_PATH = '/builder-preview';
/** The most products a page's Shoppable Ingredients blocks bring together (24 a block, a few blocks a page). */
const MAX_CONTENT_PRODUCTS = 48;
/** How many entries a preview by name looks through when there is no editor port to ask by name. */
const NAME_SCAN_LIMIT = 500;

/** The product keys of the Shoppable Ingredients blocks among `blocks` and their children, in order, each once. */
export function shoppableKeysOf(blocks: readonly ContentBlock[]): readonly string[] {
  const keys = new Set<string>();
  const walk = (list: readonly ContentBlock[]) => {
    for (const block of list) {
      const read = block.component ? blockOf(block) : undefined;
      if (block.component && !read) continue;
      if (read?.name === 'Shoppable Ingredients') read.options.productKeys.forEach((k) => keys.add(k));
      walk(block.children ?? []);
    }
  };
  walk(blocks);
  return [...keys].slice(0, MAX_CONTENT_PRODUCTS);
}

/** The page entry a page state shows content from: a content page's, the home page's, or the preview's. */
export function contentEntryOf(
  resolved: ResolvedPage | undefined,
  preview: PageState['builderPreview'],
): ContentEntry | undefined {
  if (resolved?.pageType === 'ContentPage' || resolved?.pageType === 'ReferralPage') return resolved.props.entry;
  if (resolved?.pageType === 'HomePage' && resolved.props.content) return resolved.props.content;
  return preview?.access === 'staff' ? preview.entry : undefined;
}

/**
 * The page state's `contentProducts` (shell-account §2 Page content blocks, shoppable ingredients): the product
 * cards (core/catalogue productCardOf) of the Shoppable Ingredients blocks of `entry`'s page data, read from the
 * commerce port by key; nothing without such blocks or when none of their products is found.
 */
export async function contentProductsPart(
  commerce: Pick<CommercePort, 'getProductsByKeys'>,
  entry: ContentEntry | undefined,
): Promise<Pick<PageState, 'contentProducts'>> {
  const data = entry ? pageDataSchema.safeParse(entry.data) : undefined;
  const keys = data?.success ? shoppableKeysOf(data.data.blocks) : [];
  if (keys.length === 0) return {};
  const cards: ProductCard[] = (await commerce.getProductsByKeys(keys)).flatMap((p) => productCardOf(p) ?? []);
  return cards.length > 0 ? { contentProducts: cards } : {};
}

/** The preview's query: `model` (default 'page'), and the entry's `url` (a path) or `name`. */
const previewQuerySchema = z.object({
  model: z.enum(CONTENT_MODELS).default('page'),
  url: z
    .string()
    .max(500)
    .regex(/^\/[^\s?#]*$/)
    .optional(),
  name: z.string().min(1).max(200).optional(),
});

/** What the preview reads content through: the content port, and the editors' port for look-ups by name. */
export interface PreviewContentDeps {
  readonly content?: ContentPort;
  readonly contentEditor?: Pick<ContentEditorPort, 'get'>;
}

/**
 * The entry a preview asks for (core-cart-checkout §2 /builder-preview): by `name` (the editors' port, else among
 * the model's served entries), else by `url` (the entry served for that urlPath), drafts included; undefined when
 * the query does not parse, names nothing, or the content service fails or takes over CONTENT_TIMEOUT_MS.
 */
async function previewEntry(deps: PreviewContentDeps, params: URLSearchParams): Promise<ContentEntry | undefined> {
  const query = previewQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success || !deps.content) return undefined;
  const { model, url, name } = query.data;
  const signal = AbortSignal.timeout(CONTENT_TIMEOUT_MS);
  try {
    if (name !== undefined) {
      const byName = await deps.contentEditor?.get(model, name);
      if (byName) return byName.published === 'archived' ? undefined : byName;
      const all = await deps.content.entries(model, {
        userAttributes: {},
        includeUnpublished: true,
        limit: NAME_SCAN_LIMIT,
        signal,
      });
      return all.find((e) => e.name === name);
    }
    const userAttributes = { urlPath: url ?? '/' };
    const [entry] = await deps.content.entries(model, { userAttributes, includeUnpublished: true, limit: 1, signal });
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * The page state's `builderPreview` (core-cart-checkout §2 /builder-preview): on that path only; `signed-out` for a
 * visitor who is not signed in (the page sends them to sign in); `forbidden` for a signed-in customer who is not
 * staff (the checkOutAsCustomer permission, or an admin); for staff, the entry of the query (previewEntry).
 */
export async function builderPreviewPart(
  deps: PreviewContentDeps,
  url: URL,
  session: SessionSummary | undefined,
): Promise<Pick<PageState, 'builderPreview'>> {
  if (url.pathname !== BUILDER_PREVIEW_PATH) return {};
  if (!session?.customer) return { builderPreview: { access: 'signed-out' } };
  if (!isStaffRole(session) && !session.isAdmin) return { builderPreview: { access: 'forbidden' } };
  const entry = await previewEntry(deps, url.searchParams);
  return { builderPreview: { access: 'staff', ...(entry ? { entry } : {}) } };
}

/**
 * The page state's content parts: `builderPreview` (builderPreviewPart) and `contentProducts` (contentProductsPart)
 * of the page at `url`, whose resolved page is `resolved` (a content page's or the home page's entry, else the
 * preview's), for the session's signed-in customer (`signedIn`, absent: anonymous).
 */
export async function contentPageParts(
  deps: PreviewContentDeps & { readonly commerce: Pick<CommercePort, 'getProductsByKeys'> },
  url: URL,
  signedIn: { readonly summary: SessionSummary } | undefined,
  resolved: ResolvedPage | undefined,
): Promise<Pick<PageState, 'builderPreview' | 'contentProducts'>> {
  const preview = await builderPreviewPart(deps, url, signedIn?.summary);
  const products = await contentProductsPart(deps.commerce, contentEntryOf(resolved, preview.builderPreview));
  return { ...preview, ...products };
}
