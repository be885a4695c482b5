// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { decodeSelection } from '../../../../core/customizers';
import type { PageState } from '../../../../ports/page-renderer';
import { AppLink } from '../../../components/app-link';
import TraysPage from './trays-page';
import { TEST_CLASSIC_TRAY, TEST_PREMIUM_TRAY } from './tray-test-data';
import { renderPageRoute } from '../../../testing/render-page-route';
import '../../../testing/async-timeout';

afterEach(cleanup);

function renderTray(path: string, customizer: PageState['customizer'] | null = TEST_PREMIUM_TRAY) {
  return renderPageRoute({
    path,
    state: customizer ? { customizer } : {},
    routes: (
      <>
        <Route path="custom/trays/*" element={<TraysPage />} />
        <Route path="/" element={<AppLink to="/custom/trays/classic">{'To the tray'}</AppLink>} />
      </>
    ),
  });
}

const browser = () => within(screen.getByRole('region', { name: 'Choose your treats' }));
const tray = () => within(screen.getByRole('region', { name: 'Your tray' }));
const shown = () =>
  browser()
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.tray-card__name')?.textContent);
const add = (name: string, section: number) =>
  fireEvent.click(browser().getByRole('button', { name: `Add ${name} to section ${section}` }));
const sections = () =>
  tray()
    .getAllByRole('button', { name: /^Section / })
    .map((b) => b.getAttribute('aria-label'));
const addToCart = () => tray().getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;

describe('the Premium gift tray page (catalogue-gifting §1, §2, §4 Tray customizer)', () => {
  it('shows the tray: its name, 130+ choices, $69.99, five empty sections and a disabled Add to Cart', () => {
    renderTray('/custom/trays/premium');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom Gift Tray, Premium');
    expect(screen.getByText('130+ choices')).toBeTruthy();
    expect(tray().getByText('0 of 5 sections filled')).toBeTruthy();
    expect(sections()).toEqual([1, 2, 3, 4, 5].map((n) => `Section ${n}: empty`));
    expect(tray().getByText('$69.99')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
    expect(tray().getByText('Fill all 5 sections to add your tray to the cart.')).toBeTruthy();
    expect(browser().getByRole('status').textContent).toBe('8 treats');
    expect(browser().getAllByText('Premium')).toHaveLength(2);
  });

  it('filters by category, tags and a keyword longer than 1 character; Clear filters shows all again', () => {
    renderTray('/custom/trays/premium');
    const category = browser().getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((o) => o.textContent)).toEqual([
      'All categories',
      'All Chocolates & Sweets',
      'Chocolate',
      'All Dried Fruit',
      'Apricots',
      'Raisins',
      'All Nuts',
      'Almonds',
      'Cashews',
      'Macadamias',
      'All Snacks',
      'Pretzels',
    ]);
    fireEvent.change(category, { target: { value: 'Nuts' } });
    expect(shown()).toEqual(['Almonds', 'Jumbo Cashews', 'Dry Roasted Almonds (Unsalted)', 'Macadamias']);
    expect(browser().getByRole('status').textContent).toBe('4 of 8 treats');
    fireEvent.click(browser().getByRole('checkbox', { name: 'Kosher' }));
    expect(shown()).toEqual(['Almonds', 'Jumbo Cashews']);
    fireEvent.click(browser().getByRole('button', { name: 'Clear filters' }));
    expect(shown()).toHaveLength(8);
    expect(category.value).toBe('');

    const keyword = browser().getByRole('searchbox', { name: 'Search treats' });
    fireEvent.change(keyword, { target: { value: 'd' } });
    expect(shown()).toHaveLength(8);
    expect(browser().queryByRole('button', { name: 'Clear filters' })).toBeNull();
    fireEvent.change(keyword, { target: { value: 'DRIED' } });
    expect(shown()).toEqual(['Thompson Raisins', 'Dried Apricots']);
    fireEvent.change(keyword, { target: { value: 'zz' } });
    expect(browser().getByRole('status').textContent).toBe('No treats match these filters.');
    expect(browser().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('fills the next empty section or the chosen one, removes per section, adds only when all 5 are filled', () => {
    renderTray('/custom/trays/premium');
    add('Almonds', 1);
    add('Jumbo Cashews', 2);
    fireEvent.click(tray().getByRole('button', { name: 'Section 5: empty' }));
    expect(tray().getByRole('button', { name: 'Section 5: empty' }).getAttribute('aria-pressed')).toBe('true');
    add('Yogurt Pretzels', 5);
    add('Macadamias', 3);
    expect(sections()).toEqual([
      'Section 1: Almonds',
      'Section 2: Jumbo Cashews',
      'Section 3: Macadamias',
      'Section 4: empty',
      'Section 5: Yogurt Pretzels',
    ]);
    expect(tray().getByText('4 of 5 sections filled')).toBeTruthy();
    expect(addToCart().disabled).toBe(true);
    add('Dried Apricots', 4);
    expect(tray().getByText('Your tray is full')).toBeTruthy();
    expect(addToCart().disabled).toBe(false);
    const full = browser().getByRole('button', { name: 'Almonds: your tray is full' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);

    fireEvent.click(tray().getByRole('button', { name: 'Remove Jumbo Cashews from section 2' }));
    expect(sections()[1]).toBe('Section 2: empty');
    expect(addToCart().disabled).toBe(true);
    add('Thompson Raisins', 2);
    fireEvent.click(tray().getByRole('button', { name: 'Section 1: Almonds' }));
    add('Dark Chocolate Almonds', 1);
    expect(sections()[0]).toBe('Section 1: Dark Chocolate Almonds');
    const bar = document.querySelector('.tray-bar') as HTMLElement;
    expect(within(bar).getByText('Your tray is full')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'View tray' }).getAttribute('href')).toBe('#tray-panel');
  });

  it("adds the tray as one '9901-05' with the sections' encoded selection", async () => {
    const { sent } = renderTray('/custom/trays/premium');
    add('Jumbo Cashews', 1);
    add('Almonds', 2);
    add('Almonds', 3);
    add('Dried Apricots', 4);
    add('Yogurt Pretzels', 5);
    fireEvent.click(addToCart());
    await waitFor(() => expect(sent).toHaveLength(1));
    const [input] = sent;
    expect([input?.sku, input?.quantity]).toEqual(['9901-05', 1]);
    const decoded = decodeSelection('tray', input?.customization?.selection ?? '');
    expect(decoded.ok && decoded.value.map((s) => s?.productNumber)).toEqual([1110, 1072, 1072, 1301, 3005]);
  });
});

describe('a long list of treats (Premium: 130+ choices)', () => {
  it("lists 50 treats at a time with 'Show more treats'", () => {
    const many = Array.from({ length: 70 }, (_, i) => ({
      id: String(5000 + i),
      name: `Treat ${i}`,
      filters: ['Nuts'],
      popularity: 0.5,
      premium: false,
      assetPath: '/images/treat.svg',
    }));
    renderTray('/custom/trays/premium', { ...TEST_PREMIUM_TRAY, ingredients: many });
    expect(shown()).toHaveLength(50);
    expect(browser().getByText('Showing 50 of 70')).toBeTruthy();
    fireEvent.click(browser().getByRole('button', { name: 'Show more treats' }));
    expect(shown()).toHaveLength(70);
    expect(shown()[69]).toBe('Treat 69');
    expect(browser().queryByRole('button', { name: 'Show more treats' })).toBeNull();
  });
});

describe('the Classic gift tray page (catalogue-gifting §1 50+ choices from $59.99)', () => {
  it('offers no premium ingredient, shows $59.99 and adds as 9900-03', async () => {
    const { sent } = renderTray('/custom/trays/classic', TEST_CLASSIC_TRAY);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom Gift Tray, Classic');
    expect(screen.getByText('50+ choices')).toBeTruthy();
    expect(tray().getByText('$59.99')).toBeTruthy();
    expect(shown()).not.toContain('Jumbo Cashews');
    expect(browser().getByRole('status').textContent).toBe('6 treats');
    expect(browser().queryByText('Premium')).toBeNull();
    for (const n of [1, 2, 3, 4, 5]) add('Almonds', n);
    fireEvent.click(addToCart());
    await waitFor(() => expect(sent.map((i) => i.sku)).toEqual(['9900-03']));
  });

  it('says the builder is unavailable when the server rendered it without tray data', () => {
    renderTray('/custom/trays/classic', null);
    expect(screen.getByRole('status').textContent).toBe(
      'The tray builder is not available right now. Please try again later.',
    );
  });

  it("reached by an in-app navigation without this tray's data, loads the page in full", async () => {
    const { root } = renderTray('/', TEST_PREMIUM_TRAY);
    const loads: string[] = [];
    root.navigator.fullLoad = (url) => loads.push(url);
    fireEvent.click(screen.getByRole('link', { name: 'To the tray' }));
    await waitFor(() => expect(loads).toEqual(['/custom/trays/classic']));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
