import { IDENTITY_PROVIDERS, type IdentityProviderName } from '../../core/customers';
import type { OidcClientSettings } from '../oidc/openid-identity-provider';
import {
  LOCAL_OIDC_CLIENTS,
  localIssuerOf,
  redirectUriOf,
  type LocalIdentitySettings,
} from '../embedded/server/local-identity-provider';
import type { OidcIssuerSettings } from './env';

/**
 * How social sign-in reaches its OpenID Connect providers: the configured issuers (env.ts `oidcIssuersOf`), the
 * site's public origin (the redirect URIs' and the local test provider's issuer's origin), and the server's own
 * listening origin for the local provider's back channel (read at each request; known once the server listens).
 */
export interface IdentityOptions {
  readonly issuers?: Readonly<Partial<Record<IdentityProviderName, OidcIssuerSettings>>>;
  /** e.g. 'http://localhost:3000' (no trailing slash). */
  readonly publicOrigin: string;
  readonly backChannelOrigin?: () => string | undefined;
}

/** Scopes and response mode per provider: Apple names its profile scope `name` and answers with form_post. */
const PROVIDER_REQUEST: Readonly<Record<IdentityProviderName, Pick<OidcClientSettings, 'scope' | 'responseMode'>>> = {
  google: {},
  apple: { responseMode: 'form_post' },
  facebook: {},
};

/**
 * The OpenID Connect client of each provider: a configured issuer as given (Apple asking for 'openid email name'),
 * else the local test provider's client at `{publicOrigin}/oidc` over the back channel; and the local provider's
 * settings (the providers it serves: none when every issuer is configured).
 */
export function identitySettingsOf(options: IdentityOptions): {
  readonly clients: Readonly<Record<IdentityProviderName, OidcClientSettings>>;
  readonly local: LocalIdentitySettings;
} {
  const entries = IDENTITY_PROVIDERS.map((p): [IdentityProviderName, OidcClientSettings] => {
    const redirectUri = redirectUriOf(options.publicOrigin, p);
    const configured = options.issuers?.[p];
    if (configured)
      return [
        p,
        {
          ...configured,
          redirectUri,
          ...PROVIDER_REQUEST[p],
          ...(p === 'apple' ? { scope: 'openid email name' } : {}),
        },
      ];
    const local = { issuer: localIssuerOf(options.publicOrigin), ...LOCAL_OIDC_CLIENTS[p], redirectUri };
    const backChannelOrigin = options.backChannelOrigin ?? (() => undefined);
    return [p, { ...local, ...PROVIDER_REQUEST[p], backChannelOrigin }];
  });
  return {
    clients: Object.fromEntries(entries) as Record<IdentityProviderName, OidcClientSettings>,
    local: { publicOrigin: options.publicOrigin, providers: IDENTITY_PROVIDERS.filter((p) => !options.issuers?.[p]) },
  };
}
