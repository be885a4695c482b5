import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usd } from '../../core/shared';
import { ok } from '../../core/shared';
import type { Address } from '../../core/cart';
import type { CarrierOptions, ShipmentRequest, ShippingOfferSet } from '../../core/shipping';
import type { ShippingOption } from '../../core/shipping';
import type { ShippingRatesPort } from '../../ports/shipping-rates';
import { FakeShippingRates, testOfferSet, testOption } from '../../core/checkout/use-cases/testing/fake-shipping-rates';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * Contract suite of the shipping calculator port (ports/shipping-rates.ts; spec: core-cart-checkout §4 Free-shipping
 * progress and shipping cost, §7 POST /api/shipping-calculator, predicted shipping, restricted-country SKUs), run on
 * the embedded rate table as the local server wires it and on the unit tests' FakeShippingRates. The fake answers
 * what it was given; a test needing a behaviour it lacks is not registered on it, and each such limitation is
 * asserted below, so the list stays true. Prices are cents; times are fixed instants, never the clock.
 */

const FAKE_LIMITATIONS = {
  'configured-quote': 'quote answers the result the fake was built with, whatever the shipments, carriers and time',
  'fixed-cutoff': 'predictedShipping is one hour after nowMs, "today", on 2025-06-09, whatever nowMs (no daily cutoff)',
} as const;
type Limitation = keyof typeof FAKE_LIMITATIONS;

/** Tuesday 10 June 2025, 10:00 in New Jersey (EDT): before the 15:00 cutoff. */
const TUESDAY_MORNING = Date.UTC(2025, 5, 10, 14);
const MELTABLE_SKU = 'CONTRACT-TRUFFLES';
const PLAIN_SKU = 'CONTRACT-ALMONDS';

const cranford: Address = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
};
/** One shipment of `quantity` × a 1 lb (454 g) bag worth `cents`, to `address`. */
function shipment(key: string, cents: number, address = cranford, quantity = 1, meltable = false): ShipmentRequest {
  const sku = meltable ? MELTABLE_SKU : PLAIN_SKU;
  const lines = [{ id: `line-${key}`, sku, quantity, weightGrams: 454, meltable }];
  return { key, address, shipmentValue: usd(cents), lines };
}
/** [id, name, price, list price, earliest, latest arrival] of each offer of the first set; throws on an error. */
function summary(sets: Awaited<ReturnType<ShippingRatesPort['quote']>>): (string | number)[][] | undefined {
  if (!sets.ok) throw new Error(`${sets.error.code}: ${sets.error.message}`);
  const row = (o: ShippingOption) => [
    o.shippingMethodId,
    o.name,
    o.price.cents,
    o.listPrice.cents,
    o.earliestArrivalOn,
    o.latestArrivalOn,
  ];
  return sets.value[0]?.shippingOffers.map(row);
}
/** The predicted shipping of a ship date in June 2025 with its 15:00 EDT (19:00 UTC) cutoff. */
const shipsOn = (day: number, friendly: 'today' | 'tomorrow') => ({
  expiresAt: Date.UTC(2025, 5, day, 19) / 1000,
  friendly,
  date: `2025-06-${String(day).padStart(2, '0')}`,
});
const HEAT_WARNING = ['Contains heat-sensitive items: heat-resistant packaging is added.'];

interface Implementation {
  readonly name: string;
  readonly lacks: readonly Limitation[];
  port(): ShippingRatesPort;
  /** A SKU of a meltable product the implementation knows. */
  meltableSku(): Promise<string>;
}

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => app?.close());

/** What the fake restricts: as the rate table, a meltable product does not ship to Canada. */
const FAKE_RESTRICTED = { [MELTABLE_SKU]: ['CA'] as const };
const IMPLEMENTATIONS: readonly Implementation[] = [
  {
    name: 'embedded rate table (as the local server wires it)',
    lacks: [],
    port: () => app.services.rates,
    meltableSku: async () => {
      const { results } = await app.services.commerce.listProducts({ limit: 500, offset: 0 });
      return results.find((p) => p.meltable)!.variants[0]!.sku;
    },
  },
  {
    name: 'FakeShippingRates of the unit tests',
    lacks: ['configured-quote', 'fixed-cutoff'],
    port: () => new FakeShippingRates(ok([testOfferSet('shipment-1', [testOption('ups-ground')])]), FAKE_RESTRICTED),
    meltableSku: async () => MELTABLE_SKU,
  },
];

describe.each(IMPLEMENTATIONS)('ShippingRatesPort contract: $name', (impl) => {
  const test = (title: string, fn: () => Promise<void>, lacking?: Limitation) => {
    if (lacking && impl.lacks.includes(lacking)) return;
    it(title, fn);
  };
  const quote = (shipments: readonly ShipmentRequest[], carrierOptions?: Partial<CarrierOptions>) =>
    impl.port().quote({ shipments, nowMs: TUESDAY_MORNING, ...(carrierOptions ? { carrierOptions } : {}) });

  test('names the SKUs asked for that do not ship to Canada (meltable products), and only those', async () => {
    const meltableSku = await impl.meltableSku();
    const restricted = await impl.port().restrictedCountrySkus([meltableSku, PLAIN_SKU, 'NO-SUCH-SKU']);
    expect(restricted).toEqual({ [meltableSku]: ['CA'] });
    expect(await impl.port().restrictedCountrySkus([])).toEqual({});
  });

  test(
    'quotes one set per shipment, in order, offers by position from the rate table (zone 2, 2 lb)',
    async () => {
      const quoted = await quote([shipment('shipment-1', 1299), shipment('shipment-2', 2598, cranford, 2)]);
      const sets = quoted.ok ? quoted.value.map((s) => [s.key, s.address.postalCode, s.containsMeltables]) : [];
      expect(sets).toEqual([
        ['shipment-1', '07016', false],
        ['shipment-2', '07016', false],
      ]);
      expect(summary(quoted)).toEqual([
        ['ground', 'Standard Ground', 819, 819, '2025-06-13', '2025-06-16'],
        ['regional', 'Regional Ground', 759, 759, '2025-06-13', '2025-06-16'],
        ['two-day', '2-Day', 1739, 1739, '2025-06-12', '2025-06-12'],
        ['overnight', 'Overnight (cold pack included)', 3399, 3399, '2025-06-11', '2025-06-11'],
      ]);
      // Two bags (908 g + 227 g packaging) bill 3 lb: ground 699 + 3 × 60.
      expect(quoted.ok && quoted.value[1]?.shippingOffers[0]?.price).toEqual(usd(879));
    },
    'configured-quote',
  );

  test(
    'ships ground free from $59.00 of merchandise in the contiguous US, keeping the list price',
    async () => {
      const ground = async (cents: number, address = cranford) =>
        summary(await quote([shipment('shipment-1', cents, address)]))?.[0];
      expect(await ground(5900)).toEqual(['ground', 'Standard Ground (FREE)', 0, 819, '2025-06-13', '2025-06-16']);
      expect(await ground(5899)).toEqual(['ground', 'Standard Ground', 819, 819, '2025-06-13', '2025-06-16']);
      const anchorage: Address = { city: 'Anchorage', state: 'AK', postalCode: '99501', country: 'US' };
      // Alaska is zone 9: 699 + 2 × 60 + 7 × 50, six business days, never free.
      const alaska = await ground(5900, anchorage);
      expect(alaska).toEqual(['ground', 'Standard Ground', 1169, 1169, '2025-06-18', '2025-06-19']);
    },
    'configured-quote',
  );

  test(
    'offers Canada only Canada Expedited, and no regional carrier when its allow flag is off',
    async () => {
      const toronto: Address = { city: 'Toronto', state: 'ON', postalCode: 'M5J 2N8', country: 'CA' };
      expect(summary(await quote([shipment('shipment-1', 1299, toronto)]))).toEqual([
        ['canada-expedited', 'Canada Expedited', 2499, 2499, '2025-06-18', '2025-06-18'],
      ]);
      const noOntrac = summary(await quote([shipment('shipment-1', 1299)], { allowOntrac: false }));
      expect(noOntrac?.map(([id]) => id)).toEqual(['ground', 'two-day', 'overnight']);
    },
    'configured-quote',
  );

  test(
    'warns of heat-resistant packaging for meltables on every offer without a cold pack',
    async () => {
      const quoted = await quote([shipment('shipment-1', 1299, cranford, 1, true)]);
      const set = quoted.ok ? quoted.value[0] : undefined;
      expect(set?.containsMeltables).toBe(true);
      expect(set?.shippingOffers.map((o) => [o.shippingMethodId, o.heatResistantIncluded, o.warnings])).toEqual([
        ['ground', false, HEAT_WARNING],
        ['regional', false, HEAT_WARNING],
        ['two-day', false, HEAT_WARNING],
        ['overnight', true, []],
      ]);
    },
    'configured-quote',
  );

  test(
    "refuses a postal code of the wrong form with 'shipping/invalid-postal-code'",
    async () => {
      const bad = await quote([shipment('shipment-2', 1299, { ...cranford, postalCode: '0701' })]);
      const message = 'Invalid postal code: 0701';
      const error = { code: 'shipping/invalid-postal-code', message, details: { key: 'shipment-2' } };
      expect(bad).toEqual({ ok: false, error });
    },
    'configured-quote',
  );

  test(
    'predicts the 15:00 Eastern cutoff: today before it, the next business day after it',
    async () => {
      expect(impl.port().predictedShipping(TUESDAY_MORNING)).toEqual(shipsOn(10, 'today'));
      expect(impl.port().predictedShipping(Date.UTC(2025, 5, 10, 19))).toEqual(shipsOn(11, 'tomorrow'));
      // Friday 13 June after the cutoff ships on Monday 16 June.
      expect(impl.port().predictedShipping(Date.UTC(2025, 5, 13, 20))).toEqual(shipsOn(16, 'tomorrow'));
    },
    'fixed-cutoff',
  );
});

describe('FakeShippingRates limitations (each asserted, so the list stays true)', () => {
  const asserted = new Set<Limitation>();
  const fake = () => new FakeShippingRates(ok([testOfferSet('shipment-1', [testOption('ups-ground')])]));

  it('answers the configured offers whatever the shipments', async () => {
    asserted.add('configured-quote');
    const invalid = shipment('shipment-7', 1299, { ...cranford, postalCode: '0701' });
    const quoted = await fake().quote({ shipments: [invalid], nowMs: 0 });
    const offers = (set: ShippingOfferSet) => set.shippingOffers.map((o) => [o.shippingMethodId, o.price.cents]);
    const sets = quoted.ok ? quoted.value.map((s) => [s.key, offers(s)]) : [];
    expect(sets).toEqual([['shipment-1', [['ups-ground', 899]]]]);
  });

  it('predicts shipping one hour ahead on 2025-06-09, whatever the time', () => {
    asserted.add('fixed-cutoff');
    const friday = Date.UTC(2025, 5, 13, 20);
    const oneHourOn9June = { expiresAt: friday / 1000 + 3600, friendly: 'today', date: '2025-06-09' };
    expect(fake().predictedShipping(friday)).toEqual(oneHourOn9June);
  });

  it('asserted every listed limitation', () => {
    expect([...asserted].sort()).toEqual(Object.keys(FAKE_LIMITATIONS).sort());
  });
});
