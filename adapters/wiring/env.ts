import { resolve } from 'node:path';
import { z } from 'zod';
import type { SmtpSettings } from '../mail/smtp-mail';
import { parseFeatureFlagList, type FeatureFlags } from '../../core/shared';
import { DEFAULT_DY_API_KEY } from '../../ports/targeting-wire';
import { parseOperatorEnv, type OperatorEnv } from './ops-env';

/** The project key of the local commerce API. */
export const PROJECT_KEY = 'nutshell';

const url = (name: string) => z.url({ message: `${name} must be a URL` });

/** The From header of the store's mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Nutshell <orders@nutshell.local>';

/**
 * Whether `value` is an smtp:// or smtps:// URL with a host and well-formed percent-escapes in its login. Its
 * messages never repeat the value, which may hold a password.
 */
function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const u = new URL(value);
  if ((u.protocol !== 'smtp:' && u.protocol !== 'smtps:') || u.hostname === '') return false;
  try {
    decodeURIComponent(u.username);
    decodeURIComponent(u.password);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every environment variable a Node process of Nutshell reads (server and CLI), in one zod schema:
 * - PORT (default 3000), HOST (default localhost): where `npm start` listens;
 * - NUTSHELL_DATA_DIR (default .data): the PGlite data directory; DATABASE_URL (postgres://…): PostgreSQL instead;
 * - NUTSHELL_CLIENT_ID / NUTSHELL_CLIENT_SECRET (default nutshell-local / nutshell-local-secret): the local
 *   commerce API's client-credentials client; NUTSHELL_SERVER_URL: the CLI talks to this local server;
 * - LOG_LEVEL (default warn); ops-env.ts: NUTSHELL_SHUTDOWN_TIMEOUT_MS, NUTSHELL_METRICS; NUTSHELL_WORKERS: workersOf;
 * - NUTSHELL_FLAGS (default none): the site layer of the feature flags, a comma list where a '-' prefix means false
 *   (shell-account §4), e.g. 'autoDeliveryPortal,-disableReferral'; NUTSHELL_BROWSER_TELEMETRY=1 (default 0): pages
 *   carry the body class enableBrowserTelemetry, which turns browser telemetry on (shell-account §4);
 * - SMTP_URL (smtp://user:password@host:587 or smtps://…:465): mail goes out over SMTP instead of into the database's
 *   outbox; MAIL_FROM (default 'Nutshell <orders@nutshell.local>'): its From header; NUTSHELL_PUBLIC_URL (default
 *   http://localhost:PORT): the storefront's address as shoppers reach it, for links in mail;
 * - NUTSHELL_SCHEDULER_INTERVAL_MS (default 60000; 0 turns it off): how often the server runs the day's due
 *   auto-delivery orders; NUTSHELL_DELIVERY_LEASE_MS (default 60000): how long a worker holds a delivery run before
 *   another may take it over (a worker that died);
 * - ACCOUNT_RATE_PER_ADDRESS (default 50) and ACCOUNT_RATE_PER_EMAIL (default 10): how many sign-in, link and reset
 *   requests one client address and one e-mail may make per route in 15 minutes (the bench raises them);
 * - OIDC_GOOGLE_ISSUER, OIDC_GOOGLE_CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET, and the same for APPLE and FACEBOOK: the
 *   OpenID Connect provider of each social sign-in (all three of a provider, or none: then the local test identity
 *   provider under /oidc answers for it);
 * - NUTSHELL_PROFILE: `embedded` (default) or `remote`; the remote profile needs the commercetools project
 *   (CTP_PROJECT_KEY, CTP_CLIENT_ID, CTP_CLIENT_SECRET, CTP_API_URL, CTP_AUTH_URL), the Algolia application
 *   (ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, optional ALGOLIA_HOST for a single host such as a local server) and the
 *   storefront backend (NUTSHELL_BACKEND_URL);
 * - DY_URL (remote profile; default the storefront backend's origin) and DY_API_KEY (default 'nutshell-dy'): the
 *   targeting service (Dynamic Yield's Experience API); on the embedded profile DY_API_KEY is the key the local
 *   server's /serve/user/choose and /collect/user/engagement accept.
 * - BUILDER_URL (default https://cdn.builder.io), BUILDER_API_KEY (default nutshell-public), BUILDER_PRIVATE_KEY: the
 *   content service (Builder's Content and Write APIs); the local server's Content API takes BUILDER_API_KEY.
 */
const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    NUTSHELL_DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
    NUTSHELL_CLIENT_ID: z.string().min(3).default('nutshell-local'),
    NUTSHELL_CLIENT_SECRET: z.string().min(8).default('nutshell-local-secret'),
    NUTSHELL_SERVER_URL: url('NUTSHELL_SERVER_URL').optional(),
    SMTP_URL: z
      .string()
      .refine(isSmtpUrl, 'SMTP_URL must be a URL such as smtp://user:password@host:587 or smtps://host')
      .optional(),
    MAIL_FROM: z
      .string()
      .max(200)
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'MAIL_FROM must be an address such as Nutshell <orders@example.com>')
      .default(DEFAULT_MAIL_FROM),
    NUTSHELL_PUBLIC_URL: url('NUTSHELL_PUBLIC_URL').optional(),
    ACCOUNT_RATE_PER_ADDRESS: z.coerce.number().int().min(1).max(1e9).default(50),
    ACCOUNT_RATE_PER_EMAIL: z.coerce.number().int().min(1).max(1e9).default(10),
    NUTSHELL_FLAGS: z
      .string()
      .max(1000)
      .regex(/^[A-Za-z0-9_,\s-]*$/, "NUTSHELL_FLAGS must be a comma list of flag names, '-' before a name for false")
      .default(''),
    NUTSHELL_BROWSER_TELEMETRY: z
      .enum(['0', '1'], { message: 'NUTSHELL_BROWSER_TELEMETRY must be 0 or 1' })
      .default('0'),
    NUTSHELL_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    NUTSHELL_DELIVERY_LEASE_MS: z.coerce.number().int().min(1).max(86_400_000).default(60_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    NUTSHELL_PROFILE: z.enum(['embedded', 'remote']).default('embedded'),
    CTP_PROJECT_KEY: z.string().min(1).optional(),
    CTP_CLIENT_ID: z.string().min(1).optional(),
    CTP_CLIENT_SECRET: z.string().min(1).optional(),
    CTP_API_URL: url('CTP_API_URL').optional(),
    CTP_AUTH_URL: url('CTP_AUTH_URL').optional(),
    ALGOLIA_APP_ID: z.string().min(1).optional(),
    ALGOLIA_SEARCH_KEY: z.string().min(1).optional(),
    ALGOLIA_HOST: url('ALGOLIA_HOST').optional(),
    NUTSHELL_BACKEND_URL: url('NUTSHELL_BACKEND_URL').optional(),
    DY_URL: url('DY_URL').optional(),
    DY_API_KEY: z.string().min(1).max(200).optional(),
    BUILDER_URL: url('BUILDER_URL').default('https://cdn.builder.io'),
    BUILDER_API_KEY: z.string().min(1).max(200).default('nutshell-public'),
    BUILDER_PRIVATE_KEY: z.string().min(1).max(500).optional(),
    ...oidcVariables('GOOGLE'),
    ...oidcVariables('APPLE'),
    ...oidcVariables('FACEBOOK'),
  })
  .superRefine((env, ctx) => {
    for (const provider of OIDC_PROVIDERS) {
      const names = OIDC_SUFFIXES.map((s) => `OIDC_${provider}_${s}` as const);
      const set = names.filter((n) => env[n] !== undefined);
      if (set.length > 0 && set.length < names.length)
        for (const name of names.filter((n) => env[n] === undefined))
          ctx.addIssue({ code: 'custom', path: [name], message: `required with ${set.join(', ')}` });
    }
    if (env.NUTSHELL_PROFILE !== 'remote') return;
    for (const name of REMOTE_REQUIRED) {
      if (env[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'required by NUTSHELL_PROFILE=remote' });
    }
  });

const OIDC_PROVIDERS = ['GOOGLE', 'APPLE', 'FACEBOOK'] as const;
const OIDC_SUFFIXES = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

/** The three variables of one provider's OpenID Connect client: issuer URL, client id and client secret. */
function oidcVariables<P extends (typeof OIDC_PROVIDERS)[number]>(provider: P) {
  const issuer = `OIDC_${provider}_ISSUER` as const;
  return {
    [issuer]: z.url({ message: `${issuer} must be a URL`, protocol: /^https$/ }).optional(),
    [`OIDC_${provider}_CLIENT_ID`]: z.string().min(1).max(500).optional(),
    [`OIDC_${provider}_CLIENT_SECRET`]: z.string().min(1).max(4000).optional(),
  } as Record<`OIDC_${P}_${(typeof OIDC_SUFFIXES)[number]}`, z.ZodOptional<z.ZodString>>;
}

const REMOTE_REQUIRED = [
  'CTP_PROJECT_KEY',
  'CTP_CLIENT_ID',
  'CTP_CLIENT_SECRET',
  'CTP_API_URL',
  'CTP_AUTH_URL',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_KEY',
  'NUTSHELL_BACKEND_URL',
] as const;

/** Parsed environment with an absolute data directory. */
export type NodeEnv = z.infer<typeof schema> & OperatorEnv & { readonly dataDir: string };

/**
 * Where the remote profile's ports point: a commercetools project, an Algolia application (or one host speaking
 * its API) and a storefront backend. The CLI's HTTP mode uses the same shape for a running local server.
 */
export interface RemoteConfig {
  readonly commerce: {
    readonly apiUrl: string;
    readonly authUrl: string;
    readonly projectKey: string;
    readonly clientId: string;
    readonly clientSecret: string;
  };
  readonly search: { readonly appId: string; readonly apiKey: string; readonly host?: string };
  readonly backendUrl: string;
  /** The targeting service (Dynamic Yield: DY_URL, DY_API_KEY); absent: the backend's origin, key 'nutshell-dy'. */
  readonly targeting?: { readonly url: string; readonly apiKey: string };
  /** The content service (Builder): base URL, public key, private key of the Write API; absent: the defaults. */
  readonly content?: { readonly url: string; readonly apiKey: string; readonly privateKey?: string };
}

/** The variables that are set: an empty value counts as unset. */
function present(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

/**
 * Parses `env` (empty values count as unset). Throws an Error naming each bad variable, e.g.
 * `invalid environment: CTP_API_URL: required by NUTSHELL_PROFILE=remote`.
 */
export function parseEnv(env: NodeJS.ProcessEnv): NodeEnv {
  const r = schema.safeParse(present(env));
  if (!r.success) {
    throw new Error(
      `invalid environment: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return { ...r.data, ...parseOperatorEnv(env), dataDir: resolve(r.data.NUTSHELL_DATA_DIR) };
}

/** The remote profile's configuration of a parsed environment; undefined on the embedded profile. */
export function remoteConfigOf(env: NodeEnv): RemoteConfig | undefined {
  if (env.NUTSHELL_PROFILE !== 'remote') return undefined;
  // parseEnv's refinement has checked that each is set; this only narrows the types.
  const need = (name: (typeof REMOTE_REQUIRED)[number]): string => {
    const value = env[name];
    if (value === undefined) throw new Error(`${name} is required by NUTSHELL_PROFILE=remote`);
    return value;
  };
  return {
    commerce: {
      apiUrl: need('CTP_API_URL'),
      authUrl: need('CTP_AUTH_URL'),
      projectKey: need('CTP_PROJECT_KEY'),
      clientId: need('CTP_CLIENT_ID'),
      clientSecret: need('CTP_CLIENT_SECRET'),
    },
    search: {
      appId: need('ALGOLIA_APP_ID'),
      apiKey: need('ALGOLIA_SEARCH_KEY'),
      ...(env.ALGOLIA_HOST ? { host: env.ALGOLIA_HOST } : {}),
    },
    backendUrl: need('NUTSHELL_BACKEND_URL'),
    ...(env.DY_URL ? { targeting: { url: env.DY_URL, apiKey: env.DY_API_KEY ?? DEFAULT_DY_API_KEY } } : {}),
    content: {
      url: env.BUILDER_URL,
      apiKey: env.BUILDER_API_KEY,
      ...(env.BUILDER_PRIVATE_KEY ? { privateKey: env.BUILDER_PRIVATE_KEY } : {}),
    },
  };
}

/**
 * The remote configuration of a Nutshell local server at `baseUrl`: its commercetools API under `/commerce`, its
 * Algolia API and its storefront backend on the same host (the CLI's HTTP mode and the remote profile's tests).
 */
export function localServerRemoteConfig(
  baseUrl: string,
  client: { clientId: string; clientSecret: string },
): RemoteConfig {
  return {
    commerce: { apiUrl: `${baseUrl}/commerce`, authUrl: `${baseUrl}/commerce`, projectKey: PROJECT_KEY, ...client },
    search: { appId: 'nutshell', apiKey: 'nutshell-search', host: baseUrl },
    backendUrl: baseUrl,
  };
}

/**
 * The SMTP adapter's settings of a parsed environment, or undefined without SMTP_URL (mail then goes into the
 * database's outbox). The port defaults to 465 for smtps:// and 587 for smtp://; login and password are
 * percent-decoded.
 */
export function smtpSettingsOf(env: Pick<NodeEnv, 'SMTP_URL' | 'MAIL_FROM'>): SmtpSettings | undefined {
  if (env.SMTP_URL === undefined) return undefined;
  const u = new URL(env.SMTP_URL);
  const secure = u.protocol === 'smtps:';
  const user = decodeURIComponent(u.username);
  const password = decodeURIComponent(u.password);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port === '' ? (secure ? 465 : 587) : Number(u.port),
    secure,
    ...(user !== '' ? { user } : {}),
    ...(password !== '' ? { password } : {}),
    from: env.MAIL_FROM,
  };
}

/** The site layer of the feature flags (shell-account §4): NUTSHELL_FLAGS read as a comma list. */
export function siteFlagsOf(env: Pick<NodeEnv, 'NUTSHELL_FLAGS'>): FeatureFlags {
  return parseFeatureFlagList(env.NUTSHELL_FLAGS);
}

/** The storefront's public origin for links in mail: NUTSHELL_PUBLIC_URL without a trailing slash, else localhost. */
export function publicUrlOf(env: Pick<NodeEnv, 'NUTSHELL_PUBLIC_URL' | 'PORT'>): string {
  return (env.NUTSHELL_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** A configured OpenID Connect provider of social sign-in: its issuer identifier and the storefront's client there. */
export interface OidcIssuerSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * The social sign-in providers the environment configures (OIDC_{GOOGLE,APPLE,FACEBOOK}_{ISSUER,CLIENT_ID,
 * CLIENT_SECRET}), by name; a provider absent here is served by the local test identity provider.
 */
export function oidcIssuersOf(env: NodeEnv): Partial<Record<'google' | 'apple' | 'facebook', OidcIssuerSettings>> {
  const out: Partial<Record<'google' | 'apple' | 'facebook', OidcIssuerSettings>> = {};
  for (const p of OIDC_PROVIDERS) {
    const issuer = env[`OIDC_${p}_ISSUER`];
    const clientId = env[`OIDC_${p}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${p}_CLIENT_SECRET`];
    if (issuer && clientId && clientSecret)
      out[p.toLowerCase() as 'google' | 'apple' | 'facebook'] = { issuer, clientId, clientSecret };
  }
  return out;
}
