import { isCustomizerSku, needsCustomization } from './customizer-products';

describe('customizer products (catalogue-gifting §4, §9)', () => {
  it('knows the custom mix, the box and the two trays by their SKUs', () => {
    expect(['9905-05', '9905-25', '3719-01', '9901-05', '9900-03', '1007-03', '99050-01'].map(isCustomizerSku)).toEqual(
      [true, true, true, true, true, false, false],
    );
  });

  it('asks a customization of every customizer line but a digital gift of a tray or the box', () => {
    expect(['9905-05', '3719-01', '9901-05', '1007-03'].map((sku) => needsCustomization(sku, false))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['9905-05', '3719-01', '9901-05', '9900-03'].map((sku) => needsCustomization(sku, true))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('sells the gift box bundle 9910-03 only with its boxes, as a digital gift too (catalogue-gifting §1, §3)', () => {
    expect(isCustomizerSku('9910-03')).toBe(true);
    expect([needsCustomization('9910-03', false), needsCustomization('9910-03', true)]).toEqual([true, true]);
  });
});
