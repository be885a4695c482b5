import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { StorefrontService } from '../../ports/storefront-service';
import { openDatabase, type Database, type DatabaseLocation } from '../embedded/db/database';
import { migrate } from '../embedded/db/migrations';
import { seedCatalog } from '../embedded/db/seed';
import { EmbeddedCommerce } from '../embedded/engine/embedded-commerce';
import { EmbeddedShippingRates } from '../embedded/shipping/embedded-shipping-rates';
import { TestPaymentGateway } from '../embedded/payments/test-gateway';
import { AddToCart } from '../../core/checkout/use-cases/add-to-cart';
import { PlaceOrder } from '../../core/checkout/use-cases/place-order';
import { SelectDeliveryOption } from '../../core/checkout/use-cases/select-delivery-option';
import { ResolvePath } from '../../core/catalogue/use-cases/resolve-path';

/** The embedded default, opened and seeded: database, commerce engine, shipping calculator, test gateway. */
export interface EmbeddedServices {
  readonly db: Database;
  readonly commerce: EmbeddedCommerce;
  readonly rates: EmbeddedShippingRates;
  readonly gateway: TestPaymentGateway;
  readonly storefront: StorefrontService;
  readonly seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database at `location`, migrates, seeds the catalogue when needed, and builds the services. */
export async function openEmbedded(location: DatabaseLocation, clock: Clock, ids: IdGenerator): Promise<EmbeddedServices> {
  const db = await openDatabase(location);
  await migrate(db);
  const { seeded } = await seedCatalog(db);
  const commerce = new EmbeddedCommerce(db, clock, ids);
  const rates = new EmbeddedShippingRates(async (skus) => {
    const products = await commerce.products.bySkus(skus);
    return new Set([...products].filter(([, p]) => p.meltable).map(([sku]) => sku));
  });
  const gateway = new TestPaymentGateway(db, ids, clock);
  const addToCart = new AddToCart(commerce);
  const resolvePath = new ResolvePath(commerce);
  const selectDelivery = new SelectDeliveryOption(commerce, rates, clock);
  const placeOrder = new PlaceOrder(commerce, gateway, rates, ids);
  const storefront: StorefrontService = {
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
  };
  return { db, commerce, rates, gateway, storefront, seeded, close: () => db.close() };
}
