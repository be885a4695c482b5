import { z } from 'zod';
import {
  campaignCarouselDataSchema,
  megaMenuDataSchema,
  mobileMenuDataSchema,
  promotionalMessagingBarDataSchema,
  secondaryNavDataSchema,
  sitewideBannerDataSchema,
  contentUserAttributes,
  type ContentEntry,
  type ContentModelName,
  type ContentUserAttributes,
  type ShellContent,
} from '../../../core/content';
import type { SessionSummary } from '../../../core/customers';
import { CONTENT_TIMEOUT_MS, type ContentPort } from '../../../ports/content';
import type { PageState } from '../../../ports/page-renderer';
import { createHtmlSanitizer } from './html-sanitizer';

let sharedSanitizer: ((html: string) => string) | undefined;

/** What the shell content part reads: the page builder's content (absent: the header shows its defaults). */
export interface ShellContentDeps {
  readonly content?: ContentPort;
}

/** Who asks for a page, as the content targeting sees it (shell-account §7 CMS content user attributes). */
export interface ShellRequest {
  readonly url: URL;
  /** The page-type tag of the route (the resolved page type, else the page kind). */
  readonly pageType: string;
  /** The session's summary (absent: anonymous). */
  readonly session?: SessionSummary;
  /** The visitor's stable id (the session's anonymous id), which buckets experiments; absent: a new visitor. */
  readonly visitorId?: string;
  /** Sanitises content HTML; absent: DOMPurify on the server (html-sanitizer.ts), made at first use. */
  readonly sanitize?: (html: string) => string;
  /** Overrides CONTENT_TIMEOUT_MS (tests). */
  readonly timeoutMs?: number;
}

/**
 * The user attributes of a page request (shell-account §7), by core/content's `contentUserAttributes`: a request
 * without a visitor id starts a new session.
 */
export function shellUserAttributes(request: ShellRequest): ContentUserAttributes {
  return contentUserAttributes({
    ...(request.session ? { session: request.session } : {}),
    newSession: request.visitorId === undefined,
    pageType: request.pageType,
    urlPath: request.url.pathname,
    search: request.url.searchParams,
  });
}

/** An experiment variation of the 'secondary-nav' entry (Builder's variations, kept in the entry's data). */
const variationsSchema = z
  .array(z.object({ id: z.string().min(1).max(64), name: z.string().min(1).max(120), links: z.unknown() }))
  .max(10);

/** FNV-1a of `text` (32 bits): the deterministic bucket of a visitor. */
function bucketOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The secondary navigation of a 'secondary-nav' entry for `visitorId` (shell-account §2 "the server may supply its
 * own list instead"; §3 CMS experiment): the control (the entry's own links, variation 'Control') or one of its
 * `variations`, bucketed by the visitor's id in equal shares (a new visitor sees the control); undefined when the
 * chosen links do not fit the model.
 */
export function secondaryNavOf(entry: ContentEntry, visitorId: string | undefined): ShellContent['secondaryNav'] {
  const variations = variationsSchema.safeParse(entry.data['variations'] ?? []);
  const arms = [{ id: entry.id, name: 'Control', links: entry.data['links'] }, ...(variations.data ?? [])];
  const arm = visitorId === undefined ? arms[0]! : arms[bucketOf(`${entry.id}:${visitorId}`) % arms.length]!;
  const parsed = secondaryNavDataSchema.safeParse({ links: arm.links });
  if (!parsed.success) return undefined;
  const experiment = { id: entry.id, name: entry.name, testVariationId: arm.id, testVariationName: arm.name };
  return { ...parsed.data, ...(arms.length > 1 ? { experiment } : {}) };
}

/** `promise`, or a rejection after `ms` (a port that ignores its abort signal still cannot hold the page). */
function withDeadline<T>(promise: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`content timed out after ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** The first served entry of `model`, or undefined when none is served, the read fails or it times out (§8). */
async function firstEntry(
  content: ContentPort,
  model: ContentModelName,
  userAttributes: ContentUserAttributes,
  timeoutMs: number,
): Promise<ContentEntry | undefined> {
  const controller = new AbortController();
  try {
    const entries = await withDeadline(
      content.entries(model, { userAttributes: { ...userAttributes }, limit: 1, signal: controller.signal }),
      timeoutMs,
      controller,
    );
    return entries[0];
  } catch {
    return undefined; // shell-account §8 "CMS content fetch failure: content cleared"
  }
}

/** `schema`'s parse of an entry's data, undefined without an entry or when the data does not fit. */
function dataOf<T>(schema: z.ZodType<T>, entry: ContentEntry | undefined): T | undefined {
  const parsed = entry ? schema.safeParse(entry.data) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/** The models the header reads, in ShellContent's order. */
const SHELL_MODELS = [
  'sitewide-banner',
  'promotional-messaging-bar',
  'global-campaign-carousel',
  'mega-menu',
  'mobile-menu',
  'secondary-nav',
] as const satisfies readonly ContentModelName[];

/**
 * The page state's `shell` (shell-account §2 Header, §4 CMS content loading, §7 CMS content, §8): each shell model's
 * first entry served for the request's user attributes, read in parallel, each aborted after CONTENT_TIMEOUT_MS
 * (4000 ms); a model with no entry, a failed or timed-out read, or data that does not fit its model is left out (the
 * header shows its defaults). Content HTML (banner, messaging bar, campaign items) is sanitised. Nothing without a
 * content port or when nothing is served.
 */
export async function shellContentPart(
  deps: ShellContentDeps,
  request: ShellRequest,
): Promise<Pick<PageState, 'shell'>> {
  if (!deps.content) return {};
  const content = deps.content;
  const attributes = shellUserAttributes(request);
  const timeoutMs = request.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const [banner, bar, carousel, mega, mobile, secondary] = await Promise.all(
    SHELL_MODELS.map((model) => firstEntry(content, model, attributes, timeoutMs)),
  );
  const clean = request.sanitize ?? (sharedSanitizer ??= createHtmlSanitizer());
  const sitewideBanner = dataOf(sitewideBannerDataSchema, banner);
  const messagingBar = dataOf(promotionalMessagingBarDataSchema, bar);
  const campaignCarousel = dataOf(campaignCarouselDataSchema, carousel);
  const shell: ShellContent = {
    ...(sitewideBanner ? { sitewideBanner: { ...sitewideBanner, content: clean(sitewideBanner.content) } } : {}),
    ...(messagingBar ? { promotionalMessagingBar: { ...messagingBar, content: clean(messagingBar.content) } } : {}),
    ...(campaignCarousel
      ? { campaignCarousel: { items: campaignCarousel.items.map((i) => ({ ...i, content: clean(i.content) })) } }
      : {}),
    ...optional('megaMenu', dataOf(megaMenuDataSchema, mega)),
    ...optional('mobileMenu', dataOf(mobileMenuDataSchema, mobile)),
    ...optional('secondaryNav', secondary ? secondaryNavOf(secondary, request.visitorId) : undefined),
  };
  return Object.keys(shell).length > 0 ? { shell } : {};
}

/** `{ [key]: value }`, or nothing when the value is undefined. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** The kinds of page that show the store header (the checkout and receipt pages have their own: focused-chrome.tsx). */
const FOCUSED_KINDS: ReadonlySet<string> = new Set(['checkout', 'receipt']);

/**
 * The page state's `shell` for the page at `url` of `kind` (page-routes.ts): shellContentPart for the session's
 * visitor (its anonymous id) and summary, the page type being the resolved page's type or else the kind; nothing on
 * pages without the store header.
 */
export function shellPartOf(
  deps: ShellContentDeps,
  url: URL,
  kind: string,
  resolved: { readonly pageType: string } | undefined,
  session: { readonly anonymousId: string } | undefined,
  signedIn: { readonly summary: SessionSummary } | undefined,
): Promise<Pick<PageState, 'shell'>> {
  if (!deps.content || FOCUSED_KINDS.has(kind)) return Promise.resolve({});
  return shellContentPart(deps, {
    url,
    pageType: resolved?.pageType ?? kind,
    ...(signedIn ? { session: signedIn.summary } : {}),
    ...(session ? { visitorId: session.anonymousId } : {}),
  });
}
