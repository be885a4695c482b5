import { useSyncExternalStore } from 'react';
import { IDENTITY_PROVIDERS, PROVIDER_LABELS, type IdentityProviderName } from '../../../core/customers';
import { accountCopy } from '../../copy/account-copy';

const noChange = () => () => undefined;

/**
 * true inside the Instagram in-app browser (its user agent names 'Instagram'), where Google refuses its sign-in
 * (spec: shell-account §5 "Google sign-in button is hidden inside the Instagram in-app browser"). The server and
 * hydration render false; the browser then knows.
 */
export function useInInstagram(): boolean {
  return useSyncExternalStore(
    noChange,
    () => navigator.userAgent.includes('Instagram'),
    () => false,
  );
}

/** The providers whose buttons show: all, less Google inside Instagram. */
export function shownProviders(inInstagram: boolean): readonly IdentityProviderName[] {
  return IDENTITY_PROVIDERS.filter((p) => !(inInstagram && p === 'google'));
}

/**
 * "Continue with Google", "Continue with Apple", "Continue with Facebook" (spec: shell-account §3 Session sign-in
 * types; §7): links to the server's start route, which sends the browser to the provider and, once back, to the
 * `query`'s redirect path signed in (`SignInFlowStore.socialStartQuery`).
 */
export function SocialSignIn({ query }: { query: string }) {
  const t = accountCopy.social;
  const providers = shownProviders(useInInstagram());
  return (
    <nav className="social-sign-in" aria-label={t.group}>
      <p className="social-sign-in__or" aria-hidden="true">
        <span>{t.or}</span>
      </p>
      <ul>
        {providers.map((p) => (
          <li key={p}>
            <a
              className={`button button--secondary button--block social-sign-in__${p}`}
              href={`/api/sign/${p}/start?${query}`}
            >
              {t.continueWith(PROVIDER_LABELS[p])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The message of a social sign-in that came back refused (/sign/in?signInError={code}&provider={provider}, set by the
 * server's social routes), or undefined.
 */
export function socialSignInError(code: string | null, provider: string | null): string | undefined {
  const known = IDENTITY_PROVIDERS.find((p) => p === provider);
  if (!code || !known) return undefined;
  const label = PROVIDER_LABELS[known];
  if (code === 'account/email-unverified') return accountCopy.social.emailUnverified(label);
  return code === 'account/social-sign-in-failed' ? accountCopy.social.failed(label) : undefined;
}
