// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { GiftForRedeem } from '../../../ports/gift-drops';
import type { GiftedTraysCatalog } from '../../../ports/gifted-trays';
import { renderApp } from '../../testing/render-app';
import { filterRedeemChoices, NO_FILTER } from './redeem-filters';
import '../../testing/async-timeout';

afterEach(cleanup);

const KEY = 'r'.repeat(43);
const item = (n: number, name: string) => ({ productNumber: n, name, imageUrl: `/images/${n}.svg` });
const ITEMS = [
  item(1004, 'Pecans'),
  item(1001, 'Almonds'),
  item(1002, 'Cashews'),
  item(1003, 'Dried Mango'),
  item(1005, 'Gummy Bears'),
];
const ingredient = (id: string, name: string, filters: string[]) => ({
  id,
  name,
  filters,
  popularity: 0.5,
  premium: false,
  assetPath: `/images/${id}.svg`,
});
/** Nuts (Almonds, Cashews under 'Raw Nuts'; Pecans under 'Roasted Nuts'), Dried Fruit (Mango), Candy (Gummy Bears). */
const CATALOG: GiftedTraysCatalog = {
  ingredients: [
    ingredient('1001', 'Almonds', ['Nuts', 'Raw Nuts', 'Raw', 'Vegan']),
    ingredient('1002', 'Cashews', ['Nuts', 'Raw Nuts', 'Kosher']),
    ingredient('1003', 'Dried Mango', ['Dried Fruit', 'Vegan', 'Sugar-free']),
    ingredient('1004', 'Pecans', ['Nuts', 'Roasted Nuts', 'Less Salt']),
    ingredient('1005', 'Gummy Bears', ['Candy', 'Kosher']),
  ],
  categoryTree: [
    {
      name: 'Nuts',
      children: [
        { name: 'Raw Nuts', children: [] },
        { name: 'Roasted Nuts', children: [] },
      ],
    },
    { name: 'Dried Fruit', children: [] },
    { name: 'Candy', children: [] },
  ],
};
const GIFT: GiftForRedeem = {
  giftId: 'g-2',
  recipientId: 'r-2',
  recipientName: 'Sam Lee',
  title: 'Custom Gift Tray, Premium',
  productKey: '9901',
  sku: '9901-05',
  senderName: 'Pat',
  message: '',
  status: 'sent',
  count: 5,
  productNumbers: ITEMS.map((i) => i.productNumber),
  items: ITEMS,
};

const names = (list: readonly { name: string }[]) => list.map((i) => i.name);
const shownNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.gift-choose .gift-choice .gift-choice__name')].map((n) => n.textContent);

describe('filterRedeemChoices (catalogue-gifting §2 tray browser filters, §5 keyword)', () => {
  it('shows every choice by name without a filter, and a keyword of 1 character does not filter', () => {
    const all = ['Almonds', 'Cashews', 'Dried Mango', 'Gummy Bears', 'Pecans'];
    expect(names(filterRedeemChoices(ITEMS, CATALOG, NO_FILTER))).toEqual(all);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, keyword: 'x' }))).toEqual(all);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, keyword: ' m ' }))).toEqual(all);
  });

  it("matches a keyword longer than 1 character on the name or the filters, lowercased ('al': Almonds by name, Pecans by 'Less Salt')", () => {
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, keyword: 'al' }))).toEqual(['Almonds', 'Pecans']);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, keyword: ' RAW ' }))).toEqual([
      'Almonds',
      'Cashews',
    ]);
  });

  it('keeps a category’s descendants, and every checked tag must match (any case)', () => {
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, category: 'Nuts' }))).toEqual([
      'Almonds',
      'Cashews',
      'Pecans',
    ]);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, category: 'Raw Nuts' }))).toEqual([
      'Almonds',
      'Cashews',
    ]);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, tags: ['Kosher'] }))).toEqual([
      'Cashews',
      'Gummy Bears',
    ]);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { ...NO_FILTER, tags: ['Vegan', 'Raw'] }))).toEqual(['Almonds']);
    expect(names(filterRedeemChoices(ITEMS, CATALOG, { category: 'Nuts', tags: ['Kosher'], keyword: '' }))).toEqual([
      'Cashews',
    ]);
  });

  it('without the catalogue filters the keyword by name only', () => {
    expect(names(filterRedeemChoices(ITEMS, undefined, { ...NO_FILTER, keyword: 'al' }))).toEqual(['Almonds']);
  });
});

describe('the choose step of a tray gift (catalogue-gifting §2 Gift tray ingredient browser)', () => {
  it('narrows by category, tag and keyword, counts what is shown and keeps filtered-out choices chosen', async () => {
    const app = renderApp(`/gift-drop/redeem?key=${KEY}`, (s) => {
      s.giftDrop.state.gifts.set(KEY, GIFT);
      s.giftDrop.state.trays = CATALOG;
    });
    await screen.findByRole('heading', { name: 'Choose 5 items' });
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await within(category).findByRole('option', { name: 'All Nuts' });
    expect([...category.options].map((o) => o.textContent)).toEqual([
      'All',
      'All Nuts',
      'Raw Nuts',
      'Roasted Nuts',
      'All Dried Fruit',
      'All Candy',
    ]);
    const tags = within(screen.getByRole('group', { name: 'Tags' })).getAllByRole('checkbox');
    expect(tags.map((t) => t.getAttribute('value'))).toEqual([
      'Gluten-free',
      'Kosher',
      'Less Salt',
      'Organic',
      'Raw',
      'Sugar-free',
      'Vegan',
    ]);
    screen.getByText('5 choices');
    fireEvent.click(screen.getByRole('button', { name: 'Add Gummy Bears' }));

    fireEvent.change(category, { target: { value: 'Nuts' } });
    expect(shownNames(app.container)).toEqual(['Almonds', 'Cashews', 'Pecans']);
    screen.getByText('3 of 5 choices');
    fireEvent.click(screen.getByLabelText('Kosher'));
    expect(shownNames(app.container)).toEqual(['Cashews']);
    screen.getByText('1 of 5 choices');
    fireEvent.change(category, { target: { value: '' } });
    expect(shownNames(app.container)).toEqual(['Cashews', 'Gummy Bears']);
    fireEvent.click(screen.getByLabelText('Kosher'));

    const keyword = screen.getByLabelText('Search the choices');
    fireEvent.change(keyword, { target: { value: 'a' } });
    screen.getByText('5 choices');
    fireEvent.change(keyword, { target: { value: 'AL' } });
    expect(shownNames(app.container)).toEqual(['Almonds', 'Pecans']);
    screen.getByText('2 of 5 choices');
    // Gummy Bears is filtered out and still chosen.
    expect(app.container.querySelector('.gift-choose__count')?.textContent).toBe('1 of 5 chosen');
    fireEvent.change(keyword, { target: { value: 'zz' } });
    screen.getByText('No choices match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownNames(app.container)).toEqual(['Almonds', 'Cashews', 'Dried Mango', 'Gummy Bears', 'Pecans']);
    expect(screen.getByRole('button', { name: 'Remove one Gummy Bears' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('leaves a box gift (3719) its keyword field, in the gift’s order, without tray filters', async () => {
    const app = renderApp(`/gift-drop/redeem?key=${KEY}`, (s) => {
      s.giftDrop.state.gifts.set(KEY, { ...GIFT, title: 'Custom Gift Box', productKey: '3719', sku: '3719', count: 6 });
      s.giftDrop.state.trays = CATALOG;
    });
    await screen.findByRole('heading', { name: 'Choose 6 items' });
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Tags' })).toBeNull();
    expect(shownNames(app.container)).toEqual(['Pecans', 'Almonds', 'Cashews', 'Dried Mango', 'Gummy Bears']);
    fireEvent.change(screen.getByLabelText('Search the choices'), { target: { value: 'an' } });
    expect(shownNames(app.container)).toEqual(['Pecans', 'Dried Mango']);
  });
});
