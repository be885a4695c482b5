// inversify keeps class metadata through the Reflect metadata API; the Node roots build containers only here.
import 'reflect-metadata';
import { Container } from 'inversify';
import type { ResaleCertificateStore } from '../../ports/resale-certificates';
import type { Clock } from '../../ports/clock';
import type { CommercePort } from '../../ports/commerce';
import type { IdGenerator } from '../../ports/ids';
import type { Logger } from '../../ports/logger';
import type { MailPort } from '../../ports/mail';
import type { SearchPort } from '../../ports/search';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import { token, TOKENS, type Token } from '../../ports/tokens';
import { AlgoliaSearch } from '../algolia/algolia-search';
import { fetchRequester } from '../algolia/fetch-requester';
import { HttpCommerce } from '../commercetools/http-commerce';
import type { Database } from '../embedded/db/database';
import { Argon2PasswordHasher } from '../embedded/customers/argon2-password-hasher';
import { EmbeddedCustomerStore } from '../embedded/customers/embedded-customer-store';
import { EmbeddedCommerce } from '../embedded/engine/embedded-commerce';
import { DatabaseOutbox } from '../embedded/mail/database-outbox';
import { TestPaymentGateway } from '../embedded/payments/test-gateway';
import { EmbeddedSearch } from '../embedded/search/embedded-search';
import { EmbeddedShippingRates } from '../embedded/shipping/embedded-shipping-rates';
import { EmbeddedShopperLists } from '../embedded/shopper-lists/embedded-shopper-lists';
import { LoggedMail } from '../mail/logged-mail';
import { SmtpMail, type SmtpSettings } from '../mail/smtp-mail';
import { HttpStorefrontBackend, HttpTokenizer } from '../storefront-backend/http-storefront';
import type { RemoteConfig } from './env';
import { createStorefront, type Storefront, type StorefrontOf } from './storefront';
import { storefrontService } from './storefront-service';
import { ListWholesaleItems } from '../../core/catalogue';
import { accountService } from './account-service';
import { OpenIdIdentityProvider } from '../oidc/openid-identity-provider';
import { identitySettingsOf, type IdentityOptions } from './identity-wiring';
import { bindMoneyAndSubscriptions } from './embedded-money-bindings';
import { bindGifting } from './embedded-gifting-bindings';
import { bindBusiness, bindStorefront } from './embedded-storefront-binding';
import { bindEmbeddedTargeting, bindRemoteTargeting } from './targeting-bindings';
import { bindEmbeddedContent, bindRemoteContent } from './content-bindings';

/** The ports of the remote profile that the storefront is built from. */
interface RemotePorts {
  readonly cartEditor: CommercePort;
  readonly commerce: CommercePort;
  readonly search: SearchPort;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** The storefront of the remote profile: cart edits, CX and catalogue use cases (no embedded rates or gateway). */
export type RemoteStorefront = StorefrontOf<RemotePorts>;

const wiringToken = <T>(name: string): Token<T> => token<T>(`wiring.${name}`);

/**
 * Service identifiers of the wiring: the adapters' concrete types where a root needs more than the port
 * (the engine's rebuild and caches, the index's rebuild), and the storefront of each profile.
 */
export const WIRING = {
  Database: wiringToken<Database>('Database'),
  Engine: wiringToken<EmbeddedCommerce>('EmbeddedCommerce'),
  Gateway: wiringToken<TestPaymentGateway>('TestPaymentGateway'),
  Outbox: wiringToken<DatabaseOutbox>('DatabaseOutbox'),
  Rates: wiringToken<EmbeddedShippingRates>('EmbeddedShippingRates'),
  SearchIndex: wiringToken<EmbeddedSearch>('EmbeddedSearch'),
  ShopperLists: wiringToken<EmbeddedShopperLists>('ShopperLists'),
  Storefront: wiringToken<Storefront>('Storefront'),
  StorefrontBackend: wiringToken<StorefrontBackendPort>('StorefrontBackend'),
  RemoteStorefront: wiringToken<RemoteStorefront>('RemoteStorefront'),
} as const;

/** The value bound to `id` in `c` (typed by the token; inversify's own `get` cannot infer it from a symbol). */
export function resolve<T>(c: Container, id: Token<T>): T {
  return c.get<T>(id);
}

/**
 * How the embedded profile's mail goes out: over SMTP with `smtp` (SMTP_URL; the outbox then stays readable but
 * receives nothing), else into the database's outbox; each failure logged through `logger` when given; links to
 * the storefront at `siteUrl` (default 'http://localhost:3000').
 */
export interface MailOptions {
  readonly smtp?: SmtpSettings;
  readonly logger?: Logger;
  readonly siteUrl?: string;
}

/** The storefront's origin for links in mail when none is configured (`npm start`'s default address). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The MailPort of `options`: SMTP or the outbox, wrapped to log failures when there is a logger. */
function mailPortOf(outbox: DatabaseOutbox, options: MailOptions): MailPort {
  const port = options.smtp ? new SmtpMail(options.smtp) : outbox;
  return options.logger ? new LoggedMail(port, options.logger) : port;
}

/**
 * Binds the account ports: Customers (the database), PasswordHasher (argon2id) and IdentityProvider (openid-client
 * over the clients `identity` describes).
 */
function bindAccountPorts(c: Container, identity: IdentityOptions): void {
  c.bind(TOKENS.Customers).toResolvedValue(
    (d: Database, i: IdGenerator) => new EmbeddedCustomerStore(d, i),
    [WIRING.Database, TOKENS.Ids],
  );
  c.bind(TOKENS.PasswordHasher).toResolvedValue(() => new Argon2PasswordHasher());
  c.bind(TOKENS.IdentityProvider).toResolvedValue(
    () => new OpenIdIdentityProvider(identitySettingsOf(identity).clients),
  );
}

/**
 * The profile `embedded` (the default): one database behind every port. Every binding is a singleton built by
 * a factory that names its dependencies by token (`toResolvedValue(factory, [tokens])`): explicit injection
 * without decorators, which the TypeScript transformers here (tsx, Vite) would not give metadata for.
 * Bound: the ports Clock, Ids, Commerce, ShippingRates, Search, PaymentGateway, PaymentTokenizer,
 * StorefrontService, Mail (SMTP with `mail.smtp`, else the database outbox) and Outbox, Customers, PasswordHasher
 * (argon2id), IdentityProvider (openid-client, per `identity`: configured issuers, else the local test provider
 * at the site's origin; default origin `mail.siteUrl`), AccountService, Targeting and SocialProof
 * (targeting-bindings.ts), and WIRING's Database, Engine, Gateway,
 * Outbox, Rates, SearchIndex, ShopperLists, Storefront.
 */
export function embeddedContainer(
  db: Database,
  clock: Clock,
  ids: IdGenerator,
  mail: MailOptions = {},
  identity: IdentityOptions = { publicOrigin: mail.siteUrl ?? DEFAULT_SITE_URL },
): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  bindAccountPorts(c, identity);
  c.bind(WIRING.Database).toConstantValue(db);
  c.bind(TOKENS.Clock).toConstantValue(clock);
  c.bind(TOKENS.Ids).toConstantValue(ids);
  c.bind(WIRING.Engine).toResolvedValue(
    (d: Database, k: Clock, i: IdGenerator, r: ResaleCertificateStore) => new EmbeddedCommerce(d, k, i, r),
    [WIRING.Database, TOKENS.Clock, TOKENS.Ids, TOKENS.ResaleCertificates],
  );
  c.bind(TOKENS.Commerce).toResolvedValue((e: EmbeddedCommerce) => e, [WIRING.Engine]);
  c.bind(WIRING.Rates).toResolvedValue(
    (e: EmbeddedCommerce) => new EmbeddedShippingRates(meltableSkusOf(e)),
    [WIRING.Engine],
  );
  c.bind(TOKENS.ShippingRates).toResolvedValue((r: EmbeddedShippingRates) => r, [WIRING.Rates]);
  c.bind(WIRING.SearchIndex).toResolvedValue(
    (e: EmbeddedCommerce, i: IdGenerator) => new EmbeddedSearch(e, i),
    [WIRING.Engine, TOKENS.Ids],
  );
  c.bind(TOKENS.Search).toResolvedValue((s: EmbeddedSearch) => s, [WIRING.SearchIndex]);
  bindMoneyAndSubscriptions(c, WIRING);
  bindGifting(c, WIRING);
  c.bind(WIRING.ShopperLists).toResolvedValue((d: Database) => new EmbeddedShopperLists(d), [WIRING.Database]);
  bindBusiness(c, WIRING);
  bindEmbeddedTargeting(c, WIRING);
  bindEmbeddedContent(c, WIRING.Database);
  bindStorefront(c, mail.siteUrl ?? DEFAULT_SITE_URL, WIRING);
  c.bind(TOKENS.StorefrontService).toResolvedValue(
    (s: Storefront, commerce: CommercePort) => storefrontService(s, { wholesale: new ListWholesaleItems(commerce) }),
    [WIRING.Storefront, TOKENS.Commerce],
  );
  c.bind(TOKENS.AccountService).toResolvedValue((s: Storefront) => accountService(s.accounts), [WIRING.Storefront]);
  c.bind(WIRING.Outbox).toResolvedValue(
    (d: Database, k: Clock, i: IdGenerator) => new DatabaseOutbox(d, k, i),
    [WIRING.Database, TOKENS.Clock, TOKENS.Ids],
  );
  c.bind(TOKENS.Mail).toResolvedValue((o: DatabaseOutbox) => mailPortOf(o, mail), [WIRING.Outbox]);
  c.bind(TOKENS.Outbox).toResolvedValue((o: DatabaseOutbox) => o, [WIRING.Outbox]);
  return c;
}

/** Which of `skus` are meltable (the rate table's summer packaging), read from the engine's products. */
function meltableSkusOf(engine: EmbeddedCommerce): (skus: readonly string[]) => Promise<ReadonlySet<string>> {
  return async (skus) => {
    const products = await engine.products.bySkus(skus);
    return new Set([...products].filter(([, p]) => p.meltable).map(([sku]) => sku));
  };
}

/**
 * The profile `remote`: the HTTP adapters against a commercetools project, an Algolia application and a
 * storefront backend (`config`, from the environment by `remoteConfigOf`). `fetchFn` carries the process's
 * HTTP agent (undici on Node). Bound: the ports Clock, Ids, Commerce, Search, PaymentTokenizer, and WIRING's
 * StorefrontBackend and RemoteStorefront. Shipping rates, the payment gateway and the shopper lists have no
 * remote adapter: they are the storefront backend's business, reached through StorefrontBackend.
 */
export function remoteContainer(
  config: RemoteConfig,
  clock: Clock,
  ids: IdGenerator,
  fetchFn: typeof fetch,
): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(TOKENS.Clock).toConstantValue(clock);
  c.bind(TOKENS.Ids).toConstantValue(ids);
  c.bind(TOKENS.Commerce).toResolvedValue(() => new HttpCommerce({ ...config.commerce, fetch: fetchFn }));
  c.bind(TOKENS.Search).toResolvedValue(() => new AlgoliaSearch(algoliaOptions(config.search, fetchFn)));
  c.bind(WIRING.StorefrontBackend).toResolvedValue(() => new HttpStorefrontBackend(config.backendUrl, fetchFn));
  c.bind(TOKENS.PaymentTokenizer).toResolvedValue(() => new HttpTokenizer(config.backendUrl, fetchFn));
  bindRemoteContent(c, config, fetchFn);
  c.bind(WIRING.RemoteStorefront).toResolvedValue(
    (commerce: CommercePort, search: SearchPort, k: Clock, i: IdGenerator) =>
      createStorefront({ cartEditor: commerce, commerce, search, clock: k, ids: i }),
    [TOKENS.Commerce, TOKENS.Search, TOKENS.Clock, TOKENS.Ids],
  );
  bindRemoteTargeting(c, config, fetchFn);
  return c;
}

function algoliaOptions(search: RemoteConfig['search'], fetchFn: typeof fetch) {
  if (!search.host) return { appId: search.appId, apiKey: search.apiKey, requester: fetchRequester(fetchFn) };
  const host = new URL(search.host);
  const protocol = host.protocol === 'https:' ? ('https' as const) : ('http' as const);
  return {
    appId: search.appId,
    apiKey: search.apiKey,
    host: { url: host.host, protocol },
    requester: fetchRequester(fetchFn),
  };
}

/** The ports and wiring ids each profile binds, for the binding test and the docs. */
export const PROFILE_BINDINGS = {
  embedded: [
    TOKENS.Clock,
    TOKENS.Ids,
    TOKENS.Commerce,
    TOKENS.ShippingRates,
    TOKENS.Search,
    TOKENS.PaymentGateway,
    TOKENS.PaymentTokenizer,
    TOKENS.PaymentVault,
    TOKENS.Subscriptions,
    TOKENS.GiftDrops,
    TOKENS.GiftChoices,
    TOKENS.BusinessProfiles,
    TOKENS.StorefrontService,
    TOKENS.Mail,
    TOKENS.Outbox,
    TOKENS.Customers,
    TOKENS.PasswordHasher,
    TOKENS.AccountService,
    TOKENS.IdentityProvider,
    TOKENS.Targeting,
    TOKENS.SocialProof,
    TOKENS.Content,
    TOKENS.ContentEditor,
    ...Object.values(WIRING).filter((t) => t !== WIRING.StorefrontBackend && t !== WIRING.RemoteStorefront),
  ],
  remote: [
    TOKENS.Clock,
    TOKENS.Ids,
    TOKENS.Commerce,
    TOKENS.Search,
    TOKENS.PaymentTokenizer,
    TOKENS.Targeting,
    TOKENS.Content,
    TOKENS.ContentEditor,
    WIRING.StorefrontBackend,
    WIRING.RemoteStorefront,
  ],
} as const satisfies Record<'embedded' | 'remote', readonly symbol[]>;
