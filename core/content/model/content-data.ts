import { z } from 'zod';
import { domainError, type DomainError } from '../../shared';
import { businessUserAttributes, type SessionSummary } from '../../customers/model';
import { pageDataSchema } from './blocks';
import {
  CONTENT_MODELS,
  CONTENT_STATES,
  targetingConditionSchema,
  UTM_PARAMETERS,
  type ContentModelName,
  type ContentUserAttributes,
} from './content-entry';
import {
  campaignCarouselDataSchema,
  megaMenuDataSchema,
  mobileMenuDataSchema,
  promotionalMessagingBarDataSchema,
  secondaryNavDataSchema,
  sitewideBannerDataSchema,
} from './shell-content';

/**
 * The schema of each model's `data` (spec: shell-account §2 Page content blocks, §7 CMS content models): 'page' by
 * pageDataSchema (blocks.ts), the shell models by shell-content.ts. Stores check an entry's data by it on every write.
 */
export const CONTENT_DATA_SCHEMAS: { readonly [M in ContentModelName]: z.ZodType<unknown> } = {
  page: pageDataSchema,
  'sitewide-banner': sitewideBannerDataSchema,
  'promotional-messaging-bar': promotionalMessagingBarDataSchema,
  'mega-menu': megaMenuDataSchema,
  'mobile-menu': mobileMenuDataSchema,
  'global-campaign-carousel': campaignCarouselDataSchema,
  'secondary-nav': secondaryNavDataSchema,
};

/**
 * The failure of `data` against `model`'s schema: 'validation/invalid' with zod's issues in `details.issues`
 * (`{ path, message }` each), or undefined when it fits.
 */
export function contentDataError(model: ContentModelName, data: unknown): DomainError | undefined {
  const parsed = CONTENT_DATA_SCHEMAS[model].safeParse(data);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const where = first?.path ? `data.${first.path}` : 'data';
  return domainError('validation/invalid', `The ${model} entry's ${where} is invalid: ${first?.message ?? ''}`, {
    issues,
  });
}

/**
 * An editor's failed write (ContentEditorPort `put`/`setState`): 'content/not-found' or 'validation/invalid' (with
 * `details.issues`). Drivers map `error.code` through their one table (HTTP status, exit code).
 */
export class ContentEditError extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
    this.name = 'ContentEditError';
  }
}

/** Whether `e` is a ContentEditError (by name too, so two copies of this module agree). */
export function isContentEditError(e: unknown): e is ContentEditError {
  return e instanceof ContentEditError || (e instanceof Error && e.name === 'ContentEditError' && 'error' in e);
}

/**
 * The file form of one entry (fixtures/content/**\/*.json, `nutshell content put`): its name, state (default
 * 'draft'), data, and optional targeting query and priority; `modelName` is required in fixtures (the CLI names the
 * model on its command line instead). Strict: an unknown field is a mistake.
 */
export const contentFileSchema = z.strictObject({
  name: z.string().min(1).max(200),
  modelName: z.enum(CONTENT_MODELS).optional(),
  published: z.enum(CONTENT_STATES).default('draft'),
  data: z.record(z.string(), z.unknown()),
  query: z.array(targetingConditionSchema).max(20).optional(),
  priority: z.number().int().optional(),
});

/** One entry's file form (contentFileSchema). */
export type ContentFile = z.infer<typeof contentFileSchema>;

/**
 * The user attributes of a content request (spec: shell-account §7 "payload carries user attributes: UTM params,
 * businessIndustry, …, newSession, pageType, urlPath, userHasBusinessAccount"): the session's business facts
 * (core/customers `businessUserAttributes`; anonymous without a summary), `newSession` (the session began with this
 * request), the route's page-type tag, the URL's path, and each utm_* parameter the URL's query carries (non-empty).
 */
export function contentUserAttributes(input: {
  readonly session?: Pick<SessionSummary, 'contact' | 'customer' | 'userHasBusinessAccount'>;
  readonly newSession: boolean;
  readonly pageType: string;
  readonly urlPath: string;
  readonly search?: URLSearchParams;
}): ContentUserAttributes {
  const business = businessUserAttributes(
    input.session ?? { contact: null, customer: null, userHasBusinessAccount: false },
  );
  const utm: Partial<Record<(typeof UTM_PARAMETERS)[number], string>> = {};
  for (const name of UTM_PARAMETERS) {
    const value = input.search?.get(name);
    if (value) utm[name] = value.slice(0, 200);
  }
  return { ...business, newSession: input.newSession, pageType: input.pageType, urlPath: input.urlPath, ...utm };
}
