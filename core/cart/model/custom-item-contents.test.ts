import { describe, expect, it } from 'vitest';
import { customItemContents, customItemSummary, customizerKindOfSku, customizerPathOf } from './custom-item-contents';

/** spec: catalogue-gifting §3 Customizer selection encoding ("the cart shows what is inside"); core-cart-checkout §3. */
const line = (sku: string, customizationsDescription?: string) => ({
  variant: { sku },
  custom: customizationsDescription === undefined ? {} : { customizationsDescription },
});

describe('customItemContents', () => {
  it("reads a named mix's title and its ingredients with their parts", () => {
    expect(customItemContents(line('9905-05', 'My Mix: 3 parts Roasted Almonds, 1 part Thompson Raisins'))).toEqual({
      kind: 'mix',
      title: 'My Mix',
      items: [
        { name: 'Roasted Almonds', parts: 3, label: '3 parts Roasted Almonds' },
        { name: 'Thompson Raisins', parts: 1, label: '1 part Thompson Raisins' },
      ],
    });
  });

  it('reads an unnamed mix without a title, and a name holding a colon up to the list', () => {
    expect(customItemContents(line('9905-25', '9 parts Pecans'))).toEqual({
      kind: 'mix',
      items: [{ name: 'Pecans', parts: 9, label: '9 parts Pecans' }],
    });
    expect(customItemContents(line('9905-05', 'Trail: Hike: 2 parts Cashews (Roasted)'))?.title).toBe('Trail: Hike');
  });

  it("lists a box's and a tray's items in slot order", () => {
    expect(customItemContents(line('3719-01', 'Mini 1, Mini 2, Mini 3'))).toEqual({
      kind: 'box',
      items: [
        { name: 'Mini 1', label: 'Mini 1' },
        { name: 'Mini 2', label: 'Mini 2' },
        { name: 'Mini 3', label: 'Mini 3' },
      ],
    });
    expect(customItemContents(line('9900-03', 'Dried Apricots, Cashews'))?.items.map((i) => i.label)).toEqual([
      'Dried Apricots',
      'Cashews',
    ]);
  });

  it("is undefined for a plain product's line and a custom line without a description", () => {
    expect(customItemContents(line('1007-03', 'Roasted Almonds'))).toBeUndefined();
    expect(customItemContents(line('9905-05'))).toBeUndefined();
    expect(customItemContents(line('9905-05', '  '))).toBeUndefined();
  });

  it('summarizes the contents on one line for mail and the CLI', () => {
    expect(customItemSummary(line('9905-05', 'My Mix: 3 parts Almonds, 1 part Raisins'))).toBe(
      'My Mix: 3 parts Almonds, 1 part Raisins',
    );
    expect(customItemSummary(line('9901-05', 'Almonds, Raisins'))).toBe('Almonds, Raisins');
    expect(customItemSummary(line('1007-03', 'Almonds'))).toBeUndefined();
  });
});

describe('customizerPathOf and customizerKindOfSku', () => {
  it("names each customizer's page and kind", () => {
    expect(['9905-05', '9905-25', '3719-01', '9901-05', '9900-03', '1007-03'].map(customizerPathOf)).toEqual([
      '/custom/mixes/builder',
      '/custom/mixes/builder',
      '/custom/box/builder',
      '/custom/trays/premium',
      '/custom/trays/classic',
      undefined,
    ]);
    expect(['9905-05', '3719-01', '9900-03', '99050-1'].map(customizerKindOfSku)).toEqual([
      'mix',
      'box',
      'tray',
      undefined,
    ]);
  });
});

describe('a gift box bundle line (catalogue-gifting §1, §9)', () => {
  it('lists its three boxes with their timing labels and is built again at /bundle-customizer', () => {
    const description =
      'Dark Chocolate Gift Box (ship immediately), Dried Figs Gift Box (one month after first box), ' +
      'Medjool Dates Gift Box (one month after second box)';
    const line = { variant: { sku: '9910-03' }, custom: { customizationsDescription: description } };
    expect(customItemContents(line)?.items.map((i) => i.label)).toEqual([
      'Dark Chocolate Gift Box (ship immediately)',
      'Dried Figs Gift Box (one month after first box)',
      'Medjool Dates Gift Box (one month after second box)',
    ]);
    expect(customItemSummary(line)).toBe(description);
    expect(customizerPathOf('9910-03')).toBe('/bundle-customizer');
  });
});
