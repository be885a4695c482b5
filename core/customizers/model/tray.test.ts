import { canAddTray, filterTrayIngredients, trayIngredientsFor, type CategoryNode, type TrayIngredient } from './tray';

const ingredient = (id: string, name: string, filters: readonly string[], premium = false): TrayIngredient => ({
  id,
  name,
  filters,
  popularity: 0.5,
  premium,
  assetPath: `/images/${id}.svg`,
});

const LIST = [
  ingredient('1007', 'Roasted Almonds', ['Nuts', 'Almonds', 'Vegan']),
  ingredient('1110', 'Jumbo Cashews', ['Nuts', 'Cashews', 'Kosher'], true),
  ingredient('1204', 'Thompson Raisins', ['Dried Fruit', 'Raisins', 'Vegan', 'Kosher']),
  ingredient('2301', 'Dark Chocolate Almonds', ['Chocolate & Sweets', 'Almonds'], true),
];

const TREE: readonly CategoryNode[] = [
  {
    name: 'Nuts',
    children: [
      { name: 'Almonds', children: [] },
      { name: 'Cashews', children: [] },
    ],
  },
  { name: 'Dried Fruit', children: [{ name: 'Raisins', children: [] }] },
];

const names = (list: readonly TrayIngredient[]) => list.map((i) => i.name);

describe('tray customizer (catalogue-gifting §3 Tray ingredient, §4 Tray customizer, §5)', () => {
  it('offers the Classic tray (9900) only ingredients that are not premium, the Premium tray (9901) all', () => {
    expect(names(trayIngredientsFor('9900', LIST))).toEqual(['Roasted Almonds', 'Thompson Raisins']);
    expect(names(trayIngredientsFor('9901', LIST))).toEqual(names(LIST));
  });

  it('filters by a category: its own name or a descendant among the filters', () => {
    // Dark Chocolate Almonds is filtered as 'Almonds', a descendant of 'Nuts'.
    expect(names(filterTrayIngredients(LIST, { category: 'Nuts', tags: [] }, TREE))).toEqual([
      'Roasted Almonds',
      'Jumbo Cashews',
      'Dark Chocolate Almonds',
    ]);
    expect(names(filterTrayIngredients(LIST, { category: 'Cashews', tags: [] }, TREE))).toEqual(['Jumbo Cashews']);
    expect(names(filterTrayIngredients(LIST, { category: 'Almonds', tags: [] }, TREE))).toEqual([
      'Roasted Almonds',
      'Dark Chocolate Almonds',
    ]);
    const raisinsOnly = [ingredient('1205', 'Golden Raisins', ['Raisins'])];
    expect(names(filterTrayIngredients(raisinsOnly, { category: 'Dried Fruit', tags: [] }, TREE))).toEqual([
      'Golden Raisins',
    ]);
    expect(names(filterTrayIngredients(LIST, { category: 'Chocolate & Sweets', tags: [] }, TREE))).toEqual([
      'Dark Chocolate Almonds',
    ]);
  });

  it('keeps only ingredients carrying every selected tag', () => {
    expect(names(filterTrayIngredients(LIST, { tags: ['Vegan', 'Kosher'] }))).toEqual(['Thompson Raisins']);
    expect(names(filterTrayIngredients(LIST, { tags: ['vegan'] }))).toEqual(['Roasted Almonds', 'Thompson Raisins']);
  });

  it('matches a keyword only when longer than 1 character, lowercased, on the name or a filter', () => {
    expect(names(filterTrayIngredients(LIST, { tags: [], keyword: 'a' }))).toEqual(names(LIST));
    expect(names(filterTrayIngredients(LIST, { tags: [], keyword: 'AL' }))).toEqual([
      'Roasted Almonds',
      'Dark Chocolate Almonds',
    ]);
    expect(names(filterTrayIngredients(LIST, { tags: [], keyword: 'dried' }))).toEqual(['Thompson Raisins']);
    expect(names(filterTrayIngredients(LIST, { category: 'Nuts', tags: ['Kosher'], keyword: 'jumbo' }, TREE))).toEqual([
      'Jumbo Cashews',
    ]);
  });

  it('adds a tray only with its 5 sections, all filled', () => {
    expect(canAddTray(['1007', '1110', '1204', '2301', '1007'])).toBe(true);
    expect(canAddTray(['1007', '1110', null, '2301', '1007'])).toBe(false);
    expect(canAddTray(['1007', '1110', '1204', '2301'])).toBe(false);
  });
});
