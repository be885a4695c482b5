import type { ResolvedPage, StorefrontBackendPort } from '../../ports/storefront-backend';
import type { ShippingRatesPort } from '../../ports/shipping-rates';
import { claimTooltipsOf, productAllergenStatement, type ProductCard } from '../../core/catalogue';
import type { Envelope } from '../../core/notifications';
import type { ShippingOption } from '../../core/shipping';
import { ok, usd, type Result } from '../../core/shared';
import type { AnalyticsEvent, ConversionPurchase } from '../../core/analytics';
import { almondFacts, almonds, almondsCard, almondsCategory, driedFruitCategory } from './fixtures';
import { giftCertificate, nutsCategory } from './fixtures';

/**
 * The parts of the fake storefront backend (fake-services.ts) that need no commerce platform: the state tests seed
 * and inspect, the fake shipping calculator, the resolved pages of the UI fixtures, and the envelope of a result.
 */

/** The in-memory state behind the fake ports besides the commerce platform, so tests can seed and inspect it. */
export interface FakeState {
  /** Milliseconds since the epoch the fake clock reports (also the commerce platform's and the use cases' time). */
  nowMs: number;
  /** Envelope errors the next placeOrder answers with (then cleared), before any use case runs. */
  placeOrderErrors?: { message: string; key?: string }[];
  /** Every place-order request, in order. */
  readonly placeOrderInputs: Parameters<StorefrontBackendPort['placeOrder']>[0][];
  /** Backend calls, tokenizations and analytics events, in order ('addToCart:SKU:QTY', 'track:EVENT', ...). */
  calls: string[];
  /** Product keys the session holds as favorites (POST /contents.html). */
  favorites: string[];
  /** Cards GET /api/recommendations/recent-purchases answers with ('Buy It Again'). */
  recentPurchases: ProductCard[];
  /** Cards any webstore recommendation list answers with. */
  recommendations: ProductCard[];
  /** Analytics events tracked, in order (each also logged in `calls` as 'track:<event>'). */
  analytics: AnalyticsEvent[];
  /** Entries pushed to the tag layer. */
  tagLayer: unknown[];
  /** Bodies of the purchase beacons sent (POST /api/events/fb). */
  purchaseBeacons: ConversionPurchase[];
  /** When set, GET /api/orders/is-first-order throws this (the lookup fails). */
  firstOrderFailure?: Error;
  /** Resolved pages by path that GET /api/resolve-path answers before the fixtures (e.g. a mailed link's page). */
  pages: Record<string, ResolvedPage>;
}

type Arrival = readonly [earliest: string, latest: string];
const option = (
  id: string,
  name: string,
  cents: number,
  days: number,
  arrival: Arrival,
  position: number,
): ShippingOption => ({
  shippingMethodId: id,
  carrier: 'UPS',
  carrierCode: 'ups',
  name,
  price: usd(cents),
  listPrice: usd(cents),
  days,
  earliestArrivalOn: arrival[0],
  latestArrivalOn: arrival[1],
  requestedShipOn: '2026-03-02',
  flatRate: false,
  hidden: false,
  position,
  warnings: [],
  heatResistantIncluded: false,
});

/** The shipping calculator of the fakes: UPS Ground ($8.99) and UPS 2nd Day Air ($19.99) for every shipment. */
export function fakeRates(state: FakeState): ShippingRatesPort {
  const offers = [
    option('ups-ground', 'UPS Ground', 899, 4, ['2026-03-05', '2026-03-06'], 1),
    option('ups-2day', 'UPS 2nd Day Air', 1999, 2, ['2026-03-04', '2026-03-04'], 2),
  ];
  return {
    async quote({ shipments }) {
      const melts = (s: (typeof shipments)[number]) => s.lines.some((l) => l.meltable);
      return ok(
        shipments.map((s) => ({
          key: s.key,
          address: s.address,
          containsMeltables: melts(s),
          shippingOffers: offers,
        })),
      );
    },
    predictedShipping: () => {
      const expiresAt = Math.floor(state.nowMs / 1000) + 2 * 3600 + 5 * 60 + 9;
      return { expiresAt, friendly: 'today', date: '2026-03-02' };
    },
    shipDates: () => ['2026-03-02', '2026-03-03'],
    async restrictedCountrySkus() {
      return {};
    },
  };
}

/** The fixtures' resolved page at `path` ('/', '/nuts', the almonds and gift certificate pages), else a 404. */
export function resolve(path: string): ResolvedPage {
  if (path === '/') {
    return { pageType: 'HomePage', props: { categories: [nutsCategory, driedFruitCategory], featured: [almondsCard] } };
  }
  if (path === '/nuts') {
    const props = { category: nutsCategory, ancestors: [], children: [almondsCategory], products: [almondsCard] };
    return { pageType: 'CategoryLandingPage', props: { ...props, total: 1 } };
  }
  if (path === almonds.path) {
    const props = { product: almonds, ancestors: [nutsCategory, almondsCategory], nutritionFacts: almondFacts };
    const worded = { allergenStatement: productAllergenStatement(almonds), claimTooltips: claimTooltipsOf(almonds) };
    return { pageType: 'ProductPage', props: { ...props, ...worded } };
  }
  if (path === giftCertificate.path) {
    return { pageType: 'ProductPage', props: { product: giftCertificate, ancestors: [], nutritionFacts: undefined } };
  }
  return { pageType: '404', props: {} };
}

/** A use case's result as the storefront backend answers it: `data`, or `errors` keyed by the error code. */
export function envelopeOf<T>(r: Result<T>): Envelope<T> {
  return r.ok ? { data: r.value } : { errors: [{ message: r.error.message, key: r.error.code }] };
}
