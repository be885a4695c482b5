import { decodeSelection } from '../../../../core/customizers';
import { BoxBuilderStore, type BoxCart } from './box-builder-store';
import { TEST_BOX_DATA, TEST_MINI_BOXES } from './box-test-data';

function store() {
  const calls: [string, number, { readonly selection: string }][] = [];
  const cart: BoxCart = {
    addToCart: async (sku, quantity, customization) => {
      calls.push([sku, quantity, customization]);
    },
  };
  return { calls, box: new BoxBuilderStore(TEST_BOX_DATA, cart) };
}

const named = (name: string) => TEST_MINI_BOXES.find((b) => b.name === name)!;
const names = (list: readonly ({ name: string } | null)[]) => list.map((b) => b?.name ?? null);

describe('BoxBuilderStore (catalogue-gifting §2 mini-box browser, §4 Box customizer, §9)', () => {
  it('lists the mini boxes by price, then name, and starts with 6 empty slots and a price of $0.00', () => {
    const { box } = store();
    expect(names(box.visible)).toEqual(['Peanuts', 'Almonds', 'Cashews', 'Dates', 'Fudge', 'Pecans', 'Pistachios']);
    expect(box.required).toBe(6);
    expect(box.slots).toEqual([null, null, null, null, null, null]);
    expect([box.selected, box.priceCents, box.full, box.canAdd]).toEqual([0, 0, false, false]);
  });

  it('filters by every selected box tag filter, kept in BOX_TAG_FILTERS order', () => {
    const { box } = store();
    box.toggleFilter('Kosher');
    expect(names(box.visible)).toEqual(['Cashews', 'Fudge', 'Pecans', 'Pistachios']);
    box.toggleFilter('Less Salt');
    expect(names(box.visible)).toEqual(['Pistachios']);
    expect(box.filters).toEqual(['Kosher', 'Less Salt']);
    box.toggleFilter('Kosher');
    expect(names(box.visible)).toEqual(['Almonds', 'Pistachios']);
    box.toggleFilter('Raw');
    box.toggleFilter('Less Salt');
    expect(box.filters).toEqual(['Raw']);
    expect(names(box.visible)).toEqual(['Cashews']);
  });

  it('fills the slots in order and prices them pro rata: 4299 × n / 6, rounded', () => {
    const { box } = store();
    const prices: number[] = [];
    for (const name of ['Almonds', 'Dates', 'Almonds', 'Fudge', 'Pecans', 'Peanuts']) {
      box.add(named(name));
      prices.push(box.priceCents);
    }
    expect(prices).toEqual([717, 1433, 2150, 2866, 3583, 4299]);
    expect(names(box.slots)).toEqual(['Almonds', 'Dates', 'Almonds', 'Fudge', 'Pecans', 'Peanuts']);
    expect([box.selected, box.full, box.canAdd]).toEqual([6, true, true]);
  });

  it('ignores a seventh treat; a removed slot is empty and is the next one filled', () => {
    const { box } = store();
    for (const b of TEST_MINI_BOXES.slice(0, 6)) box.add(b);
    box.add(named('Dates'));
    expect(names(box.slots)).toEqual(['Pecans', 'Almonds', 'Fudge', 'Cashews', 'Peanuts', 'Pistachios']);
    box.remove(1);
    box.remove(4);
    expect(names(box.slots)).toEqual(['Pecans', null, 'Fudge', 'Cashews', null, 'Pistachios']);
    expect([box.selected, box.priceCents, box.canAdd]).toEqual([4, 2866, false]);
    box.add(named('Dates'));
    expect(names(box.slots)).toEqual(['Pecans', 'Dates', 'Fudge', 'Cashews', null, 'Pistachios']);
    expect(box.selection.slice(12, 15)).toBe('000');
    const decoded = decodeSelection('box', box.selection);
    expect(decoded.ok && decoded.value.map((s) => s?.productNumber ?? null)).toEqual([
      1012,
      3004,
      2001,
      1010,
      null,
      1015,
    ]);
  });

  it("adds the full box as one '3719-01' with its encoded selection, in slot order", async () => {
    const { box, calls } = store();
    await box.addToCart();
    expect(calls).toEqual([]);
    const order = ['Pistachios', 'Almonds', 'Almonds', 'Peanuts', 'Dates', 'Cashews'];
    for (const name of order) box.add(named(name));
    await box.addToCart();
    expect(calls).toHaveLength(1);
    const [sku, quantity, { selection }] = calls[0]!;
    expect([sku, quantity, selection.length]).toEqual(['3719-01', 1, 18]);
    const decoded = decodeSelection('box', selection);
    expect(decoded.ok && decoded.value.map((s) => s?.productNumber)).toEqual([1015, 1007, 1007, 1001, 3004, 1010]);
    expect(box.adding).toBe(false);
  });

  it('is busy while the cart adds, so a second click adds nothing', async () => {
    let release: () => void = () => {};
    const calls: string[] = [];
    const cart: BoxCart = {
      addToCart: (sku) => {
        calls.push(sku);
        return new Promise((resolve) => (release = resolve));
      },
    };
    const box = new BoxBuilderStore(TEST_BOX_DATA, cart);
    for (const b of TEST_MINI_BOXES.slice(0, 6)) box.add(b);
    const first = box.addToCart();
    expect([box.adding, box.canAdd]).toEqual([true, false]);
    await box.addToCart();
    release();
    await first;
    expect(calls).toEqual(['3719-01']);
    expect([box.adding, box.canAdd]).toEqual([false, true]);
  });
});
