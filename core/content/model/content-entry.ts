import { z } from 'zod';
import type { BusinessUserAttributes } from '../../customers/model';

/**
 * Content from a page builder (spec: shell-account §2 Page content blocks, §4 CMS content loading, §7 CMS content;
 * core-cart-checkout §2 content pages). The wire protocol is Builder's Content API (GET /api/v3/content/{model}) and
 * Write API (POST /api/v1/write/{model}, PATCH /api/v1/write/{model}/{id}); these types are its entries as the
 * store reads them.
 */

/**
 * The content models (shell-account §7 "models sitewide-banner, promotional-messaging-bar, mega-menu, mobile-menu,
 * global-campaign-carousel and the secondary-nav experiment"), and 'page': the content pages (home, /about-us,
 * /careers, /help, /shipping, /refer, the legal pages …), one entry per URL path.
 */
export const CONTENT_MODELS = [
  'page',
  'sitewide-banner',
  'promotional-messaging-bar',
  'mega-menu',
  'mobile-menu',
  'global-campaign-carousel',
  'secondary-nav',
] as const;

/** One of CONTENT_MODELS. */
export type ContentModelName = (typeof CONTENT_MODELS)[number];

/** An entry's publication state, as Builder names it: only 'published' ones are served without includeUnpublished. */
export const CONTENT_STATES = ['published', 'draft', 'archived'] as const;

/** One of CONTENT_STATES. */
export type ContentState = (typeof CONTENT_STATES)[number];

/** Targeting operators of an entry's query (Builder's `@builder.io/core:Query` operators this store reads). */
export const TARGETING_OPERATORS = ['is', 'isNot', 'contains', 'startsWith'] as const;

/** A user attribute's value, as the payload carries it. */
export type UserAttributeValue = string | number | boolean | null;

/**
 * One targeting condition of an entry (Builder's query entry): the user attribute `property` compared with `value`
 * ('is': equal, or one of a list; 'isNot': neither; 'contains' and 'startsWith': on the attribute's string form).
 */
export const targetingConditionSchema = z.object({
  property: z.string().min(1).max(100),
  operator: z.enum(TARGETING_OPERATORS),
  value: z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.union([z.string(), z.number(), z.boolean()])),
  ]),
});

/** One targeting condition (targetingConditionSchema). */
export type TargetingCondition = z.infer<typeof targetingConditionSchema>;

/**
 * A content entry (Builder's content JSON): `id` (32 hex characters, Builder's form), `name` (unique within its
 * model, what editors and the CLI call it), `published`, `data` (the model's fields: a page's `title`, `url`,
 * `description` and `blocks`, see blocks.ts; the shell models' fields, see shell-content.ts), `query` (every
 * condition must hold for the entry to be served; none: served to everyone), `priority` (lower first among
 * matching entries), `startDate`/`endDate` (ms since the epoch; outside them a published entry is not served),
 * `lastUpdated` and `createdDate` (ms since the epoch).
 */
export const contentEntrySchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  name: z.string().min(1).max(200),
  modelName: z.enum(CONTENT_MODELS),
  published: z.enum(CONTENT_STATES),
  data: z.record(z.string(), z.unknown()),
  query: z.array(targetingConditionSchema).max(20),
  priority: z.number().int().optional(),
  startDate: z.number().int().optional(),
  endDate: z.number().int().optional(),
  lastUpdated: z.number().int(),
  createdDate: z.number().int(),
});

/** A content entry (contentEntrySchema). */
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/**
 * The UTM parameters of the landing URL that targeting reads (shell-account §7 "UTM params"), by their query names.
 */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * The user attributes a content request carries (shell-account §7 "payload carries user attributes: UTM params,
 * businessIndustry, hasBusinessAccount, hasBusinessIndustry, isB2BContact, isContact, isCustomer, newSession,
 * pageType, urlPath, userHasBusinessAccount"): the business facts of the session (core/customers
 * `businessUserAttributes`), whether the session is new, the page-type tag of the route (core-cart-checkout §2
 * Routing rules), the URL path, and the UTM parameters present.
 */
export interface ContentUserAttributes extends BusinessUserAttributes {
  readonly newSession: boolean;
  readonly pageType: string;
  readonly urlPath: string;
  readonly utm_source?: string;
  readonly utm_medium?: string;
  readonly utm_campaign?: string;
  readonly utm_term?: string;
  readonly utm_content?: string;
}

/** Whether one condition holds for `attributes` (an attribute that is absent is null). */
function conditionHolds(condition: TargetingCondition, attributes: Readonly<Record<string, unknown>>): boolean {
  const actual = attributes[condition.property] ?? null;
  const wanted = Array.isArray(condition.value) ? condition.value : [condition.value];
  const text = actual === null ? '' : String(actual);
  switch (condition.operator) {
    case 'is':
      return wanted.some((w) => w === actual);
    case 'isNot':
      return !wanted.some((w) => w === actual);
    case 'contains':
      return wanted.some((w) => w !== null && text.includes(String(w)));
    case 'startsWith':
      return wanted.some((w) => w !== null && text.startsWith(String(w)));
  }
}

/**
 * Whether `entry` is served for `attributes` at `now` (ms since the epoch): published (or any state but archived
 * when `includeUnpublished`), inside its start and end dates, and every targeting condition holds.
 */
export function isEntryServed(
  entry: ContentEntry,
  attributes: Readonly<Record<string, unknown>>,
  options: { readonly now: number; readonly includeUnpublished?: boolean },
): boolean {
  const stateOk =
    entry.published === 'published' || (options.includeUnpublished === true && entry.published === 'draft');
  if (!stateOk) return false;
  if (entry.startDate !== undefined && options.now < entry.startDate) return false;
  if (entry.endDate !== undefined && options.now >= entry.endDate) return false;
  return entry.query.every((c) => conditionHolds(c, attributes));
}

/**
 * The entries of `entries` served for `attributes` (isEntryServed), by priority (absent last), then the most
 * recently updated first, at most `limit`.
 */
export function servedEntries(
  entries: readonly ContentEntry[],
  attributes: Readonly<Record<string, unknown>>,
  options: { readonly now: number; readonly includeUnpublished?: boolean; readonly limit: number },
): readonly ContentEntry[] {
  return entries
    .filter((e) => isEntryServed(e, attributes, options))
    .sort(
      (a, b) =>
        (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER) ||
        b.lastUpdated - a.lastUpdated,
    )
    .slice(0, options.limit);
}
