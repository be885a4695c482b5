import type { AuthorizationCallback, PendingAuthorization, VerifiedClaims } from '../../ports/identity-provider';
import { LOCAL_OIDC_CLIENTS } from '../../adapters/embedded/server/local-identity-provider';
import type { OidcClientSettings } from '../../adapters/oidc/openid-identity-provider';
import type { Exchange } from './http-exchanges';

/** Where the social sign-in recording lives. */
export const OIDC_RECORDING = 'fixtures/recorded/oidc-sign-in.json';

/** The site origin of the recording: the local test provider's issuer is '{origin}/oidc'. */
export const OIDC_RECORDED_ORIGIN = 'http://localhost';

/**
 * fixtures/recorded/oidc-sign-in.json: the openid-client adapter's back-channel exchanges (discovery, token, UserInfo)
 * with the local test identity provider for one Google sign-in of the test user 'Test Shopper', the checks the start
 * kept, the provider's answer at the redirect URI, the claims the adapter verified, and when (epoch seconds: the
 * replay sets openid-client's clock there, the ID token's times being checked).
 */
export interface OidcRecording {
  readonly scenario: 'oidc-sign-in';
  readonly exchanges: readonly Exchange[];
  readonly summary: {
    readonly recordedAtS: number;
    readonly pending: PendingAuthorization;
    readonly callback: AuthorizationCallback;
    readonly claims: VerifiedClaims;
  };
}

/** The Google client of the recording: the local test provider at OIDC_RECORDED_ORIGIN, reached at `backChannel`. */
export function recordedGoogleClient(backChannel: string): OidcClientSettings {
  return {
    issuer: `${OIDC_RECORDED_ORIGIN}/oidc`,
    ...LOCAL_OIDC_CLIENTS.google,
    redirectUri: `${OIDC_RECORDED_ORIGIN}/api/sign/google`,
    backChannelOrigin: () => backChannel,
  };
}
