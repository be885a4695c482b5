import { Container } from 'inversify';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { StorefrontService } from '../../ports/storefront-service';
import { TOKENS, type Token } from '../../ports/tokens';
import { openDatabase, type Database, type DatabaseLocation } from '../embedded/db/database';
import { migrate } from '../embedded/db/migrations';
import { seedCatalog } from '../embedded/db/seed';
import { EmbeddedCommerce } from '../embedded/engine/embedded-commerce';
import { EmbeddedShippingRates } from '../embedded/shipping/embedded-shipping-rates';
import { EmbeddedSearch } from '../embedded/search/embedded-search';
import { TestPaymentGateway } from '../embedded/payments/test-gateway';
import { AddToCart } from '../../core/checkout/use-cases/add-to-cart';
import { PlaceOrder } from '../../core/checkout/use-cases/place-order';
import { SelectDeliveryOption } from '../../core/checkout/use-cases/select-delivery-option';
import { ResolvePath } from '../../core/catalogue/use-cases/resolve-path';
import { RecommendProducts } from '../../core/catalogue/use-cases/recommend-products';
import { BuyItAgain } from '../../core/catalogue/use-cases/buy-it-again';
import { ToggleFavorite } from '../../core/catalogue/use-cases/toggle-favorite';
import { EmbeddedShopperLists } from '../embedded/shopper-lists/embedded-shopper-lists';

/** The embedded default, opened and seeded: database, commerce engine, shipping calculator, test gateway, search index. */
export interface EmbeddedServices {
  readonly db: Database;
  readonly commerce: EmbeddedCommerce;
  readonly rates: EmbeddedShippingRates;
  readonly gateway: TestPaymentGateway;
  /** The search index (SearchPort), built from the catalogue at open; `rebuild()` after changing products. */
  readonly search: EmbeddedSearch;
  readonly storefront: StorefrontService;
  readonly seeded: boolean;
  close(): Promise<void>;
}

/** Wiring-internal identifiers (adapter types that are not ports). */
const DB: Token<Database> = Symbol.for('nutshell.wiring.Database');
const ENGINE: Token<EmbeddedCommerce> = Symbol.for('nutshell.wiring.EmbeddedCommerce');
const GATEWAY: Token<TestPaymentGateway> = Symbol.for('nutshell.wiring.TestPaymentGateway');
const RATES: Token<EmbeddedShippingRates> = Symbol.for('nutshell.wiring.EmbeddedShippingRates');
const SEARCH_INDEX: Token<EmbeddedSearch> = Symbol.for('nutshell.wiring.EmbeddedSearch');

/**
 * The Node container of the `embedded` profile: binds the database, the embedded adapters to their ports and
 * the storefront use cases, all as singletons built by factories (no decorators: core stays free of them).
 */
export function embeddedContainer(db: Database, clock: Clock, ids: IdGenerator): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(DB).toConstantValue(db);
  c.bind(TOKENS.Clock).toConstantValue(clock);
  c.bind(TOKENS.Ids).toConstantValue(ids);
  c.bind(ENGINE).toResolvedValue((d: Database, k: Clock, i: IdGenerator) => new EmbeddedCommerce(d, k, i), [DB, TOKENS.Clock, TOKENS.Ids]);
  c.bind(TOKENS.Commerce).toResolvedValue((e: EmbeddedCommerce) => e, [ENGINE]);
  c.bind(RATES).toResolvedValue(
    (e: EmbeddedCommerce) =>
      new EmbeddedShippingRates(async (skus) => {
        const products = await e.products.bySkus(skus);
        return new Set([...products].filter(([, p]) => p.meltable).map(([sku]) => sku));
      }),
    [ENGINE],
  );
  c.bind(TOKENS.ShippingRates).toResolvedValue((r: EmbeddedShippingRates) => r, [RATES]);
  c.bind(SEARCH_INDEX).toResolvedValue((e: EmbeddedCommerce, i: IdGenerator) => new EmbeddedSearch(e, i), [ENGINE, TOKENS.Ids]);
  c.bind(TOKENS.Search).toResolvedValue((s: EmbeddedSearch) => s, [SEARCH_INDEX]);
  c.bind(GATEWAY).toResolvedValue((d: Database, i: IdGenerator, k: Clock) => new TestPaymentGateway(d, i, k), [DB, TOKENS.Ids, TOKENS.Clock]);
  c.bind(TOKENS.PaymentGateway).toResolvedValue((g: TestPaymentGateway) => g, [GATEWAY]);
  c.bind(TOKENS.PaymentTokenizer).toResolvedValue((g: TestPaymentGateway) => g, [GATEWAY]);
  c.bind(TOKENS.StorefrontService).toResolvedValue(
    (e: EmbeddedCommerce, r: EmbeddedShippingRates, g: TestPaymentGateway, k: Clock, i: IdGenerator, d: Database, s: EmbeddedSearch) =>
      storefrontService(e, r, g, k, i, new EmbeddedShopperLists(d), s),
    [ENGINE, RATES, GATEWAY, TOKENS.Clock, TOKENS.Ids, DB, SEARCH_INDEX],
  );
  return c;
}

/** The storefront backend's use cases as one plain object for the server (DESIGN §3.8). */
function storefrontService(
  commerce: EmbeddedCommerce, rates: EmbeddedShippingRates, gateway: TestPaymentGateway, clock: Clock, ids: IdGenerator, lists: EmbeddedShopperLists, search: EmbeddedSearch,
): StorefrontService {
  const addToCart = new AddToCart(commerce, clock);
  const recommend = new RecommendProducts(search);
  const buyItAgain = new BuyItAgain(lists, recommend);
  const toggleFavorite = new ToggleFavorite(lists, commerce, clock);
  const resolvePath = new ResolvePath(commerce);
  const selectDelivery = new SelectDeliveryOption(commerce, rates, clock);
  const placeOrder = new PlaceOrder(commerce, gateway, rates, ids);
  return {
    addToCart: (anonymousId, input) => addToCart.execute({ anonymousId, ...input }),
    resolvePath: (path) => resolvePath.execute(path),
    calculateShipping: (input) => rates.quote({ ...input, nowMs: clock.nowMs() }),
    predictedShipping: () => rates.predictedShipping(clock.nowMs()),
    restrictedCountrySkus: (skus) => rates.restrictedCountrySkus(skus),
    selectDeliveryOption: (anonymousId, input) => selectDelivery.execute({ anonymousId, ...input }),
    placeOrder: (anonymousId, input) => placeOrder.execute({ anonymousId, ...input, paymentNonces: [...input.paymentNonces] }),
    getReceipt: (token) => commerce.getOrderByReceiptToken(token),
    isFirstOrder: async (token) => {
      const order = await commerce.getOrderByReceiptToken(token);
      if (!order?.customerEmail) return undefined;
      const orderCount = await commerce.countOrdersByEmail(order.customerEmail);
      return { isFirstOrder: orderCount <= 1, orderCount };
    },
    recentPurchases: (anonymousId, limit) => buyItAgain.execute({ anonymousId, limit }),
    categoryRecommendations: (categoryKey, limit) => recommend.execute({ categoryKey, limit }),
    favorites: async (anonymousId) => (anonymousId ? lists.favorites(anonymousId) : []),
    setFavorite: (anonymousId, productKey, favorite) => toggleFavorite.execute({ anonymousId, productKey, favorite }),
  };
}

/**
 * Opens the database at `location`, migrates, seeds the catalogue when needed, resolves the services and
 * builds the search index from the (possibly just seeded) catalogue. `options.search: false` skips building
 * the index (the CLI opens the data directory in-process and never searches); `rebuild()` builds it later.
 */
export async function openEmbedded(location: DatabaseLocation, clock: Clock, ids: IdGenerator, options: { readonly search?: boolean } = {}): Promise<EmbeddedServices> {
  const db = await openDatabase(location);
  try {
    await migrate(db);
    const { seeded } = await seedCatalog(db);
    const c = embeddedContainer(db, clock, ids);
    const search = c.get<EmbeddedSearch>(SEARCH_INDEX);
    if (options.search !== false) await search.rebuild();
    return {
      db, seeded, search,
      commerce: c.get(ENGINE), rates: c.get(RATES), gateway: c.get(GATEWAY), storefront: c.get(TOKENS.StorefrontService),
      close: () => db.close(),
    };
  } catch (e) {
    await db.close();
    throw e;
  }
}
