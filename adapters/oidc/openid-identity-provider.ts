import * as client from 'openid-client';
import { z } from 'zod';
import { IDENTITY_PROVIDERS, socialSignInFailed, type IdentityProviderName } from '../../core/customers';
import { err, ok, PortError, type Result } from '../../core/shared';
import type {
  AuthorizationCallback,
  AuthorizationStart,
  IdentityProviderPort,
  PendingAuthorization,
  VerifiedClaims,
} from '../../ports/identity-provider';

/**
 * One provider's OpenID Connect client: the issuer identifier (discovery at
 * `{issuer}/.well-known/openid-configuration`), the client's id and secret, and the redirect URI registered with the
 * provider (the site's `/api/sign/{provider}`).
 */
export interface OidcClientSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  /** 'form_post' for Apple, whose answer with a name or e-mail scope comes as a POST of a form; default 'query'. */
  readonly responseMode?: 'query' | 'form_post';
  /** Scopes asked for; default 'openid email profile' ('openid email name' for Apple, set by the caller). */
  readonly scope?: string;
  /**
   * The server's own listening origin when the issuer is this server's local test provider (e.g.
   * 'http://127.0.0.1:3000'): requests to the issuer's (public) origin go there instead, so the server never
   * depends on its public address resolving to itself. Read at each request; undefined: the issuer's origin.
   */
  readonly backChannelOrigin?: () => string | undefined;
}

/** Options of OpenIdIdentityProvider; every field has a default. */
export interface OpenIdOptions {
  /** The fetch of every back-channel request (discovery, token, userinfo); default the global fetch. */
  readonly fetch?: typeof fetch;
  /**
   * Seconds to add to the local clock when checking ID tokens' times (openid-client's clockSkew): the replay of a
   * recording sets it to the recording's age in seconds, negated; default 0.
   */
  readonly clockSkewS?: number;
}

const DEFAULT_SCOPE = 'openid email profile';

/** `email_verified` as providers send it: a boolean, or (Apple) the string 'true'. */
const verifiedFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** The claims read from an ID token and a UserInfo answer (loose: providers add their own). */
const claimsSchema = z.looseObject({
  sub: z.string().min(1).max(255),
  email: z.string().max(320).optional(),
  email_verified: verifiedFlag,
  name: z.string().max(200).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
});

/** Expected failures of openid-client (the provider's refusals, checks that fail), as opposed to transport errors. */
function isRefusal(e: unknown): boolean {
  return (
    e instanceof client.ResponseBodyError ||
    e instanceof client.AuthorizationResponseError ||
    e instanceof client.WWWAuthenticateChallengeError ||
    e instanceof client.ClientError
  );
}

/** The name of a set of claims: `name`, else given and family name, else null. */
function nameOf(c: z.infer<typeof claimsSchema>): string | null {
  const full = c.name ?? [c.given_name, c.family_name].filter(Boolean).join(' ');
  return full.trim() === '' ? null : full.trim();
}

/**
 * IdentityProviderPort over `openid-client` (v6): authorization code flow with PKCE (S256), state and nonce, per
 * provider configured by OidcClientSettings. Discovery runs on a provider's first use and is kept (a failed one is
 * tried again next time). The ID token's issuer, audience, nonce and times are checked by openid-client; where the
 * provider has a UserInfo endpoint its answer for the same subject completes the claims. A plain-http issuer is
 * allowed only for the local test provider (`backChannelOrigin` set). Refusals and failed checks answer
 * 'account/social-sign-in-failed'; transport failures throw PortError('identity').
 */
export class OpenIdIdentityProvider implements IdentityProviderPort {
  private readonly configurations = new Map<IdentityProviderName, Promise<client.Configuration>>();
  readonly providers: readonly IdentityProviderName[];

  constructor(
    private readonly settings: Readonly<Partial<Record<IdentityProviderName, OidcClientSettings>>>,
    private readonly options: OpenIdOptions = {},
  ) {
    this.providers = IDENTITY_PROVIDERS.filter((p) => settings[p] !== undefined);
  }

  private settingsOf(provider: IdentityProviderName): OidcClientSettings {
    const s = this.settings[provider];
    if (!s) throw new PortError('identity', `${provider} is not configured`);
    return s;
  }

  /** fetch with the issuer's origin replaced by the back-channel origin (the local provider only). */
  private fetchFor(s: OidcClientSettings): client.CustomFetch {
    const base = this.options.fetch ?? fetch;
    const issuerOrigin = new URL(s.issuer).origin;
    return (url, init) => {
      const target = s.backChannelOrigin?.();
      const u = new URL(url);
      const rewritten = target && u.origin === issuerOrigin ? `${target}${u.pathname}${u.search}` : url;
      return base(rewritten, init as RequestInit);
    };
  }

  private configuration(provider: IdentityProviderName): Promise<client.Configuration> {
    let found = this.configurations.get(provider);
    if (!found) {
      const s = this.settingsOf(provider);
      const customFetch = this.fetchFor(s);
      const local = s.backChannelOrigin !== undefined && new URL(s.issuer).protocol === 'http:';
      found = client
        .discovery(
          new URL(s.issuer),
          s.clientId,
          { client_secret: s.clientSecret, [client.clockSkew]: this.options.clockSkewS ?? 0 },
          undefined,
          {
            [client.customFetch]: customFetch,
            ...(local ? { execute: [client.allowInsecureRequests] } : {}),
          },
        )
        .catch((e: unknown) => {
          this.configurations.delete(provider);
          throw new PortError('identity', `discovery of ${provider} failed`, undefined, { cause: e });
        });
      this.configurations.set(provider, found);
    }
    return found;
  }

  async start(provider: IdentityProviderName): Promise<AuthorizationStart> {
    const s = this.settingsOf(provider);
    const config = await this.configuration(provider);
    const pending: PendingAuthorization = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: s.redirectUri,
      scope: s.scope ?? DEFAULT_SCOPE,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      ...(s.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    });
    return { url: url.href, pending };
  }

  async finish(
    provider: IdentityProviderName,
    callback: AuthorizationCallback,
    pending: PendingAuthorization,
  ): Promise<Result<VerifiedClaims>> {
    if (callback.error !== undefined || callback.code === undefined || callback.state !== pending.state)
      return err(socialSignInFailed(provider));
    const s = this.settingsOf(provider);
    const config = await this.configuration(provider);
    const current = new URL(s.redirectUri);
    current.searchParams.set('code', callback.code);
    current.searchParams.set('state', callback.state);
    if (callback.iss !== undefined) current.searchParams.set('iss', callback.iss);
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = claimsSchema.parse(tokens.claims());
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? claimsSchema.parse(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub))
        : undefined;
      const merged = { ...idClaims, ...userInfo, sub: idClaims.sub };
      return ok({
        subject: merged.sub,
        email: merged.email ?? null,
        emailVerified: merged.email !== undefined && merged.email_verified,
        name: nameOf(merged),
      });
    } catch (e) {
      if (isRefusal(e) || e instanceof z.ZodError) return err(socialSignInFailed(provider));
      throw new PortError('identity', `the ${provider} sign-in could not be finished`, undefined, { cause: e });
    }
  }
}
