// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { testCart, testLine } from '../../../../core/cart/model/test-cart';
import { decodeSelection } from '../../../../core/customizers';
import type { PageState } from '../../../../ports/page-renderer';
import { AppLink } from '../../../components/app-link';
import MixesPage from './mixes-page';
import { TEST_MIX_DATA, TEST_MIXES_PROPS } from './mix-test-data';
import { renderPageRoute } from '../../../testing/render-page-route';
import '../../../testing/async-timeout';

afterEach(cleanup);

function renderMixes(path: string, customizer: PageState['customizer'] | null = TEST_MIX_DATA) {
  return renderPageRoute({
    path,
    state: customizer ? { customizer } : {},
    routes: (
      <>
        <Route path="custom/mixes" element={<MixesPage props={TEST_MIXES_PROPS} />} />
        <Route path="custom/mixes/builder" element={<MixesPage />} />
        <Route path="/" element={<AppLink to="/custom/mixes/builder">{'To the builder'}</AppLink>} />
      </>
    ),
    addToCart: (services) => {
      const sent: Parameters<typeof services.backend.addToCart>[0][] = [];
      services.backend.addToCart = async (input) => {
        sent.push(input);
        const line = testLine('mix-line', { sku: input.sku, unitCents: 20764, name: 'Custom Trail Mix' });
        return { data: { cart: testCart({ lineItems: [line] }), cart_line: { id: line.id, quantity_added: 1 } } };
      };
      return sent;
    },
  });
}

const browser = () => within(screen.getByRole('region', { name: 'Choose your ingredients' }));
const panel = () => within(screen.getByRole('region', { name: 'Your mix' }));
const names = () =>
  browser()
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const add = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Add ${name} to your mix` }));
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const price = () => panel().getByText('Mix price').parentElement?.querySelector('strong')?.textContent;
const parts = (name: string) => screen.getByRole('combobox', { name: `Parts of ${name}` });
const radio = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('the /custom/mixes page (catalogue-gifting §2, §4 Mix customizer)', () => {
  it('says what a custom trail mix is and links to the builder', () => {
    renderMixes('/custom/mixes', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom Trail Mix');
    expect(screen.getByText('A 5 Pound Bag, or a 25 Pound Case at 20% off')).toBeTruthy();
    const how = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(how.map((li) => li.textContent)).toEqual([
      'Choose up to 10 ingredients: nuts, seeds, dried fruit, chocolate and sweets.',
      'Give each ingredient 1 to 9 parts: the more parts, the more of it in your mix.',
      'Pick the size: a 5 Pound Bag, or a 25 Pound Case, which costs 20% less a pound.',
      'Name your mix and add it to your cart. We mix it fresh for you.',
    ]);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Build Your Own', 'Custom Trail Mix']);
    expect(screen.getByRole('link', { name: 'Build your own' }).getAttribute('href')).toBe('/custom/mixes/builder');
  });
});

describe('the /custom/mixes/builder (catalogue-gifting §2, §4 Mix customizer, §5, §9)', () => {
  it("has the header 'Custom Trail Mix' linking to /custom/mixes", () => {
    renderMixes('/custom/mixes/builder');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(within(h1).getByRole('link', { name: 'Custom Trail Mix' }).getAttribute('href')).toBe('/custom/mixes');
  });

  it('lists the ingredients by popularity or price, with $ to $$$, tags, tag and category filters', () => {
    renderMixes('/custom/mixes/builder');
    expect(names()).toEqual([
      'Raw Cashews',
      'Roasted Almonds',
      'Dark Chocolate Chips',
      'Thompson Raisins',
      'Pumpkin Seeds',
    ]);
    const card = within(browser().getByRole('heading', { name: 'Raw Cashews' }).closest('li') as HTMLElement);
    expect(card.getByText('Price range $$$ of $$$')).toBeTruthy();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kosher', 'Raw']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Popularity', 'Price']);
    fireEvent.change(sort, { target: { value: 'price' } });
    expect(names()).toEqual([
      'Pumpkin Seeds',
      'Thompson Raisins',
      'Dark Chocolate Chips',
      'Roasted Almonds',
      'Raw Cashews',
    ]);
    const filters = within(screen.getByRole('group', { name: 'Filter by' })).getAllByRole('checkbox');
    expect(filters.map((f) => f.parentElement?.textContent)).toEqual([
      'Gluten-free',
      'Kosher',
      'Less Salt',
      'Organic',
      'Raw',
      'Sugar-free',
      'Vegan',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    expect(names()).toEqual(['Pumpkin Seeds', 'Thompson Raisins', 'Roasted Almonds']);
    expect(browser().getByRole('status').textContent).toBe('3 ingredients');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Chocolate & Sweets', 'Dried Fruit', 'Nuts', 'Seeds']);
    fireEvent.change(category, { target: { value: 'Nuts' } });
    expect(names()).toEqual(['Roasted Almonds']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sugar-free' }));
    expect(names()).toEqual([]);
    expect(browser().getByRole('status').textContent).toBe('No ingredients match these filters.');
  });

  it('builds a mix: ingredients, parts, weight and the live price; Add to Cart only with an ingredient', () => {
    renderMixes('/custom/mixes/builder');
    expect(panel().getByText('No ingredients yet: choose up to 10')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
    expect(screen.getByText('Add at least one ingredient to add your mix to the cart.')).toBeTruthy();
    expect(radio('5 Pound Bag').checked).toBe(true);

    add('Roasted Almonds');
    expect(addToCart().disabled).toBe(false);
    expect(price()).toBe('$65.03');
    expect(browser().getByText('In your mix')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Roasted Almonds to your mix' })).toBeNull();
    add('Thompson Raisins');
    fireEvent.change(parts('Roasted Almonds'), { target: { value: '3' } });
    expect(
      within(parts('Roasted Almonds'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (n === 1 ? '1 part' : `${n} parts`)));
    expect(panel().getByText('2 of 10 ingredients')).toBeTruthy();
    expect(price()).toBe('$58.07');
    expect(radio('5 Pound Bag').parentElement?.textContent).toBe('5 Pound Bag$58.07');
    expect(radio('25 Pound Case').parentElement?.textContent).toBe('25 Pound Case20% off$232.28');
    fireEvent.click(radio('25 Pound Case'));
    expect(price()).toBe('$232.28');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Roasted Almonds from your mix' }));
    expect(panel().getByText('1 of 10 ingredients')).toBeTruthy();
    expect(price()).toBe('$160.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Thompson Raisins from your mix' }));
    expect(addToCart().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Roasted Almonds to your mix' })).toBeTruthy();
  });

  it("adds a named 4-ingredient 25-pound mix as '9905-25' with its encoded selection and opens the cart panel", async () => {
    const { sent, root } = renderMixes('/custom/mixes/builder');
    for (const name of ['Roasted Almonds', 'Thompson Raisins', 'Dark Chocolate Chips', 'Pumpkin Seeds']) add(name);
    fireEvent.change(parts('Roasted Almonds'), { target: { value: '2' } });
    fireEvent.change(parts('Dark Chocolate Chips'), { target: { value: '3' } });
    fireEvent.click(radio('25 Pound Case'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name your mix' }), { target: { value: 'Hiking Mix' } });
    expect(price()).toBe('$207.64');
    fireEvent.click(addToCart());
    await waitFor(() => expect(sent).toHaveLength(1));
    const [input] = sent;
    expect([input?.sku, input?.quantity, input?.customization?.name]).toEqual(['9905-25', 1, 'Hiking Mix']);
    const decoded = decodeSelection('mix', input?.customization?.selection ?? '');
    expect(decoded.ok && decoded.value).toEqual([
      { productNumber: 1007, parts: 2 },
      { productNumber: 1204, parts: 1 },
      { productNumber: 2105, parts: 3 },
      { productNumber: 1501, parts: 1 },
    ]);
    await waitFor(() => expect(root.ui.addedToCartOpen).toBe(true));
    expect(root.cart.lastAddedLine?.line.variant.sku).toBe('9905-25');
  });

  it('says the builder is unavailable when the server rendered it without mix data', () => {
    renderMixes('/custom/mixes/builder', null);
    expect(screen.getByRole('status').textContent).toBe(
      'The trail mix builder is not available right now. Please try again later.',
    );
  });

  it('reached by an in-app navigation without mix data, loads the page in full for the server to render it', async () => {
    const { root, location } = renderMixes('/', null);
    const loads: string[] = [];
    root.navigator.fullLoad = (url) => loads.push(url);
    fireEvent.click(screen.getByRole('link', { name: 'To the builder' }));
    expect(location()).toBe('/custom/mixes/builder');
    await waitFor(() => expect(loads).toEqual(['/custom/mixes/builder']));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
