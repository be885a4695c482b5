// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { StoresProvider } from '../../app/stores-context';
import type { RootStore } from '../../stores/root-store';
import { UiStore } from '../../stores/ui-store';
import { HeaderSearch } from './header-search';
import { HeaderSearchCode, HeaderSearchIsland } from './header-search-island';
import { StaticSearchBar } from './search-bar';
import '../../testing/async-timeout';

afterEach(() => {
  cleanup();
  vi.doUnmock('./header-search');
  vi.doUnmock('./suggestions-panel');
});

/** Stores the header search reads: the UI store, and analytics that record nothing. */
const fakeRoot = (ui = new UiStore()) =>
  ({ ui, analytics: { track: () => undefined, pushTagLayer: () => undefined } }) as unknown as RootStore;

/** A header that re-renders, island included, when the menu opens or closes (as the site header does). */
const Header = observer(function Header({ Island, ui }: { Island: ComponentType; ui: UiStore }) {
  return (
    <header>
      <p>{ui.mobileMenuOpen ? 'open' : 'closed'}</p>
      <Island />
    </header>
  );
});

/** Markup of `node` at `url` as the server writes it. */
const serverMarkup = (url: string, node: ReactNode) =>
  renderToStaticMarkup(
    <StoresProvider root={fakeRoot()}>
      <StaticRouter location={url}>{node}</StaticRouter>
    </StoresProvider>,
  );

describe('the header search island', () => {
  it.each([
    ['/', ''],
    ['/search/instant?query=figs', 'value="figs"'],
  ])('its static bar at %s is the markup the server renders for the header search', (url, value) => {
    const markup = serverMarkup(url, <StaticSearchBar />);
    expect(markup).toBe(serverMarkup(url, <HeaderSearch />));
    expect(markup).toContain('<form role="search" class="search-form" action="/search/instant">');
    expect(markup).toContain(value);
    expect(markup.includes('aria-label="Clear search"')).toBe(value !== '');
  });

  it('the static bar is a plain GET form of the results page whose clear button empties the box', () => {
    render(
      <MemoryRouter initialEntries={['/search/instant?query=figs']}>
        <StaticSearchBar />
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Search for a product' }) as HTMLInputElement;
    const form = box.form!;
    expect([form.getAttribute('action'), form.method, box.name, box.value]).toEqual([
      '/search/instant',
      'get',
      'query',
      'figs',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it("keeps the server's markup while its code loads, through the header's updates, then hydrates it", async () => {
    await HeaderSearchCode.preload();
    const html = renderToString(
      <StoresProvider root={fakeRoot()}>
        <StaticRouter location="/">
          <Header Island={HeaderSearchIsland} ui={new UiStore()} />
        </StaticRouter>
      </StoresProvider>,
    );
    expect(html).toContain('class="search-form__input"');

    // The browser: its own module instances, the header search's code held back until `release`.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.resetModules();
    vi.doMock('./header-search', async (importOriginal) => {
      await held;
      return importOriginal();
    });
    vi.doMock('./suggestions-panel', () => ({ default: () => <p>suggestions</p> }));
    const browser = {
      island: (await import('./header-search-island')).HeaderSearchIsland,
      Stores: (await import('../../app/stores-context')).StoresProvider,
    };
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const ui = new UiStore();
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <browser.Stores root={fakeRoot(ui)}>
          <MemoryRouter initialEntries={['/']}>
            <Header Island={browser.island} ui={ui} />
          </MemoryRouter>
        </browser.Stores>,
        { onRecoverableError: (e) => errors.push(e) },
      ),
    );
    const box = container.querySelector('input')!;
    const serverDom = container.innerHTML;
    await act(async () => ui.toggleMobileMenu());
    expect(container.querySelector('p')!.textContent).toBe('open');
    expect(container.querySelector('input')).toBe(box);
    expect(container.innerHTML).toBe(serverDom.replace('closed', 'open'));

    // Focusing the box before its code is there opens search once it is (React replays the event).
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await act(async () => release());
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('dialog', { name: 'Search suggestions' })).toBeTruthy();
    expect(container.querySelector('input')).toBe(box);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
