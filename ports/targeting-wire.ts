import { z } from 'zod';
import { ENGAGEMENT_TYPES, TARGETING_PAGE_TYPES } from './targeting';

/**
 * Dynamic Yield's Experience API as the targeting port's wire (spec: shell-account §7 "POST /serve/user/choose",
 * "POST /collect/user/engagement (engagements, session, user)"): the request and answer shapes the HTTP adapter
 * sends and the local server accepts. Requests are strict (the server refuses unknown fields with 400); answers are
 * loose (vendor payloads may carry more).
 */

/** The header carrying the API key (Dynamic Yield's `DY-API-Key`). */
export const DY_API_KEY_HEADER = 'dy-api-key';
/** The API key the local server accepts by default (the embedded default has no secret to keep). */
export const DEFAULT_DY_API_KEY = 'nutshell-dy';
/** Path of the choose call. */
export const DY_CHOOSE_PATH = '/serve/user/choose';
/** Path of the engagement collector. */
export const DY_ENGAGEMENT_PATH = '/collect/user/engagement';

const id = z.string().min(1).max(200);
const user = z.strictObject({ dyid: id, dyid_server: id.optional(), active_consent_accepted: z.boolean().optional() });
const session = z.strictObject({ dy: id });

/** POST /serve/user/choose: user, session, the selector's names, the page context. */
export const chooseBodySchema = z.strictObject({
  user,
  session,
  selector: z.strictObject({ names: z.array(z.string().min(1).max(200)).min(1).max(50) }),
  context: z.strictObject({
    page: z.strictObject({
      type: z.enum(TARGETING_PAGE_TYPES),
      location: z.string().min(1).max(2000),
      data: z.array(z.string().max(200)).max(50).optional(),
      referrer: z.string().max(2000).optional(),
      locale: z.string().max(20).optional(),
    }),
  }),
  options: z.object({ isImplicitPageview: z.boolean().optional() }).optional(),
});
/** A choose request body. */
export type ChooseBody = z.infer<typeof chooseBodySchema>;

/** The answer of /serve/user/choose: one choice per chosen campaign. */
export const chooseAnswerSchema = z.object({
  choices: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      decisionId: z.string(),
      variations: z.array(
        z.object({ id: z.number().int(), payload: z.object({ type: z.string(), data: z.unknown() }) }),
      ),
    }),
  ),
});
/** A choose answer. */
export type ChooseAnswer = z.infer<typeof chooseAnswerSchema>;

/** POST /collect/user/engagement: user, session and at least one engagement (CLICK or IMP of a decision). */
export const engagementBodySchema = z.strictObject({
  user,
  session,
  engagements: z
    .array(
      z.strictObject({
        type: z.enum(ENGAGEMENT_TYPES),
        decisionId: z.string().min(1).max(200),
        variations: z.array(z.number().int().nonnegative()).max(50).optional(),
      }),
    )
    .min(1)
    .max(50),
});
/** An engagement request body. */
export type EngagementBody = z.infer<typeof engagementBodySchema>;
