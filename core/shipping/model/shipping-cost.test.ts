import { usd } from '../../shared';
import type { ShippingOption } from './offers';
import { HEAT_RESISTANT_PACKAGING, heatResistantPackagingCharge, shippingCost } from './shipping-cost';

function option(priceCents: number, heatResistantIncluded = false): ShippingOption {
  return {
    shippingMethodId: `ups-${priceCents}`,
    carrier: 'UPS',
    carrierCode: 'UPS',
    name: 'UPS Ground',
    price: usd(priceCents),
    listPrice: usd(priceCents),
    days: 3,
    earliestArrivalOn: '2025-06-10',
    latestArrivalOn: '2025-06-12',
    requestedShipOn: '2025-06-09',
    flatRate: false,
    hidden: false,
    position: 10,
    warnings: [],
    heatResistantIncluded,
  };
}

describe('heatResistantPackagingCharge (spec: core-cart-checkout §4 Shipping cost, §9)', () => {
  it('is 2.95 only for meltables without packaging included', () => {
    expect(HEAT_RESISTANT_PACKAGING).toEqual(usd(295));
    expect(heatResistantPackagingCharge({ containsMeltables: true, heatResistantIncluded: false })).toEqual(usd(295));
    expect(heatResistantPackagingCharge({ containsMeltables: true, heatResistantIncluded: true })).toEqual(usd(0));
    expect(heatResistantPackagingCharge({ containsMeltables: false, heatResistantIncluded: false })).toEqual(usd(0));
  });
});

describe('shippingCost', () => {
  const selected = [
    { offerSetKey: 'shipment-1', option: option(899), containsMeltables: true },
    { offerSetKey: 'shipment-2', option: option(1299, true), containsMeltables: true },
    { offerSetKey: 'shipment-3', option: option(0), containsMeltables: false },
  ];

  it('Single mode: the shipping rate is the sum of the offer prices, as one method', () => {
    expect(shippingCost('Single', selected)).toEqual({
      shipping: usd(2198),
      heatResistantPackaging: usd(295),
      perShipment: {
        'shipment-1': { shipping: usd(899), heatResistantPackaging: usd(295) },
        'shipment-2': { shipping: usd(1299), heatResistantPackaging: usd(0) },
        'shipment-3': { shipping: usd(0), heatResistantPackaging: usd(0) },
      },
      methods: [{ price: usd(2198) }],
    });
  });

  it('Multiple mode: one method per shipment key', () => {
    const cost = shippingCost('Multiple', selected);
    expect(cost.shipping).toEqual(usd(2198));
    expect(cost.methods).toEqual([
      { shippingKey: 'shipment-1', price: usd(899) },
      { shippingKey: 'shipment-2', price: usd(1299) },
      { shippingKey: 'shipment-3', price: usd(0) },
    ]);
  });

  it('charges packaging per shipment with meltables', () => {
    const two = [
      { offerSetKey: 'shipment-1', option: option(500), containsMeltables: true },
      { offerSetKey: 'shipment-2', option: option(500), containsMeltables: true },
    ];
    expect(shippingCost('Multiple', two).heatResistantPackaging).toEqual(usd(590));
  });

  it('is zero with nothing selected and rejects a repeated key', () => {
    expect(shippingCost('Single', [])).toEqual({
      shipping: usd(0),
      heatResistantPackaging: usd(0),
      perShipment: {},
      methods: [],
    });
    expect(() => shippingCost('Single', [selected[0]!, selected[0]!])).toThrow(RangeError);
  });
});
