// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { decodeSelection } from '../../../../core/customizers';
import type { PageState } from '../../../../ports/page-renderer';
import { AppLink } from '../../../components/app-link';
import BoxPage from './box-page';
import { TEST_BOX_DATA } from './box-test-data';
import { renderPageRoute } from '../../../testing/render-page-route';
import '../../../testing/async-timeout';

afterEach(cleanup);

function renderBox(path: string, customizer: PageState['customizer'] | null = TEST_BOX_DATA) {
  return renderPageRoute({
    path,
    state: customizer ? { customizer } : {},
    routes: (
      <>
        <Route path="custom/box/*" element={<BoxPage />} />
        <Route path="/" element={<AppLink to="/custom/box">{'To the box'}</AppLink>} />
      </>
    ),
  });
}

const addButton = (name: string) => screen.getByRole('button', { name: `Add ${name} to your box` });
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });
const inPanel = () => within(screen.getByRole('region', { name: 'Your box' }));
const slots = () =>
  within(screen.getByRole('region', { name: 'Your box' }))
    .getAllByRole('listitem')
    .map((li) => {
      const copy = li.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((el) => el.remove());
      return copy.textContent;
    });

describe('the /custom/box landing (catalogue-gifting §1, §2)', () => {
  it('shows the box, its price from the product, six treats from 50 flavors, how it works and the builder link', () => {
    const { location } = renderBox('/custom/box');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom Gift Box, Medium');
    expect(screen.getByText('Six treats chosen from 50 gourmet flavors')).toBeTruthy();
    expect(screen.getByText('$42.99 for six treats')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Build your own box' });
    expect(link.getAttribute('href')).toBe('/custom/box/builder');
    fireEvent.click(link);
    expect(location()).toBe('/custom/box/builder');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Build your own box');
  });
});

describe('the /custom/box/builder (catalogue-gifting §2, §4 Box customizer, §9)', () => {
  it("has the header 'Build your own box' linking back to /custom/box", () => {
    renderBox('/custom/box/builder');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(within(h1).getByRole('link', { name: 'Build your own box' }).getAttribute('href')).toBe('/custom/box');
  });

  it('lists the mini boxes by price with the box tag filters only (no Organic, no Vegan)', () => {
    renderBox('/custom/box/builder');
    const browser = screen.getByRole('region', { name: 'Choose your treats' });
    const names = () =>
      within(browser)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(names()).toEqual(['Peanuts', 'Almonds', 'Cashews', 'Dates', 'Fudge', 'Pecans', 'Pistachios']);
    const filters = within(screen.getByRole('group', { name: 'Filter by' })).getAllByRole('checkbox');
    expect(filters.map((f) => f.parentElement?.textContent)).toEqual([
      'Gluten-free',
      'Kosher',
      'Less Salt',
      'Raw',
      'Sugar-free',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kosher' }));
    expect(names()).toEqual(['Cashews', 'Fudge', 'Pecans', 'Pistachios']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gluten-free' }));
    expect(names()).toEqual(['Fudge']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kosher' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Raw' }));
    expect(screen.getByRole('status').textContent).toBe('No treats match these filters.');
  });

  it('fills 6 slots in order, prices them pro rata, and enables Add to Cart only when full', () => {
    renderBox('/custom/box/builder');
    expect(slots()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Treat ${n}Choose a treat`));
    expect(inPanel().getByText('0 of 6 treats chosen')).toBeTruthy();
    expect(inPanel().getByText('$42.99 with all six treats')).toBeTruthy();
    expect((addToCart() as HTMLButtonElement).disabled).toBe(true);
    const prices: string[] = [];
    for (const name of ['Almonds', 'Dates', 'Almonds', 'Fudge', 'Pecans', 'Peanuts']) {
      fireEvent.click(addButton(name));
      prices.push(inPanel().getByText(/^\$\d+\.\d\d$/).textContent ?? '');
    }
    expect(prices).toEqual(['$7.17', '$14.33', '$21.50', '$28.66', '$35.83', '$42.99']);
    expect(slots()).toEqual([
      'Treat 1AlmondsRemove',
      'Treat 2DatesRemove',
      'Treat 3AlmondsRemove',
      'Treat 4FudgeRemove',
      'Treat 5PecansRemove',
      'Treat 6PeanutsRemove',
    ]);
    expect(inPanel().getByText('Your box is full')).toBeTruthy();
    expect((addButton('Cashews') as HTMLButtonElement).disabled).toBe(true);
    expect((addToCart() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Dates from treat 2' }));
    expect(slots()[1]).toBe('Treat 2Choose a treat');
    expect(inPanel().getByText('5 of 6 treats chosen')).toBeTruthy();
    expect(inPanel().getByText('$35.83')).toBeTruthy();
    expect((addToCart() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(addButton('Cashews'));
    expect(slots()[1]).toBe('Treat 2CashewsRemove');
    const bar = document.querySelector('.box-bar') as HTMLElement;
    expect(within(bar).getByText('Your box is full')).toBeTruthy();
    expect(within(bar).getByText('$42.99')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'View box' }).getAttribute('href')).toBe('#box-panel');
  });

  it("adds the box as one '3719-01' with the slots' encoded selection", async () => {
    const { sent } = renderBox('/custom/box/builder');
    for (const name of ['Pistachios', 'Almonds', 'Almonds', 'Peanuts', 'Dates', 'Cashews']) {
      fireEvent.click(addButton(name));
    }
    fireEvent.click(addToCart());
    await waitFor(() => expect(sent).toHaveLength(1));
    const [input] = sent;
    expect([input?.sku, input?.quantity]).toEqual(['3719-01', 1]);
    const decoded = decodeSelection('box', input?.customization?.selection ?? '');
    expect(decoded.ok && decoded.value.map((s) => s?.productNumber)).toEqual([1015, 1007, 1007, 1001, 3004, 1010]);
  });

  it('says the builder is unavailable when the server rendered it without box data', () => {
    renderBox('/custom/box/builder', null);
    expect(screen.getByRole('status').textContent).toBe(
      'The box builder is not available right now. Please try again later.',
    );
  });

  it('reached by an in-app navigation without box data, loads the page in full for the server to render it', async () => {
    const { root, location } = renderBox('/', null);
    const loads: string[] = [];
    root.navigator.fullLoad = (url) => loads.push(url);
    fireEvent.click(screen.getByRole('link', { name: 'To the box' }));
    expect(location()).toBe('/custom/box');
    await waitFor(() => expect(loads).toEqual(['/custom/box']));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
