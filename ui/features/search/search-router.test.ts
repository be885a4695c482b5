import { createSearchRouter, type SearchHistory } from './search-router';

function fakeHistory(initial = '') {
  const pushed: string[] = [];
  let current = initial;
  const history: SearchHistory = {
    currentSearch: () => current,
    push: (s) => {
      pushed.push(s);
      current = s;
    },
  };
  return {
    history,
    pushed,
    go: (s: string) => {
      current = s;
    },
  };
}

describe('search router over the app history (shell-account §2 Search, §9 URL write debounce 400 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the route state from the current URL', () => {
    const { history } = fakeHistory('?query=nuts&page=2&sortBy=Products_price_asc');
    expect(createSearchRouter(history).read()).toEqual({ query: 'nuts', page: 2, sortBy: 'Products_price_asc' });
  });

  it('writes after 400 ms, once, with the last state', () => {
    const { history, pushed } = fakeHistory('?query=nuts');
    const router = createSearchRouter(history);
    router.write({ query: 'nuts', page: 2 });
    vi.advanceTimersByTime(300);
    router.write({ query: 'nuts', page: 3 });
    vi.advanceTimersByTime(399);
    expect(pushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pushed).toEqual(['?query=nuts&page=3']);
  });

  it('writes nothing once disposed, even a write pending or made during the teardown', () => {
    const { history, pushed } = fakeHistory('?query=nuts');
    const router = createSearchRouter(history);
    router.write({ query: 'nuts', page: 2 });
    router.dispose?.();
    router.write({});
    vi.advanceTimersByTime(1000);
    expect(pushed).toEqual([]);
  });

  it('does not push a state equal to the current URL', () => {
    const { history, pushed } = fakeHistory('?query=');
    const router = createSearchRouter(history);
    router.write({});
    vi.advanceTimersByTime(400);
    expect(pushed).toEqual([]);
  });

  it('hands back/forward changes to InstantSearch, but not its own writes', () => {
    const { history, go } = fakeHistory('?query=nuts');
    const router = createSearchRouter(history);
    const updates: unknown[] = [];
    router.onUpdate((r) => updates.push(r));
    router.write({ query: 'nuts', sortBy: 'Products_price_desc' });
    vi.advanceTimersByTime(400);
    router.locationChanged('?query=nuts&sortBy=Products_price_desc');
    expect(updates).toEqual([]);
    go('?query=nuts');
    router.locationChanged('?query=nuts');
    expect(updates).toEqual([{ query: 'nuts' }]);
  });

  it('cancels a pending write when the location changes, and on dispose', () => {
    const { history, pushed } = fakeHistory('?query=a');
    const router = createSearchRouter(history);
    router.write({ query: 'a', page: 2 });
    router.locationChanged('?query=b');
    vi.advanceTimersByTime(400);
    expect(pushed).toEqual([]);
    router.write({ query: 'b', page: 2 });
    router.dispose();
    vi.advanceTimersByTime(400);
    expect(pushed).toEqual([]);
  });

  it('creates links on the results page', () => {
    expect(createSearchRouter(fakeHistory().history).createURL({ query: 'figs', page: 2 })).toBe(
      '/search/instant?query=figs&page=2',
    );
  });
});
