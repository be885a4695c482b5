// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { almondFacts, almonds, almondsCard, candyFacts } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { NutritionFactsPanel } from './nutrition-facts-panel';
import '../../testing/async-timeout';

afterEach(cleanup);

describe('NutritionFactsPanel (catalogue-gifting §3, §5)', () => {
  it('renders the FDA rows with quantity and % Daily Value', () => {
    render(<NutritionFactsPanel facts={almondFacts} />);
    const panel = screen.getByRole('region', { name: 'Nutrition Facts' });
    expect(within(panel).getByText('16 servings per container')).toBeTruthy();
    expect(within(panel).getByText('1/4 cup (28g)')).toBeTruthy();
    expect(within(panel).getByText('Calories').nextSibling?.textContent).toBe('170');
    expect(within(panel).getByRole('row', { name: /Total Fat 15g/ }).textContent).toContain('19%');
    expect(within(panel).getByRole('row', { name: /Sodium 95mg/ }).textContent).toContain('4%');
    expect(within(panel).getByRole('row', { name: /Protein 6g/ })).toBeTruthy();
    expect(within(panel).getByRole('row', { name: /Calcium 80mg/ }).textContent).toContain('6%');
    expect(within(panel).getByText(/2,000 calories a day/)).toBeTruthy();
  });

  it('skips missing nutrients and vitamin rows without a pdv', () => {
    render(<NutritionFactsPanel facts={almondFacts} />);
    expect(screen.queryByRole('row', { name: /Vitamin A/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /Added Sugars/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /Cholesterol/ })).toBeNull();
  });

  it('reads "less than" declarations as the FDA words them, with the computed % Daily Value (21 CFR 101.9(c)(3), (c)(6))', () => {
    render(<NutritionFactsPanel facts={candyFacts} />);
    const cholesterol = screen.getByRole('row', { name: /Cholesterol/ });
    expect(within(cholesterol).getByRole('rowheader').textContent).toBe('Cholesterol less than 5mg');
    expect(within(cholesterol).getByRole('cell').textContent).toBe('1%');
    const fiber = screen.getByRole('row', { name: /Dietary Fiber/ });
    expect(within(fiber).getByRole('rowheader').textContent).toBe('Dietary Fiber less than 1g');
    expect(within(fiber).getByRole('cell').textContent).toBe('3%');
    expect(screen.getByRole('row', { name: /Total Carbohydrate/ }).textContent).toBe('Total Carbohydrate 25g9%');
    expect(screen.queryByText(/^Cholesterol 5mg$/)).toBeNull();
  });

  it('renders nothing when no per-serving value exists', () => {
    const { container } = render(
      <NutritionFactsPanel facts={{ servingSize: almondFacts.servingSize, perServing: {} }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('product page (catalogue-gifting §2-§5)', () => {
  it('shows breadcrumb, title with one-liner, prices and visible variants only', async () => {
    const app = renderApp(almonds.path);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Roasted Salted AlmondsLightly salted, roasted to order');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(crumbs).toEqual(['Home', 'Nuts', 'Almonds', 'Roasted Salted Almonds']);
    expect(screen.getByText('$12.99', { selector: '.price--large' })).toBeTruthy();
    expect(screen.getByText('Save 13%')).toBeTruthy();
    expect(screen.getByText('22% off Bulk Discount for 5+ units')).toBeTruthy();
    const radios = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    expect(radios).toEqual(['1001-01', '1001-05']);
    await waitFor(() =>
      expect(screen.getByTestId('page-announcement').textContent).toBe('Product page: Roasted Salted Almonds'),
    );
    expect(app.container.querySelector('script')).toBeNull();
    // The description shows once the sanitiser has loaded (it loads on demand).
    expect((await screen.findByText('roasted')).tagName).toBe('STRONG');
    expect(screen.getByRole('region', { name: 'Nutrition Facts' })).toBeTruthy();
  });

  it('opens on the variant the URL names by ?sku=', async () => {
    renderApp(`${almonds.path}?sku=1001-05`);
    const chosen = await screen.findByRole('radio', { name: /5 lb bulk case/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
  });

  it('selects a gift certificate amount by variation id (?id=155 is $35) and shows no per-pound price (catalogue-gifting §4, §9)', async () => {
    renderApp('/gifts/gift-certificate?id=155');
    await screen.findByRole('heading', { level: 1, name: /Gift Certificate/ });
    const amounts = within(screen.getByRole('group', { name: 'Amount' })).getAllByRole('radio');
    expect(amounts.map((r) => (r as HTMLInputElement).value)).toEqual([
      'GC-236',
      'GC-5',
      'GC-155',
      'GC-156',
      'GC-6',
      'GC-7',
      'GC-8',
      'GC-9',
    ]);
    const checked = amounts.find((r) => (r as HTMLInputElement).checked) as HTMLInputElement;
    expect(checked.value).toBe('GC-155');
    expect(screen.getByText('$35.00', { selector: '.price--large' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\/lb/);
    expect(screen.queryByRole('button', { name: 'Ingredients' })).toBeNull();
  });

  it("disables Add to Cart and shows 'Out of stock!' for a backordered variant", async () => {
    renderApp(almonds.path);
    fireEvent.click(await screen.findByRole('radio', { name: /5 lb bulk case/ }));
    expect(screen.getAllByText('Out of stock!').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens the 'Added to Cart' panel with its buttons and the free-shipping message", async () => {
    const app = renderApp(almonds.path);
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const panel = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(app.services.state.calls).toContain('addToCart:1001-01:2');
    // The analytics event is sent first, with the unit price at that quantity (catalogue-gifting §4).
    const calls = app.services.state.calls;
    expect(calls.indexOf('track:Product Added')).toBeLessThan(calls.indexOf('addToCart:1001-01:2'));
    expect(app.services.state.analytics).toEqual([
      {
        event: 'Product Added',
        properties: {
          product_id: 'roasted-salted-almonds',
          sku: '1001-01',
          name: 'Roasted Salted Almonds',
          price: 12.99,
          currency: 'USD',
          variant: '1 lb bag',
          category: 'Nuts',
          quantity: 2,
          page_section: 'Product Page',
        },
      },
    ]);
    expect(within(panel).getByText('Roasted Salted Almonds')).toBeTruthy();
    expect(within(panel).getByText("You're $33.02 away from FREE shipping!")).toBeTruthy();
    expect(within(panel).getByText('(2 items)')).toBeTruthy();
    for (const name of ['View Cart', 'Proceed to Checkout', 'Keep Shopping'])
      expect(within(panel).getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("recommends the product's category in the panel, without the product just added", async () => {
    const other = { ...almondsCard, sku: '1001-05', productKey: 'smoked-almonds', name: 'Smoked Almonds' };
    const app = renderApp(almonds.path, (s) => {
      s.state.recommendations = [almondsCard, other];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const panel = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const list = await within(panel).findByRole('region', { name: 'Frequently bought together' });
    expect(app.services.state.calls).toContain(
      'getRecommendationList:/api/recommendations/category?key=almonds&selector=Cart%20Recommendations',
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.rec-list__name')?.textContent),
    ).toEqual(['Smoked Almonds']);
    fireEvent.click(within(list).getByRole('button', { name: 'Add Smoked Almonds to cart' }));
    expect(await within(list).findByRole('button', { name: 'Added to Cart' })).toBeTruthy();
  });

  it('closes the panel on an overlay click and goes to the cart with View Cart', async () => {
    const app = renderApp(almonds.path);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    fireEvent.click(screen.getByTestId('overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    expect(app.location()).toBe('/cart');
  });
});
