import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import type { PageState } from '../../ports/page-renderer';
import { StoresProvider } from '../app/stores-context';
import { AppLinkRouting } from '../components/app-link';
import { createRootStore, type RootStore } from '../stores/root-store';
import { createFakeServices, recordAddToCart, type FakeServices } from './fake-services';

/** What renderPageRoute is given: the path, the page state's own parts, the routes and how Add to Cart answers. */
export interface PageRouteOptions {
  /** The URL path the page opens at, e.g. '/custom/box/builder'. */
  readonly path: string;
  /** The page state beyond url, csrfToken and origin (e.g. `{ customizer }` or `{ giftBundle }`). */
  readonly state?: Omit<Partial<PageState>, 'url' | 'csrfToken' | 'origin'>;
  /** The `<Route>` elements of the test's router. */
  readonly routes: ReactNode;
  /**
   * Replaces `services.backend.addToCart` and returns the list of what it is sent; by default recordAddToCart (it
   * answers with no data).
   */
  readonly addToCart?: (services: FakeServices) => Parameters<FakeServices['backend']['addToCart']>[0][];
}

/**
 * Renders a page's route as the app does after a server render (component tests of the customizer and bundle pages):
 * fake services, the root store made from the page state of `path` (csrf 'csrf', origin 'http://localhost'), the routes
 * in a MemoryRouter with AppLinkRouting, and a probe of the router's path. Returns what Add to Cart was sent, the root
 * store, the services and the current path.
 */
export function renderPageRoute(options: PageRouteOptions): {
  sent: Parameters<FakeServices['backend']['addToCart']>[0][];
  root: RootStore;
  services: FakeServices;
  location: () => string;
} {
  window.scrollTo = () => {};
  const services = createFakeServices();
  const sent = (options.addToCart ?? recordAddToCart)(services);
  const state: PageState = {
    url: options.path,
    csrfToken: 'csrf',
    origin: 'http://localhost',
    ...options.state,
  };
  const root = createRootStore(services, state);
  let current = options.path;
  function Probe() {
    current = useLocation().pathname;
    return null;
  }
  render(
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>{options.routes}</Routes>
        <AppLinkRouting />
        <Probe />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { sent, root, services, location: () => current };
}
