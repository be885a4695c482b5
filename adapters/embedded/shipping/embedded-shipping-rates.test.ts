import { usd } from '../../../core/shared';
import type { Address } from '../../../core/cart';
import type { CarrierOptions, ShipmentLine, ShippingOfferSet } from '../../../core/shipping';
import { EmbeddedShippingRates } from './embedded-shipping-rates';
import { zoneFor } from './rate-table';

const rates = new EmbeddedShippingRates(async (skus) => new Set(skus.filter((s) => s.startsWith('CHOC'))));
const WED_10AM_EST = Date.parse('2025-01-15T15:00:00Z');
const WED_3PM_EST = Date.parse('2025-01-15T20:00:00Z');
const FRI_330PM_EST = Date.parse('2025-01-17T20:30:00Z');
const SAT_NOON_EST = Date.parse('2025-01-18T17:00:00Z');
const WED_330PM_EDT = Date.parse('2025-07-16T19:30:00Z');

const NJ: Address = { country: 'US', state: 'NJ', postalCode: '07016', city: 'Cranford' };
const IL: Address = { country: 'US', state: 'IL', postalCode: '60601' };
const CA_LA: Address = { country: 'US', state: 'CA', postalCode: '90001' };
const AK: Address = { country: 'US', state: 'AK', postalCode: '99501' };
const HI: Address = { country: 'US', state: 'HI', postalCode: '96813' };
const ON: Address = { country: 'CA', state: 'ON', postalCode: 'K1A 0B1' };
const nuts = (quantity = 1, weightGrams = 454): ShipmentLine => ({
  id: 'l1',
  sku: '1001-01',
  quantity,
  weightGrams,
  meltable: false,
});
const choc = (): ShipmentLine => ({ id: 'l2', sku: 'CHOC-01', quantity: 1, weightGrams: 227, meltable: true });

async function quoteOne(
  address: Address,
  o: { lines?: ShipmentLine[]; valueCents?: number; nowMs?: number; carrierOptions?: Partial<CarrierOptions> } = {},
): Promise<ShippingOfferSet> {
  const r = await rates.quote({
    shipments: [{ key: 'shipment-1', address, lines: o.lines ?? [nuts()], shipmentValue: usd(o.valueCents ?? 2000) }],
    carrierOptions: o.carrierOptions,
    nowMs: o.nowMs ?? WED_10AM_EST,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value[0]!;
}
const offer = (set: ShippingOfferSet, id: string) => set.shippingOffers.find((o) => o.shippingMethodId === id);
const ids = (set: ShippingOfferSet) => set.shippingOffers.map((o) => o.shippingMethodId);

describe('EmbeddedShippingRates: offers and prices', () => {
  it('offers ground, regional, 2-day and overnight in the US, sorted by position, priced by zone and weight', async () => {
    const set = await quoteOne(NJ); // zone 2, 454 g + 227 g packaging = 2 lb
    expect(set.key).toBe('shipment-1');
    expect(ids(set)).toEqual(['ground', 'regional', 'two-day', 'overnight']);
    expect(set.shippingOffers.map((o) => o.price.cents)).toEqual([819, 759, 1739, 3399]);
    expect(set.shippingOffers.map((o) => o.position)).toEqual([10, 15, 20, 30]);
  });

  it('prices by zone: 2 for New Jersey, 6 for Illinois, 8 for California, 9 for Alaska and Hawaii, 10 for Canada', async () => {
    expect([NJ, IL, CA_LA, AK, HI, ON].map(zoneFor)).toEqual([2, 6, 8, 9, 9, 10]);
    expect(offer(await quoteOne(IL), 'ground')).toMatchObject({ price: usd(1019), days: 5 });
    expect(offer(await quoteOne(CA_LA), 'ground')).toMatchObject({ price: usd(1119), days: 6 });
    expect(offer(await quoteOne(AK), 'ground')?.price).toEqual(usd(1169));
  });

  it('rounds the weight with 8 oz of packaging up to whole pounds, at least 1', async () => {
    const ground = async (lines: ShipmentLine[]) => offer(await quoteOne(NJ, { lines }), 'ground')?.price.cents;
    expect(await ground([nuts(1, 226)])).toBe(759); // 453 g → 1 lb
    expect(await ground([nuts(1, 227)])).toBe(819); // 454 g → 2 lb
    expect(await ground([nuts(3, 454)])).toBe(939); // 1589 g → 4 lb
    expect(await ground([])).toBe(759);
  });

  it('dates arrivals in business days from the ship date', async () => {
    const set = await quoteOne(NJ);
    expect(offer(set, 'ground')).toMatchObject({
      requestedShipOn: '2025-01-15',
      days: 3,
      earliestArrivalOn: '2025-01-20',
      latestArrivalOn: '2025-01-21',
    });
    expect(offer(set, 'two-day')).toMatchObject({ earliestArrivalOn: '2025-01-17', latestArrivalOn: '2025-01-17' });
    expect(offer(set, 'overnight')).toMatchObject({ earliestArrivalOn: '2025-01-16', latestArrivalOn: '2025-01-16' });
  });
});

describe('EmbeddedShippingRates: cutoff', () => {
  it('ships today before 15:00 Eastern and tomorrow from 15:00', async () => {
    expect(offer(await quoteOne(NJ, { nowMs: WED_3PM_EST - 1 }), 'ground')?.requestedShipOn).toBe('2025-01-15');
    expect(offer(await quoteOne(NJ, { nowMs: WED_3PM_EST }), 'ground')?.requestedShipOn).toBe('2025-01-16');
    expect(offer(await quoteOne(NJ, { nowMs: WED_330PM_EDT }), 'ground')?.requestedShipOn).toBe('2025-07-17');
  });

  it('ships Monday after the Friday cutoff and at the weekend', async () => {
    expect(offer(await quoteOne(NJ, { nowMs: FRI_330PM_EST }), 'ground')).toMatchObject({
      requestedShipOn: '2025-01-20',
      earliestArrivalOn: '2025-01-23',
    });
    expect(offer(await quoteOne(NJ, { nowMs: SAT_NOON_EST }), 'overnight')).toMatchObject({
      requestedShipOn: '2025-01-20',
      earliestArrivalOn: '2025-01-21',
    });
  });

  it('predicts the cutoff: today before it, tomorrow after it, in unix seconds', () => {
    expect(rates.predictedShipping(WED_10AM_EST)).toEqual({
      expiresAt: WED_3PM_EST / 1000,
      friendly: 'today',
      date: '2025-01-15',
    });
    expect(rates.predictedShipping(WED_3PM_EST)).toEqual({
      expiresAt: Date.parse('2025-01-16T20:00:00Z') / 1000,
      friendly: 'tomorrow',
      date: '2025-01-16',
    });
    expect(rates.predictedShipping(WED_330PM_EDT)).toMatchObject({
      expiresAt: Date.parse('2025-07-17T19:00:00Z') / 1000,
      date: '2025-07-17',
    });
    expect(rates.predictedShipping(FRI_330PM_EST)).toMatchObject({ date: '2025-01-20' });
  });
});

describe('EmbeddedShippingRates: free ground shipping', () => {
  it('makes ground free from $59 in the contiguous US, keeping the list price', async () => {
    const free = offer(await quoteOne(NJ, { valueCents: 5900 }), 'ground');
    expect(free).toMatchObject({ name: 'Standard Ground (FREE)', price: usd(0), listPrice: usd(819) });
    expect(offer(await quoteOne(NJ, { valueCents: 5899 }), 'ground')).toMatchObject({
      name: 'Standard Ground',
      price: usd(819),
    });
    expect(offer(await quoteOne(CA_LA, { valueCents: 10_000 }), 'ground')?.price).toEqual(usd(0));
  });

  it('counts each shipping address separately: $40 + $30 to one address is free, $40 and $30 to two are not', async () => {
    const quote = async (second: Address) => {
      const r = await rates.quote({
        shipments: [
          { key: 'shipment-1', address: NJ, lines: [nuts()], shipmentValue: usd(4000) },
          { key: 'shipment-2', address: second, lines: [nuts()], shipmentValue: usd(3000) },
        ],
        nowMs: WED_10AM_EST,
      });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.map((set) => offer(set, 'ground')?.price.cents);
    };
    expect(await quote({ ...NJ })).toEqual([0, 0]);
    expect(await quote(IL)).toEqual([819, 1019]);
  });

  it('keeps the other services paid at any value', async () => {
    const set = await quoteOne(NJ, { valueCents: 100_000 });
    expect(set.shippingOffers.filter((o) => o.price.cents === 0).map((o) => o.shippingMethodId)).toEqual(['ground']);
  });

  it('does not make ground free for Alaska or Hawaii, and Canada has no ground', async () => {
    expect(offer(await quoteOne(AK, { valueCents: 10_000 }), 'ground')?.price).toEqual(usd(1169));
    expect(offer(await quoteOne(HI, { valueCents: 10_000 }), 'ground')?.price.cents).toBeGreaterThan(0);
    expect(offer(await quoteOne(ON, { valueCents: 10_000 }), 'ground')).toBeUndefined();
  });
});

describe('EmbeddedShippingRates: meltables, carriers, countries and postal codes', () => {
  it('flags meltables and warns on every option without heat-resistant packaging included', async () => {
    const set = await quoteOne(NJ, { lines: [nuts(), choc()] });
    expect(set.containsMeltables).toBe(true);
    for (const id of ['ground', 'regional', 'two-day'])
      expect(offer(set, id)?.warnings).toEqual(['Contains heat-sensitive items: heat-resistant packaging is added.']);
    expect(offer(set, 'overnight')).toMatchObject({ warnings: [], heatResistantIncluded: true });
  });

  it('has no meltable warnings without meltables; overnight always includes heat-resistant packaging', async () => {
    const set = await quoteOne(NJ);
    expect(set.containsMeltables).toBe(false);
    expect(set.shippingOffers.flatMap((o) => o.warnings)).toEqual([]);
    expect(set.shippingOffers.map((o) => o.heatResistantIncluded)).toEqual([false, false, false, true]);
  });

  it('removes the regional option when allowOntrac is false; other flags change nothing here', async () => {
    expect(ids(await quoteOne(NJ, { carrierOptions: { allowOntrac: false } }))).toEqual([
      'ground',
      'two-day',
      'overnight',
    ]);
    expect(ids(await quoteOne(NJ, { carrierOptions: { allowOntrac: true, allowLasership: false } }))).toEqual([
      'ground',
      'regional',
      'two-day',
      'overnight',
    ]);
  });

  it('offers Canada only Canada Expedited', async () => {
    const set = await quoteOne(ON);
    expect(set.shippingOffers).toHaveLength(1);
    expect(set.shippingOffers[0]).toMatchObject({
      shippingMethodId: 'canada-expedited',
      carrier: 'Canada Post',
      price: usd(2499),
      days: 6,
    });
  });

  it("accepts US ZIP and ZIP+4 and Canadian postal codes in the spec's forms", async () => {
    for (const postalCode of ['07016-1234', '070161234'])
      expect(ids(await quoteOne({ ...NJ, postalCode }))).toContain('ground');
    for (const postalCode of ['k1a0b1', 'K1A-0B1'])
      expect(ids(await quoteOne({ ...ON, postalCode }))).toEqual(['canada-expedited']);
  });

  it("refuses an invalid postal code with 'Invalid postal code'", async () => {
    for (const address of [
      { ...NJ, postalCode: '1234' },
      { ...NJ, postalCode: 'K1A 0B1' },
      { ...ON, postalCode: '07016' },
      { country: 'US' as const, state: 'NJ' },
    ]) {
      const r = await rates.quote({
        shipments: [{ key: 'shipment-2', address, lines: [nuts()], shipmentValue: usd(1000) }],
        nowMs: WED_10AM_EST,
      });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('shipping/invalid-postal-code');
        expect(r.error.message).toContain('Invalid postal code');
        expect(r.error.details).toEqual({ key: 'shipment-2' });
      }
    }
  });

  it('quotes one offer set per shipment, keyed by shipment key', async () => {
    const r = await rates.quote({
      shipments: [
        { key: 'shipment-1', address: NJ, lines: [nuts()], shipmentValue: usd(6000) },
        { key: 'shipment-2', address: AK, lines: [choc()], shipmentValue: usd(6000) },
      ],
      nowMs: WED_10AM_EST,
    });
    expect(r.ok && r.value.map((s) => [s.key, s.containsMeltables, s.shippingOffers[0]?.price.cents])).toEqual([
      ['shipment-1', false, 0],
      ['shipment-2', true, 1169],
    ]);
  });

  it('restricts meltable SKUs from Canada', async () => {
    expect(await rates.restrictedCountrySkus(['1001-01', 'CHOC-01', 'CHOC-02'])).toEqual({
      'CHOC-01': ['CA'],
      'CHOC-02': ['CA'],
    });
    expect(await rates.restrictedCountrySkus([])).toEqual({});
  });
});

describe('EmbeddedShippingRates: regional carriers and their allow flags (core-cart-checkout §3, §6, §7)', () => {
  const GA: Address = { country: 'US', state: 'GA', postalCode: '30301' };
  const MA: Address = { country: 'US', state: 'MA', postalCode: '02108' };
  const NYC: Address = { country: 'US', state: 'NY', postalCode: '10001' };
  const OH: Address = { country: 'US', state: 'OH', postalCode: '43215' };
  const TX: Address = { country: 'US', state: 'TX', postalCode: '75201' };
  const MN: Address = { country: 'US', state: 'MN', postalCode: '55401' };
  const cases = [
    [GA, 'lasership', 'allowLasership'],
    [MA, 'bluestreak', 'allowBlueStreak'],
    [NYC, 'cdl', 'allowCdl'],
    [OH, 'grandhusky', 'allowGrandHusky'],
    [TX, 'tforce', 'allowTforce'],
    [MN, 'uds', 'allowUds'],
    [NJ, 'regional', 'allowOntrac'],
  ] as const;

  it.each(cases)('%o: offers %s in its zone, and its flag set to false removes it', async (address, id, flag) => {
    expect(ids(await quoteOne(address))).toContain(id);
    const without = await quoteOne(address, { carrierOptions: { [flag]: false } });
    expect(ids(without)).not.toContain(id);
    expect(ids(without)).toContain('ground');
  });

  it('prices a regional service below ground: GA (zone 3), 2 lb, LaserShip 599 + 2 × 50 + 40 cents', async () => {
    const set = await quoteOne(GA);
    expect(ids(set)).toEqual(['ground', 'regional', 'lasership', 'two-day', 'overnight']);
    expect(offer(set, 'lasership')).toMatchObject({
      price: usd(739),
      carrier: 'LaserShip',
      carrierCode: 'LSHP',
      days: 2,
    });
  });

  it('keeps regional carriers out of other zones: NJ has none but OnTrac', async () => {
    expect(ids(await quoteOne(NJ))).toEqual(['ground', 'regional', 'two-day', 'overnight']);
  });
});

describe('EmbeddedShippingRates: ship dates', () => {
  it('lists the weekdays from the next ship day through 30 days after today', () => {
    // Wednesday 2025-01-15 at 15:00 Eastern: past the cutoff, so the first ship day is Thursday the 16th.
    const dates = rates.shipDates({ country: 'US', nowMs: WED_3PM_EST, days: 30 });
    expect(dates.slice(0, 4)).toEqual(['2025-01-16', '2025-01-17', '2025-01-20', '2025-01-21']);
    expect(dates.at(-1)).toBe('2025-02-14');
    expect(dates).toHaveLength(22);
    expect(rates.shipDates({ country: 'CA', nowMs: WED_10AM_EST, days: 0 })).toEqual(['2025-01-15']);
  });
});

describe("EmbeddedShippingRates: the 'customerService' filter (core-cart-checkout §6)", () => {
  it("offers 'Will Call / Warehouse Pickup' (hidden, $0.00, carrier None, code 00) only with the filter", async () => {
    const shipments = [{ key: 'shipment-1', address: NJ, lines: [nuts()], shipmentValue: usd(2000) }];
    const cs = await rates.quote({ shipments, filter: 'customerService', nowMs: WED_10AM_EST });
    if (!cs.ok) throw new Error(cs.error.message);
    expect(ids(cs.value[0]!)).toEqual(['ground', 'regional', 'two-day', 'overnight', 'will-call']);
    expect(offer(cs.value[0]!, 'will-call')).toMatchObject({
      name: 'Will Call / Warehouse Pickup',
      carrier: 'None',
      carrierCode: '00',
      price: usd(0),
      hidden: true,
      position: 90,
    });
    expect(ids(await quoteOne(NJ))).not.toContain('will-call');
  });
});
