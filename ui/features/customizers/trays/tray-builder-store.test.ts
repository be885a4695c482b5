import { decodeSelection } from '../../../../core/customizers';
import { TrayBuilderStore, isTrayKey } from './tray-builder-store';
import { TEST_CLASSIC_TRAY, TEST_PREMIUM_TRAY, TEST_TRAY_INGREDIENTS } from './tray-test-data';

function store(data = TEST_PREMIUM_TRAY) {
  const sent: [string, number, { readonly selection: string }][] = [];
  const s = new TrayBuilderStore(data, {
    addToCart: async (sku, quantity, customization) => {
      sent.push([sku, quantity, customization]);
    },
  });
  return { s, sent };
}

const byName = (name: string) => {
  const found = TEST_TRAY_INGREDIENTS.find((i) => i.name === name);
  if (!found) throw new Error(name);
  return found;
};
const names = (list: readonly { name: string }[]) => list.map((i) => i.name);
const sectionNames = (s: TrayBuilderStore) => s.sections.map((i) => i?.name ?? null);

describe('TrayBuilderStore (catalogue-gifting §2 tray browser, §4 Tray customizer, §5 keyword filter)', () => {
  it('knows the two trays: 9901 sold as 9901-05 at $69.99 with every ingredient, 9900 as 9900-03 at $59.99', () => {
    expect([isTrayKey('9901'), isTrayKey('9900'), isTrayKey('3719')]).toEqual([true, true, false]);
    const premium = store().s;
    expect([premium.sku, premium.priceCents, premium.all.length]).toEqual(['9901-05', 6999, 8]);
    const classic = store(TEST_CLASSIC_TRAY).s;
    expect([classic.sku, classic.priceCents]).toEqual(['9900-03', 5999]);
    expect(names(classic.all)).not.toContain('Jumbo Cashews');
    expect(names(classic.all)).not.toContain('Macadamias');
    expect(classic.all).toHaveLength(6);
  });

  it('filters by category (with its sub-categories), tags (all of them) and a keyword longer than 1 character', () => {
    const { s } = store();
    s.setCategory('Nuts');
    expect(names(s.visible)).toEqual(['Almonds', 'Jumbo Cashews', 'Dry Roasted Almonds (Unsalted)', 'Macadamias']);
    s.setCategory('Almonds');
    expect(names(s.visible)).toEqual(['Almonds', 'Dry Roasted Almonds (Unsalted)']);
    s.setCategory('');
    s.toggleTag('Vegan');
    s.toggleTag('Kosher');
    expect(s.tags).toEqual(['Kosher', 'Vegan']);
    expect(names(s.visible)).toEqual(['Almonds']);
    s.toggleTag('Vegan');
    expect(names(s.visible)).toEqual(['Almonds', 'Jumbo Cashews', 'Dark Chocolate Almonds']);
    s.clearFilters();
    s.setKeyword('a');
    expect(s.visible).toHaveLength(8);
    expect(s.filtered).toBe(false);
    s.setKeyword(' ALM ');
    expect(names(s.visible)).toEqual(['Almonds', 'Dark Chocolate Almonds', 'Dry Roasted Almonds (Unsalted)']);
    s.setKeyword('sweets');
    expect(names(s.visible)).toEqual(['Dark Chocolate Almonds']);
    expect(s.filtered).toBe(true);
    s.clearFilters();
    expect([s.category, s.tags, s.keyword, s.visible.length]).toEqual([undefined, [], '', 8]);
  });

  it('fills the next empty section, or the chosen one, and adds only when all 5 are filled', () => {
    const { s } = store();
    expect([s.target, s.filled, s.canAdd]).toEqual([0, 0, false]);
    for (const name of ['Almonds', 'Thompson Raisins', 'Almonds']) s.add(byName(name));
    expect(sectionNames(s)).toEqual(['Almonds', 'Thompson Raisins', 'Almonds', null, null]);
    s.choose(4);
    s.add(byName('Macadamias'));
    expect(sectionNames(s)).toEqual(['Almonds', 'Thompson Raisins', 'Almonds', null, 'Macadamias']);
    expect([s.chosen, s.target, s.canAdd]).toEqual([undefined, 3, false]);
    s.add(byName('Yogurt Pretzels'));
    expect([s.filled, s.target, s.canAdd]).toEqual([5, -1, true]);
    s.add(byName('Dried Apricots'));
    expect(sectionNames(s)[4]).toBe('Macadamias');
    s.choose(1);
    s.add(byName('Dried Apricots'));
    expect(sectionNames(s)[1]).toBe('Dried Apricots');
    s.choose(2);
    s.choose(2);
    expect(s.chosen).toBeUndefined();
    s.remove(0);
    expect([sectionNames(s)[0], s.target, s.canAdd]).toEqual([null, 0, false]);
    s.choose(3);
    s.remove(3);
    expect([s.chosen, s.target]).toEqual([undefined, 0]);
  });

  it("adds the Premium tray as one '9901-05' with the sections' encoded selection", async () => {
    const { s, sent } = store();
    for (const name of ['Jumbo Cashews', 'Almonds', 'Dried Apricots', 'Almonds', 'Yogurt Pretzels'])
      s.add(byName(name));
    await s.addToCart();
    expect(sent.map(([sku, quantity]) => [sku, quantity])).toEqual([['9901-05', 1]]);
    const decoded = decodeSelection('tray', sent[0]?.[2].selection ?? '');
    expect(decoded.ok && decoded.value.map((slot) => slot?.productNumber)).toEqual([1110, 1072, 1301, 1072, 3005]);
    expect(s.adding).toBe(false);
  });

  it('lists the matches 50 at a time, back to 50 when a filter changes', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...byName('Almonds'),
      id: String(5000 + i),
      name: `Nut ${i}`,
    }));
    const { s } = store({ ...TEST_PREMIUM_TRAY, ingredients: many });
    expect([s.listed.length, s.more]).toEqual([50, 70]);
    s.showMore();
    expect([s.listed.length, s.more, s.listed[99]?.name]).toEqual([100, 20, 'Nut 99']);
    s.showMore();
    expect([s.listed.length, s.more]).toEqual([120, 0]);
    s.setKeyword('nut 1');
    expect([s.visible.length, s.listed.length, s.more]).toEqual([31, 31, 0]);
    s.setKeyword('');
    expect([s.listed.length, s.more]).toEqual([50, 70]);
  });

  it('adds nothing while a section is empty', async () => {
    const { s, sent } = store(TEST_CLASSIC_TRAY);
    for (const name of ['Almonds', 'Almonds', 'Almonds', 'Almonds']) s.add(byName(name));
    await s.addToCart();
    expect(sent).toEqual([]);
    expect(s.selection.slice(12)).toBe('000');
  });
});
