import { z } from 'zod';
import type { Result } from '../core/shared';
import type { IdentityProviderName } from '../core/customers';

export type { IdentityProviderName } from '../core/customers';

/** The names of core/customers' IDENTITY_PROVIDERS, repeated here so that this port imports the core for types only. */
const PROVIDER_NAMES = ['google', 'apple', 'facebook'] as const satisfies readonly IdentityProviderName[];

/** zod schema of an identity provider's name (route parameters, cookies). */
export const identityProviderSchema = z.enum(PROVIDER_NAMES);

/**
 * What the browser is sent to and what the server keeps until the provider answers: the authorization URL (OpenID
 * Connect authorization code flow with PKCE, S256) and the values that bind the answer to this start. `state`,
 * `nonce` and `codeVerifier` are secrets of the pending sign-in: kept server-side or in an HttpOnly cookie, never
 * logged.
 */
export interface AuthorizationStart {
  /** The provider's authorization endpoint with client_id, redirect_uri, scope, state, nonce, code_challenge. */
  readonly url: string;
  readonly pending: PendingAuthorization;
}

/** The checks of one started sign-in: the state sent, the ID token's expected nonce and the PKCE code verifier. */
export interface PendingAuthorization {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** zod schema of a PendingAuthorization (as read back from where the server kept it). */
export const pendingAuthorizationSchema = z.strictObject({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
});

/**
 * The provider's answer at the redirect URI: the query of a GET, or the form body of a POST (Apple's form_post
 * response mode). `code` and `state` on success; `error` (and `error_description`) when the shopper cancelled or the
 * provider refused.
 */
export interface AuthorizationCallback {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
  readonly error_description?: string;
  readonly iss?: string;
}

/** zod schema of an AuthorizationCallback; unknown fields (Apple's `user`, Google's `scope`) are dropped. */
export const authorizationCallbackSchema = z.object({
  code: z.string().min(1).max(4096).optional(),
  state: z.string().min(1).max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

/**
 * Who the provider says signed in, from an ID token whose issuer, audience, nonce and times were checked (and the
 * UserInfo endpoint's answer for the same subject where the provider has one). `subject` is the provider's stable
 * id of the user; `email` may be null (a Facebook user without one); `emailVerified` false unless the provider says
 * the address is the user's; `name` the full name or null.
 */
export interface VerifiedClaims {
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
}

/**
 * Sign-in through an OpenID Connect provider (spec: shell-account §3 Session sign-in types apple, facebook, google;
 * §7 POST /api/sign/{provider}). `start` builds the authorization URL of a new sign-in; `finish` exchanges the
 * answer's code (with the kept verifier) and checks the ID token. Expected failures are Results with
 * 'account/social-sign-in-failed' (a state that does not match, the shopper cancelling, the provider refusing the
 * code, an invalid ID token); an unreachable provider throws PortError.
 */
export interface IdentityProviderPort {
  /** The providers this port is configured for (in IDENTITY_PROVIDERS order). */
  readonly providers: readonly IdentityProviderName[];
  /** A new authorization: the URL to send the browser to and the checks to keep. */
  start(provider: IdentityProviderName): Promise<AuthorizationStart>;
  /** The verified claims of the provider's answer to the authorization `pending` was kept for. */
  finish(
    provider: IdentityProviderName,
    callback: AuthorizationCallback,
    pending: PendingAuthorization,
  ): Promise<Result<VerifiedClaims>>;
}
