import { decodeSelection } from '../../../../core/customizers';
import { MixBuilderStore, type MixCart } from './mix-builder-store';
import { ALMONDS, CASHEWS, CHIPS, PUMPKIN_SEEDS, RAISINS, TEST_MIX_DATA } from './mix-test-data';

type Sent = { sku: string; quantity: number; customization: { selection: string; name?: string } };

function makeStore() {
  const sent: Sent[] = [];
  let release: () => void = () => {};
  const cart: MixCart = {
    addToCart: (sku, quantity, customization) => {
      sent.push({ sku, quantity, customization });
      return new Promise<void>((resolve) => (release = resolve));
    },
  };
  return { store: new MixBuilderStore(TEST_MIX_DATA, cart), sent, release: () => release() };
}

const names = (store: MixBuilderStore) => store.visible.map((i) => i.name);

describe('MixBuilderStore: the ingredient browser (catalogue-gifting §4 Mix customizer, §9)', () => {
  it('sorts by popularity descending, two within 1e-7 by name, or by price per cup ascending', () => {
    const { store } = makeStore();
    expect(store.sort).toBe('popularity');
    // Raw Cashews is 5e-8 less popular than Roasted Almonds: a tie, broken by name.
    expect(names(store)).toEqual([
      'Raw Cashews',
      'Roasted Almonds',
      'Dark Chocolate Chips',
      'Thompson Raisins',
      'Pumpkin Seeds',
    ]);
    store.setSort('price');
    expect(names(store)).toEqual([
      'Pumpkin Seeds',
      'Thompson Raisins',
      'Dark Chocolate Chips',
      'Roasted Almonds',
      'Raw Cashews',
    ]);
  });

  it('gives $, $$ and $$$ by thirds of the volume price range (230 to 560 cents a cup)', () => {
    const { store } = makeStore();
    const symbolOf = (i: typeof ALMONDS) => store.symbols.get(i.productNumber);
    expect([PUMPKIN_SEEDS, RAISINS, CHIPS, ALMONDS, CASHEWS].map(symbolOf)).toEqual(['$', '$', '$$', '$$', '$$$']);
  });

  it('filters by every selected tag filter and by one customizer category', () => {
    const { store } = makeStore();
    expect(store.categories).toEqual(['Chocolate & Sweets', 'Dried Fruit', 'Nuts', 'Seeds']);
    store.toggleFilter('Vegan');
    expect(names(store)).toEqual(['Roasted Almonds', 'Thompson Raisins', 'Pumpkin Seeds']);
    store.toggleFilter('Raw');
    expect(store.filters).toEqual(['Raw', 'Vegan']);
    expect(names(store)).toEqual(['Pumpkin Seeds']);
    store.toggleFilter('Vegan');
    store.toggleFilter('Raw');
    store.toggleFilter('Less Salt');
    expect(names(store)).toEqual(['Roasted Almonds']);
    store.toggleFilter('Less Salt');
    store.setCategory('Nuts');
    expect(names(store)).toEqual(['Raw Cashews', 'Roasted Almonds']);
    store.toggleFilter('Kosher');
    expect(names(store)).toEqual(['Raw Cashews']);
    store.setCategory('Candy');
    expect(store.category).toBeUndefined();
    expect(names(store)).toEqual(['Raw Cashews', 'Dark Chocolate Chips', 'Thompson Raisins']);
  });
});

describe('MixBuilderStore: the mix (catalogue-gifting §3 custom mix, §4, §5 Mix)', () => {
  it('starts empty at 5 pounds, priced 0 and not addable', () => {
    const { store } = makeStore();
    expect([store.slots.length, store.pounds, store.sku, store.priceCents, store.canAdd]).toEqual([
      0,
      5,
      '9905-05',
      0,
      false,
    ]);
  });

  it('prices by parts, volume price and density: 3 parts almonds and 1 part raisins, $58.07 or $232.28', () => {
    const { store } = makeStore();
    store.add(ALMONDS);
    expect(store.priceCents).toBe(6503);
    expect(store.canAdd).toBe(true);
    store.add(RAISINS);
    store.setParts(0, 3);
    expect(store.slots.map((s) => [s.ingredient.name, s.parts])).toEqual([
      ['Roasted Almonds', 3],
      ['Thompson Raisins', 1],
    ]);
    expect(store.priceCents).toBe(5807);
    store.setPounds(25);
    expect([store.sku, store.priceCents, store.priceAt(5)]).toEqual(['9905-25', 23228, 5807]);
  });

  it('keeps parts within 1 to 9', () => {
    const { store } = makeStore();
    store.add(ALMONDS);
    store.setParts(0, 12);
    expect(store.slots[0]?.parts).toBe(9);
    store.setParts(0, 0);
    expect(store.slots[0]?.parts).toBe(1);
    store.setParts(0, Number.NaN);
    expect(store.slots[0]?.parts).toBe(1);
  });

  it('takes each ingredient once and at most 10 ingredients; removing one frees a slot', () => {
    const { store } = makeStore();
    store.add(ALMONDS);
    store.add(ALMONDS);
    expect(store.slots).toHaveLength(1);
    expect(store.has(ALMONDS)).toBe(true);
    const more = Array.from({ length: 10 }, (_, n) => ({ ...RAISINS, productNumber: 3000 + n, name: `Extra ${n}` }));
    for (const i of more) store.add(i);
    expect(store.slots).toHaveLength(10);
    expect(store.full).toBe(true);
    expect(store.slots[9]?.ingredient.name).toBe('Extra 8');
    store.remove(0);
    expect([store.slots.length, store.has(ALMONDS), store.slots[0]?.ingredient.name]).toEqual([9, false, 'Extra 0']);
    store.add(ALMONDS);
    expect(store.slots[9]?.ingredient.name).toBe('Roasted Almonds');
  });

  it("adds one '9905-25' with the encoded selection and the trimmed name; not again while adding", async () => {
    const { store, sent, release } = makeStore();
    for (const i of [ALMONDS, RAISINS, CHIPS, PUMPKIN_SEEDS]) store.add(i);
    store.setParts(0, 2);
    store.setParts(2, 3);
    store.setPounds(25);
    store.setName('  Hiking Mix  ');
    expect(store.priceCents).toBe(20764);
    const adding = store.addToCart();
    expect(store.adding).toBe(true);
    expect(store.canAdd).toBe(false);
    await store.addToCart();
    release();
    await adding;
    expect(store.adding).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sku).toBe('9905-25');
    expect(sent[0]?.quantity).toBe(1);
    expect(sent[0]?.customization.name).toBe('Hiking Mix');
    const decoded = decodeSelection('mix', sent[0]?.customization.selection ?? '');
    expect(decoded.ok && decoded.value).toEqual([
      { productNumber: 1007, parts: 2 },
      { productNumber: 1204, parts: 1 },
      { productNumber: 2105, parts: 3 },
      { productNumber: 1501, parts: 1 },
    ]);
  });

  it('sends no name for a blank one, cuts a long name to 60 characters, and adds nothing when empty', async () => {
    const { store, sent, release } = makeStore();
    await store.addToCart();
    expect(sent).toHaveLength(0);
    store.setName('x'.repeat(70));
    expect(store.name).toHaveLength(60);
    store.setName('   ');
    store.add(CASHEWS);
    const adding = store.addToCart();
    release();
    await adding;
    expect(sent.map((s) => [s.sku, s.customization])).toEqual([['9905-05', { selection: store.selection }]]);
    expect('name' in (sent[0]?.customization ?? {})).toBe(false);
  });
});
