import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app';
import { StoresProvider } from '../app/stores-context';
import { createRootStore, type RootStore } from '../stores/root-store';
import { createFakeServices, type FakeServices } from './fake-services';

/** What renderApp returns: the testing-library result, the stores, the fakes and the current location. */
export interface RenderedApp extends RenderResult {
  readonly root: RootStore;
  readonly services: FakeServices;
  /** The router's current path with its query, e.g. '/checkout/address'. */
  location(): string;
}

/**
 * Renders the whole app at `path` in a memory router over fake services (ui tests only).
 * `seed` prepares the fakes before the stores load anything.
 */
export function renderApp(path: string, seed?: (services: FakeServices) => void): RenderedApp {
  window.scrollTo = () => {};
  const services = createFakeServices();
  seed?.(services);
  const root = createRootStore(services);
  let current = path;
  function LocationProbe() {
    const l = useLocation();
    current = `${l.pathname}${l.search}`;
    return null;
  }
  const result = render(
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { ...result, root, services, location: () => current };
}
