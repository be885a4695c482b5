import type { Clock } from '../../ports/clock';
import { EmbeddedNewsletterStore } from '../embedded/marketing/embedded-newsletter-store';
import type { MarketingService } from '../../ports/newsletter';
import { marketingService } from './marketing-use-cases';
import type { IdGenerator } from '../../ports/ids';
import type { StorefrontService } from '../../ports/storefront-service';
import type { AccountService } from '../../ports/account-service';
import { TOKENS } from '../../ports/tokens';
import { openDatabase, type Database, type DatabaseListener, type DatabaseLocation } from '../embedded/db/database';
import { migrate } from '../embedded/db/migrations';
import { seedCatalog } from '../embedded/db/seed';
import { seedContent } from '../embedded/content/content-seed';
import type { ContentEditorPort, ContentPort } from '../../ports/content';
import type { EmbeddedCommerce } from '../embedded/engine/embedded-commerce';
import type { EmbeddedShippingRates } from '../embedded/shipping/embedded-shipping-rates';
import type { EmbeddedSearch } from '../embedded/search/embedded-search';
import type { TestPaymentGateway } from '../embedded/payments/test-gateway';
import type { MailPort, OutboxReader } from '../../ports/mail';
import { DEFAULT_SITE_URL, embeddedContainer, resolve, WIRING, type MailOptions } from './node-container';
import { identitySettingsOf, type IdentityOptions } from './identity-wiring';
import type { LocalIdentitySettings } from '../embedded/server/local-identity-provider';
import type { PaymentVaultPort } from '../../ports/payments';
import type { StoredValuePort } from '../../ports/stored-value';
import type { Storefront } from './storefront';
import type { AutoDeliveryService } from '../../ports/auto-delivery-service';
import { autoDeliveryService } from './subscription-use-cases';
import type { SubscriptionStore } from '../../ports/subscriptions';
import { EmbeddedInventory } from '../embedded/engine/embedded-inventory';
import type { InventoryPort } from '../../ports/inventory';
import type { Product } from '../../core/catalogue';
import type { GiftDropService } from '../../ports/gift-drops';
import type { GiftDesk } from '../../ports/gift-desk';
import { giftDesk, giftDropService } from './gifting-use-cases';
import { resellerDesk } from './reseller-desk';
import { EMBEDDED_CONTENT } from './content-bindings';
import type { ResellerDesk } from '../../ports/reseller-desk';
import type { TargetingPort } from '../../ports/targeting';
import type { SocialProofPort } from '../../ports/social-proof';
import { seedTargeting } from '../embedded/targeting/campaigns';
import { followCatalog, type FollowedIndex } from '../embedded/search/catalog-follower';
import type { CatalogueCache } from '../embedded/engine/catalogue-cache';

/**
 * Migrates the database and seeds what is missing: the catalogue (when its fixture changed), the targeting campaigns
 * and the content entries. On a shared database (PostgreSQL) it holds the preparation lock meanwhile
 * (Database.serialized), so server processes starting together never migrate or seed at once. Returns whether the
 * catalogue was (re)seeded.
 */
export async function prepareDatabase(db: Database, clock: Clock): Promise<{ readonly seeded: boolean }> {
  const prepare = async () => {
    const { seeded } = await migrateAndSeedCatalog(db);
    await seedTargeting(db, new Date(clock.nowMs()));
    await seedContent(db, clock.nowMs());
    return { seeded };
  };
  return db.serialized ? db.serialized(prepare) : prepare();
}

/**
 * The clock-free part of prepareDatabase: the migrations, then the catalogue seed (when its fixture changed). The test
 * suites' template databases hold what it writes. Returns whether the catalogue was (re)seeded.
 */
export async function migrateAndSeedCatalog(db: Database): Promise<{ readonly seeded: boolean }> {
  await migrate(db);
  return seedCatalog(db);
}

/**
 * The search index as the catalogue follower drives it, dropping the kept catalogue reads (CatalogueCache) at each
 * followed change, before the index reads the catalogue again.
 */
function followedIndex(search: EmbeddedSearch, cache: CatalogueCache): FollowedIndex {
  return {
    upsertProduct(p: Product) {
      cache.changed();
      search.upsertProduct(p);
    },
    removeProduct(key: string) {
      cache.changed();
      search.removeProduct(key);
    },
    rebuild() {
      cache.changed();
      return search.rebuild();
    },
  };
}

/**
 * Opens the database at `location`, prepares it (prepareDatabase: migrations and seeds) and closes it: the cluster
 * primary's one preparation before it starts its workers.
 */
export async function prepareDatabaseAt(
  location: DatabaseLocation,
  clock: Clock,
): Promise<{ readonly seeded: boolean }> {
  const db = await openDatabase(location);
  try {
    return await prepareDatabase(db, clock);
  } finally {
    await db.close();
  }
}

/**
 * The embedded default, opened and seeded: database, commerce engine, shipping calculator, test gateway, search index.
 */
export interface EmbeddedServices {
  readonly db: Database;
  readonly commerce: EmbeddedCommerce;
  readonly rates: EmbeddedShippingRates;
  readonly gateway: TestPaymentGateway;
  /** The test gateway's vault: the customers' saved cards. */
  readonly vault: PaymentVaultPort;
  /** Gift certificates and store credit. */
  readonly storedValue: StoredValuePort;
  /** The search index (SearchPort), built from the catalogue at open; `rebuild()` after changing products. */
  readonly search: EmbeddedSearch;
  /** The database's outbox: what the embedded default "sent" (empty when mail goes out over SMTP). */
  readonly outbox: OutboxReader;
  /** The mail port (SMTP or the outbox), for the server's own mails (the lead form's). */
  readonly mail: MailPort;
  /** Every use case, built by createStorefront over these adapters. */
  readonly useCases: Storefront;
  /** The server's view of the use cases, with the caller's session passed in (the local server's routes). */
  readonly storefront: StorefrontService;
  /** The server's view of the account use cases (sign-in, keys, address book, the carts of signing in and out). */
  readonly accounts: AccountService;
  /** The local test identity provider's settings (the social providers without a configured issuer), for buildApp. */
  readonly localIdentity: LocalIdentitySettings;
  /** Auto-delivery: the server's and the CLI's view of the subscriptions section. */
  readonly autoDelivery: AutoDeliveryService;
  /** The subscriptions and their delivery runs (SubscriptionStore), e.g. for the CLI's subscription desk. */
  readonly subscriptionStore: SubscriptionStore;
  /** Gift drops: the server's view (the /api/gift-drop routes) and the CX desk (`nutshell gift`). */
  readonly gifting: GiftDropService;
  readonly giftDesk: GiftDesk;
  /** Resale certificates: the resellers' uploads and the CX agent's review (reseller-desk.ts). */
  readonly resellers: ResellerDesk;
  /** The newsletter, survey submissions, first-order offer and quiz results (marketing-use-cases.ts). */
  readonly marketing: MarketingService;
  /** The stock on hand per SKU; a change re-indexes the product when the search index was built. */
  readonly inventory: InventoryPort;
  /** The page-builder content (migration 24), seeded from fixtures/content: read and edited (the same store). */
  readonly content: ContentPort & ContentEditorPort;
  readonly seeded: boolean;
  /** The targeting service (campaigns seeded from fixtures/targeting) and the orders behind social proof. */
  readonly targeting: TargetingPort;
  readonly socialProof: SocialProofPort;
  close(): Promise<void>;
}

/**
 * Opens the database at `location`, migrates, seeds the catalogue when needed, the targeting campaigns
 * (fixtures/targeting) and the missing content entries (fixtures/content), resolves the embedded profile's container
 * (node-container.ts) and builds the search index from the (possibly just seeded) catalogue.
 * `options.search: false` skips building the index (the CLI opens the data directory in-process and never
 * searches); `rebuild()` builds it later. `options.mail`: SMTP, the failure logger and the links' origin (default:
 * the outbox, no logger, http://localhost:3000). `options.identity`: social sign-in's issuers and origins (default:
 * the local test provider at the mail's site origin, without a back channel). Closes the database and rethrows when
 * any step fails.
 */
export async function openEmbedded(
  location: DatabaseLocation,
  clock: Clock,
  ids: IdGenerator,
  options: { readonly search?: boolean; readonly mail?: MailOptions; readonly identity?: IdentityOptions } = {},
): Promise<EmbeddedServices> {
  const db = await openDatabase(location);
  let follower: DatabaseListener | undefined;
  try {
    const { seeded } = await prepareDatabase(db, clock);
    const identity = options.identity ?? { publicOrigin: options.mail?.siteUrl ?? DEFAULT_SITE_URL };
    const c = embeddedContainer(db, clock, ids, options.mail, identity);
    const search = resolve(c, WIRING.SearchIndex);
    const commerce = resolve(c, WIRING.Engine);
    // On a shared database the index follows other processes' catalogue changes, and is built once listening (so a
    // change made meanwhile is not missed); on PGlite it is built here.
    if (options.search !== false) {
      const cache = commerce.products.cache;
      const followed = followedIndex(search, cache);
      follower = await followCatalog(db, followed, commerce.products, (m, e) =>
        options.mail?.logger?.warn({ err: e }, m),
      );
      if (follower) cache.follow();
      else await search.rebuild();
    }
    const useCases = resolve(c, WIRING.Storefront);
    const reindex = options.search !== false ? (p: Product) => search.upsertProduct(p) : undefined;
    return {
      db,
      seeded,
      search,
      commerce,
      inventory: new EmbeddedInventory(commerce.products, reindex),
      rates: resolve(c, WIRING.Rates),
      gateway: resolve(c, WIRING.Gateway),
      vault: resolve(c, TOKENS.PaymentVault),
      storedValue: resolve(c, TOKENS.StoredValue),
      outbox: resolve(c, TOKENS.Outbox),
      mail: resolve(c, TOKENS.Mail),
      useCases,
      autoDelivery: autoDeliveryService(useCases.subscriptions),
      gifting: giftDropService(useCases.gifting),
      giftDesk: giftDesk(useCases.gifting),
      resellers: resellerDesk({
        certificates: resolve(c, TOKENS.ResaleCertificates),
        profiles: resolve(c, TOKENS.BusinessProfiles),
        customers: resolve(c, TOKENS.Customers),
        clock,
        ids,
        carts: commerce,
      }),
      subscriptionStore: resolve(c, TOKENS.Subscriptions),
      marketing: marketingService({
        store: new EmbeddedNewsletterStore(db, clock, ids, commerce),
        commerce,
        customers: resolve(c, TOKENS.Customers),
        search,
        ids,
      }),
      storefront: resolve(c, TOKENS.StorefrontService),
      accounts: resolve(c, TOKENS.AccountService),
      localIdentity: identitySettingsOf(identity).local,
      targeting: resolve(c, TOKENS.Targeting),
      socialProof: resolve(c, TOKENS.SocialProof),
      content: resolve(c, EMBEDDED_CONTENT),
      close: async () => {
        await follower?.close();
        await db.close();
      },
    };
  } catch (e) {
    await follower?.close();
    await db.close();
    throw e;
  }
}
