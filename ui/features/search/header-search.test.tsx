// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { StoresProvider } from '../../app/stores-context';
import type { RootStore } from '../../stores/root-store';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../stores/search-recent-store';
import { UiStore } from '../../stores/ui-store';
import { HeaderSearch } from './header-search';
import type { AnalyticsEvent } from '../../../core/analytics';
import '../../testing/async-timeout';

// The InstantSearch popover content is loaded lazily; here a stand-in shows the query it was given.
vi.mock('./suggestions-panel', () => ({
  default: ({ query }: { query: string }) => <div data-testid="suggestions">suggestions for [{query}]</div>,
}));

let location = '';
function Probe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/nuts')}>
      go to nuts
    </button>
  );
}

let tracked: AnalyticsEvent[] = [];

function renderSearch(path = '/') {
  tracked = [];
  const analytics = {
    track: (e: AnalyticsEvent) => {
      tracked.push(e);
    },
    pushTagLayer: () => undefined,
  };
  const root = { ui: new UiStore(), analytics } as unknown as RootStore;
  return render(
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderSearch />
        <Probe />
      </MemoryRouter>
    </StoresProvider>,
  );
}

const input = () => screen.getByPlaceholderText('Search for a product') as HTMLInputElement;
const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? 'null') as unknown;

describe('HeaderSearch (shell-account §2 Search, §4 Search, §9)', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
  });

  it("shows a search bar with the placeholder 'Search for a product', a submit button, and a clear button once typed", () => {
    renderSearch();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(input().placeholder).toBe('Search for a product');
    expect(screen.getByRole('button', { name: 'Submit search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'almonds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
  });

  it('opens the popover on focus and loads the suggestions lazily with the typed query', async () => {
    renderSearch();
    expect(screen.queryByTestId('suggestions')).toBeNull();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'cashew' } });
    await waitFor(() => expect(screen.getByTestId('suggestions').textContent).toContain('[cashew]'));
  });

  it('shows three recent searches, then See more (all five) and See less', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['e', 'd', 'c', 'b', 'a']));
    renderSearch();
    fireEvent.focus(input());
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    const items = () =>
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual(['e', 'd', 'c']);
    fireEvent.click(within(recent).getByRole('button', { name: 'See more' }));
    expect(items()).toEqual(['e', 'd', 'c', 'b', 'a']);
    fireEvent.click(within(recent).getByRole('button', { name: 'See less' }));
    expect(items()).toEqual(['e', 'd', 'c']);
    await screen.findByTestId('suggestions');
  });

  it('moves through the panel with the arrow keys: down from the input to each entry, up back to the input', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['figs', 'dates']));
    renderSearch();
    input().focus();
    fireEvent.focus(input());
    await screen.findByTestId('suggestions');
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    const [figs, dates] = within(recent).getAllByRole('button');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(figs);
    fireEvent.keyDown(figs!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(dates);
    fireEvent.keyDown(dates!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(dates);
    fireEvent.keyDown(dates!, { key: 'ArrowUp' });
    fireEvent.keyDown(figs!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input());
    fireEvent.click(dates!);
    expect(location).toBe('/search/instant?query=dates');
  });

  it('offers no See more with three or fewer recent searches, and no section with none', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['figs', 'dates']));
    renderSearch();
    fireEvent.focus(input());
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Recent searches' })).getAllByRole('listitem')).toHaveLength(2);
    cleanup();
    localStorage.clear();
    renderSearch();
    fireEvent.focus(input());
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    await screen.findByTestId('suggestions');
  });

  it('closes on Esc', async () => {
    renderSearch();
    fireEvent.focus(input());
    await screen.findByTestId('suggestions');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByTestId('suggestions')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a route change', async () => {
    renderSearch();
    fireEvent.focus(input());
    await screen.findByTestId('suggestions');
    fireEvent.click(screen.getByRole('button', { name: 'go to nuts' }));
    expect(location).toBe('/nuts');
    expect(screen.queryByTestId('suggestions')).toBeNull();
  });

  it('submitting stores the query in recent searches (newest first, no duplicates) and goes to /search/instant?query=', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['pecans', 'almonds']));
    renderSearch();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: ' almonds ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(stored()).toEqual(['almonds', 'pecans']);
    expect(location).toBe('/search/instant?query=almonds');
    expect(screen.queryByTestId('suggestions')).toBeNull();
    expect(input().value).toBe('almonds');
  });

  it('keeps at most five recent searches', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['e', 'd', 'c', 'b', 'a']));
    renderSearch();
    fireEvent.change(input(), { target: { value: 'f' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(stored()).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('submits an empty query without storing it', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['figs']));
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(location).toBe('/search/instant?query=');
    expect(stored()).toEqual(['figs']);
  });

  it('searches again for a chosen recent search', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['figs', 'dates']));
    renderSearch();
    fireEvent.focus(input());
    fireEvent.click(screen.getByRole('button', { name: 'dates' }));
    expect(location).toBe('/search/instant?query=dates');
    expect(stored()).toEqual(['dates', 'figs']);
  });

  it('shows the searched query on the results page', () => {
    renderSearch('/search/instant?query=dark%20chocolate&page=2');
    expect(input().value).toBe('dark chocolate');
  });

  describe('below lg', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('opens a full-screen search modal from the search button, focused, and Esc closes it', async () => {
      renderSearch();
      expect(screen.queryByPlaceholderText('Search for a product')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      const dialog = screen.getByRole('dialog', { name: 'Search' });
      expect(document.activeElement).toBe(within(dialog).getByPlaceholderText('Search for a product'));
      await screen.findByTestId('suggestions');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    });

    it('on the results page focuses the page search input instead of opening the modal', () => {
      const pageInput = document.createElement('input');
      pageInput.id = 'search-page-query';
      document.body.append(pageInput);
      renderSearch('/search/instant?query=figs');
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(pageInput);
      pageInput.remove();
    });
  });
});

describe('suggestion throttle (§4 Search, §9 200 ms)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('passes the first keystroke at once and then at most one query per 200 ms, the latest', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useThrottledValue } = await import('./use-throttled-value');
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useThrottledValue(v, 200), { initialProps: { v: '' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender({ v: 'a' });
    expect(result.current).toBe('a');
    rerender({ v: 'al' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender({ v: 'alm' });
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('alm');
  });
});

describe('search analytics (shell-account §4 "an analytics call (debounced 400 ms)")', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends one Products Searched call 400 ms after typing stops, with the latest query', () => {
    vi.useFakeTimers();
    renderSearch();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'p' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.change(input(), { target: { value: 'pec' } });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(tracked).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tracked).toEqual([{ event: 'Products Searched', properties: { query: 'pec' } }]);
    fireEvent.change(input(), { target: { value: '  ' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(tracked).toHaveLength(1);
  });
});
