/**
 * The embedded default's test identity provider: `oidc-provider` (OpenID Connect, authorization code flow with PKCE
 * required) under /oidc of the local server, with one client per social provider whose issuer is not configured
 * and a few seeded test users, so the "Continue with Google / Apple / Facebook" buttons work offline. Its keys and
 * cookie secrets are made at start (nothing is committed); its grants and sessions live in memory. Never mounted for
 * a provider whose real issuer is configured.
 */

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { PROVIDER_LABELS, type IdentityProviderName } from '../../../core/customers';
import { registerLocalIdentityPages } from './local-identity-pages';
import { LocalIdentityStore } from './local-identity-store';
import { DbLocalIdentityStore, sharedLocalIdentitySecrets, type LocalIdentitySecrets } from './local-identity-db-store';
import type { Database } from '../db/database';

/** Where the local test provider is mounted: its issuer is the site's public origin followed by this path. */
export const LOCAL_OIDC_PATH = '/oidc';

/** The client id and secret of each social provider's client at the local test provider (local constants). */
export const LOCAL_OIDC_CLIENTS: Readonly<
  Record<IdentityProviderName, { readonly clientId: string; readonly clientSecret: string }>
> = {
  google: { clientId: 'nutshell-google', clientSecret: 'local-test-provider-google-secret' },
  apple: { clientId: 'nutshell-apple', clientSecret: 'local-test-provider-apple-secret' },
  facebook: { clientId: 'nutshell-facebook', clientSecret: 'local-test-provider-facebook-secret' },
};

/** A seeded user of the local test provider: the claims its ID token and UserInfo carry. */
export interface LocalTestUser {
  readonly sub: string;
  readonly email: string;
  readonly email_verified: boolean;
  readonly name: string;
}

/**
 * The local provider's users: a shopper whose e-mail an account may have, one whose e-mail matches nothing, and one
 * whose e-mail the provider does not vouch for.
 */
export const LOCAL_TEST_USERS: readonly LocalTestUser[] = [
  { sub: 'test-shopper', email: 'shopper@example.test', email_verified: true, name: 'Test Shopper' },
  { sub: 'test-newcomer', email: 'newcomer@example.test', email_verified: true, name: 'Nova Newcomer' },
  { sub: 'test-unverified', email: 'unverified@example.test', email_verified: false, name: 'Uma Unverified' },
];

/** Which providers the local test provider serves and where shoppers reach the site. */
export interface LocalIdentitySettings {
  /** The site's public origin, e.g. 'http://localhost:3000': the issuer's origin and the redirect URIs'. */
  readonly publicOrigin: string;
  /** The social providers without a configured issuer: each gets a client here. */
  readonly providers: readonly IdentityProviderName[];
}

/** The local test provider's issuer identifier for a public origin: '{origin}/oidc'. */
export const localIssuerOf = (publicOrigin: string): string => `${publicOrigin}${LOCAL_OIDC_PATH}`;

/** The OpenID Connect redirect URI of `provider` at the site: '{origin}/api/sign/{provider}' (spec §7). */
export const redirectUriOf = (publicOrigin: string, provider: IdentityProviderName): string =>
  `${publicOrigin}/api/sign/${provider}`;

/** New secrets: an RS256 key pair's private JWK with a random `kid`, and a random cookie key. */
function madeSecrets(): LocalIdentitySecrets {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    jwk: { ...jwk, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' },
    cookieKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * The provider's configuration: clients, PKCE always, claims in the ID token, our own pages; its secrets and storage
 * are this process's (keys made now, entries in memory) unless `shared` is given: a database other processes share,
 * which then holds both (migration 28), so a sign-in may bounce between server processes.
 */
async function configurationOf(settings: LocalIdentitySettings, shared?: Database): Promise<Configuration> {
  const models = new Map();
  const secrets = shared ? await sharedLocalIdentitySecrets(shared, madeSecrets) : madeSecrets();
  return {
    clients: settings.providers.map((p) => ({
      client_id: LOCAL_OIDC_CLIENTS[p].clientId,
      client_secret: LOCAL_OIDC_CLIENTS[p].clientSecret,
      redirect_uris: [redirectUriOf(settings.publicOrigin, p)],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    adapter: (name: string) => (shared ? new DbLocalIdentityStore(shared, name) : new LocalIdentityStore(models, name)),
    jwks: { keys: [secrets.jwk] },
    cookies: { keys: [secrets.cookieKey] },
    pkce: { required: () => true },
    // Seconds: a sign-in is short; nothing here needs to outlive it by much.
    ttl: { Interaction: 600, Session: 3_600, Grant: 3_600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    interactions: { url: (_ctx, interaction) => `${LOCAL_OIDC_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = LOCAL_TEST_USERS.find((u) => u.sub === sub);
      return user ? { accountId: user.sub, claims: () => ({ ...user }) } : undefined;
    },
    // The test provider's clients are first-party: consent is granted with the sign-in.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}

/**
 * Mounts the local test provider on `app` under /oidc (LocalIdentitySettings.providers must not be empty): the
 * provider's own routes (discovery, authorization, token, UserInfo, JWKS) get the raw request after `reply.hijack()`
 * with the body left unread for it, and see themselves at the public origin whatever Host the request named (a
 * back-channel request reaches the server at its listening address); the sign-in pages are fastify routes
 * (local-identity-pages.ts). The provider (its module, its keys) is made on the first request under /oidc, so a
 * server nobody signs in to never loads it. Given a `db` that is not exclusive (PostgreSQL), its keys and entries
 * live there (DbLocalIdentityStore), so every server process on the database is the same provider.
 */
export async function registerLocalIdentityProvider(
  app: FastifyInstance,
  settings: LocalIdentitySettings,
  db?: Database,
): Promise<void> {
  let made: Promise<Provider> | undefined;
  const shared = db && !db.exclusive ? db : undefined;
  const provider = () =>
    (made ??= Promise.all([import('oidc-provider'), configurationOf(settings, shared)]).then(([{ default: P }, c]) => {
      const p = new P(localIssuerOf(settings.publicOrigin), c);
      p.proxy = true;
      return p;
    }));
  const publicUrl = new URL(settings.publicOrigin);
  registerLocalIdentityPages(app, provider, {
    users: LOCAL_TEST_USERS,
    providerLabelOf: (clientId) => {
      const found = settings.providers.find((p) => LOCAL_OIDC_CLIENTS[p].clientId === clientId);
      return found ? PROVIDER_LABELS[found] : 'the test provider';
    },
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${LOCAL_OIDC_PATH}/*`, async (req, reply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? LOCAL_OIDC_PATH;
      raw.originalUrl = url;
      raw.url = url.slice(LOCAL_OIDC_PATH.length) || '/';
      raw.headers['x-forwarded-host'] = publicUrl.host;
      raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
      await (await provider()).callback()(raw, reply.raw as ServerResponse);
    });
  });
}
