import type { Container } from 'inversify';
import type { Clock } from '../../ports/clock';
import { TOKENS, type Token } from '../../ports/tokens';
import { DEFAULT_DY_API_KEY } from '../../ports/targeting-wire';
import { HttpTargeting } from '../dynamic-yield/http-targeting';
import type { Database } from '../embedded/db/database';
import { EmbeddedSocialProof } from '../embedded/targeting/embedded-social-proof';
import { EmbeddedTargeting } from '../embedded/targeting/embedded-targeting';
import type { RemoteConfig } from './env';
import type { SocialProofPort } from '../../ports/social-proof';
import type { TargetingPort } from '../../ports/targeting';

/**
 * The embedded profile's targeting (spec: shell-account §4, §7 Targeting service): `TOKENS.Targeting` the
 * campaigns in the database (`EmbeddedTargeting`, migration 26, seeded from fixtures/targeting by openEmbedded)
 * and `TOKENS.SocialProof` the database's orders (`EmbeddedSocialProof`).
 */
export function bindEmbeddedTargeting(c: Container, wiring: { readonly Database: Token<Database> }): void {
  c.bind(TOKENS.Targeting).toResolvedValue(
    (d: Database, k: Clock) => new EmbeddedTargeting(d, k),
    [wiring.Database, TOKENS.Clock],
  );
  c.bind(TOKENS.SocialProof).toResolvedValue(
    (d: Database, k: Clock) => new EmbeddedSocialProof(d, k),
    [wiring.Database, TOKENS.Clock],
  );
}

/**
 * The remote profile's targeting: `HttpTargeting` on the server side (1 s timeout, no retries; shell-account §9)
 * at DY_URL with DY_API_KEY, by default the storefront backend's origin (which serves the same wire) with
 * 'nutshell-dy'.
 */
export function bindRemoteTargeting(c: Container, config: RemoteConfig, fetchFn: typeof fetch): void {
  const baseUrl = config.targeting?.url ?? config.backendUrl;
  const apiKey = config.targeting?.apiKey ?? DEFAULT_DY_API_KEY;
  c.bind(TOKENS.Targeting).toResolvedValue(() => new HttpTargeting({ baseUrl, apiKey, side: 'server', fetchFn }));
}

/**
 * The local server's targeting: the embedded services' targeting and social proof, and the API key its wire routes
 * accept (DY_API_KEY; default 'nutshell-dy').
 */
export function targetingServerDeps(
  services: { readonly targeting: TargetingPort; readonly socialProof: SocialProofPort },
  env: { readonly DY_API_KEY?: string | undefined },
): { targeting: TargetingPort; socialProof: SocialProofPort; dyApiKey?: string } {
  return {
    targeting: services.targeting,
    socialProof: services.socialProof,
    ...(env.DY_API_KEY ? { dyApiKey: env.DY_API_KEY } : {}),
  };
}
