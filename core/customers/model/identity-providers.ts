import { domainError, type DomainError } from '../../shared';

/**
 * The identity providers a shopper can sign in with over OpenID Connect (spec: shell-account §3 Session sign-in
 * types apple, facebook, google; §7 POST /api/sign/apple, /api/sign/google, /api/sign/facebook). Each is also the
 * session's `signedLoginType` after signing in with it.
 */
export const IDENTITY_PROVIDERS = ['google', 'apple', 'facebook'] as const;
/** One of IDENTITY_PROVIDERS. */
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

/** The providers' names as shoppers read them ("Continue with Google"). */
export const PROVIDER_LABELS: Readonly<Record<IdentityProviderName, string>> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/**
 * 'account/social-sign-in-failed' for `provider`: the shopper cancelled, the provider refused, or its answer does not
 * check out (state, code, ID token).
 */
export const socialSignInFailed = (provider: IdentityProviderName): DomainError =>
  domainError(
    'account/social-sign-in-failed',
    `We couldn't sign you in with ${PROVIDER_LABELS[provider]}. Please try again.`,
  );
