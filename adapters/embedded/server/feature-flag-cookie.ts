import type { FastifyReply, FastifyRequest } from 'fastify';
import { featureFlagList, mergeFeatureFlags, parseFeatureFlagList, type FeatureFlags } from '../../../core/shared';
import { isPlainLocalhost } from './sessions';

/** The cookie that keeps the session layer of the feature flags (a comma list, as `?flags=` sets it). */
export const FLAGS_COOKIE = 'nutshell_flags';
/** The longest `?flags=` list read; longer ones are ignored. */
const MAX_FLAG_LIST = 1000;

/**
 * The session layer of the feature flags (spec: shell-account §4 "layers by precedence: local, session, site,
 * visitor; set from a comma list where a '-' prefix means false"): the `nutshell_flags` cookie, with the page's
 * `?flags=` list (`query`, when given) applied over it and kept in the cookie for the rest of the session
 * (`?flags=autoDeliveryPortal` turns the flag on, `?flags=-autoDeliveryPortal` off). The cookie is readable by
 * scripts (it holds no secret), SameSite=Lax, for the browser's session.
 */
export function sessionFeatureFlags(
  req: FastifyRequest,
  reply: FastifyReply,
  query: string | null | undefined,
): FeatureFlags {
  const kept = parseFeatureFlagList(req.cookies[FLAGS_COOKIE]?.slice(0, MAX_FLAG_LIST));
  if (query === null || query === undefined || query.length > MAX_FLAG_LIST) return kept;
  const flags = { ...kept, ...parseFeatureFlagList(query) };
  reply.setCookie(FLAGS_COOKIE, featureFlagList(flags), {
    path: '/',
    sameSite: 'lax',
    secure: !isPlainLocalhost(req),
    httpOnly: false,
  });
  return flags;
}

/**
 * The flags in effect for a request: the session layer (sessionFeatureFlags) over the site layer (`site`, from the
 * server's NUTSHELL_FLAGS). The local and visitor layers are the browser's and the targeting service's; the server
 * has neither.
 */
export function featureFlagsOf(
  req: FastifyRequest,
  reply: FastifyReply,
  site: FeatureFlags | undefined,
  query?: string | null,
): FeatureFlags {
  return mergeFeatureFlags({ session: sessionFeatureFlags(req, reply, query), site: site ?? {} });
}
