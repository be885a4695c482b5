import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import { StaticRouter } from 'react-router';
import type { BrowserServices } from '../../adapters/wiring/browser-services';
import type { PageRenderer, PageRendererDeps, PageState, RenderedPage } from '../../ports/page-renderer';
import { AppRoutes } from '../app/app';
import { PAGE_ISLANDS } from '../app/page-islands';
import { ON_DEMAND_PAGES } from '../app/pages';
import { ServerRenderContext } from '../app/server-redirect';
import { StoresProvider } from '../app/stores-context';
import { SanitizerContext, type Sanitize } from '../features/product/sanitizer';
import { SearchClientContext, type InstantSearchClient } from '../features/search/search-client';
import { createRootStore, type RootStore } from '../stores/root-store';
import { pageHeadOf } from './page-head-of';

/**
 * The browser services as the server renders with them: rendering never does I/O (stores fetch in effects, which
 * do not run on the server), so every port call is a bug and throws, naming the call.
 */
function serverServices(): BrowserServices {
  const refuse = (port: string) =>
    new Proxy(
      {},
      {
        get: (_target, name) => () => {
          throw new Error(`${port}.${String(name)} called while rendering on the server`);
        },
      },
    );
  return {
    myCart: refuse('myCart') as BrowserServices['myCart'],
    backend: refuse('backend') as BrowserServices['backend'],
    payments: refuse('payments') as BrowserServices['payments'],
    ids: refuse('ids') as BrowserServices['ids'],
    analytics: refuse('analytics') as BrowserServices['analytics'],
    clock: { nowMs: () => Date.now() },
    loadStorefront: () => Promise.reject(new Error('loadStorefront called while rendering on the server')),
    loadAccount: () => Promise.reject(new Error('loadAccount called while rendering on the server')),
    loadAutoDelivery: () => Promise.reject(new Error('loadAutoDelivery called while rendering on the server')),
    loadGiftDrop: () => Promise.reject(new Error('loadGiftDrop called while rendering on the server')),
  };
}

/** What the server provides to the tree: the search client and the sanitiser (ports/page-renderer.ts). */
interface Provided {
  readonly searchClient: InstantSearchClient;
  readonly sanitize: Sanitize;
}

/** The app's tree for `url` under a static router (the browser's is ui/main.tsx's, under BrowserRouter). */
function appTree(root: RootStore, url: string, context: ServerRenderContext, provided: Provided): ReactNode {
  return (
    <StrictMode>
      <ServerRenderContext.Provider value={context}>
        <SanitizerContext value={provided.sanitize}>
          <SearchClientContext value={provided.searchClient}>
            <StoresProvider root={root}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </StoresProvider>
          </SearchClientContext>
        </SanitizerContext>
      </ServerRenderContext.Provider>
    </StrictMode>
  );
}

const SEARCH_PATH = '/search/instant';

/** A page's HTTP status: 404 for the 404 page and a missed cart lookup, 403 for a refused content preview, else 200. */
function statusOf(state: PageState): number {
  if (state.page?.resolved.pageType === '404' || state.customerCartMiss !== undefined) return 404;
  return state.builderPreview?.access === 'forbidden' ? 403 : 200;
}

/**
 * The server-rendering entry (built by `vite build --ssr` into dist/server/render-page.js): renders the
 * same React tree the browser hydrates, over one root store per request seeded with the page state, with React's
 * streaming renderer. Every on-demand page is loaded before the first render, so nothing suspends. A search
 * results page is rendered with its results (react-instantsearch `getServerState`, over `deps.searchClient`).
 * The render resolves when the whole page is ready (a crawler and a browser without JavaScript get it complete),
 * with the 404 status for the 404 page and the redirect a page asked for (checkout's step rules).
 */
export function createPageRenderer(deps: PageRendererDeps): PageRenderer {
  const provided: Provided = {
    searchClient: deps.searchClient as InstantSearchClient,
    sanitize: deps.sanitize,
  };
  const ready = Promise.all([...ON_DEMAND_PAGES, ...PAGE_ISLANDS].map((page) => page.preload()));
  return {
    async render({ state, nonce }): Promise<RenderedPage> {
      await ready;
      const pathname = new URL(state.url, 'http://localhost').pathname;
      let full: PageState = state;
      if (pathname === SEARCH_PATH && state.search === undefined) {
        const search = await getServerState(
          appTree(createRootStore(serverServices(), state), state.url, {}, provided),
          {
            renderToString,
          },
        );
        full = { ...state, search: JSON.parse(JSON.stringify(search)) as unknown };
      }
      const root = createRootStore(serverServices(), full);
      const context: ServerRenderContext = {};
      // The HTML this render sanitises, for the page state (the browser hydrates with it).
      const sanitized: Record<string, string> = {};
      const recording: Provided = {
        ...provided,
        sanitize: (html) => (sanitized[html] ??= provided.sanitize(html)),
      };
      return new Promise<RenderedPage>((resolve, reject) => {
        const stream = renderToPipeableStream(appTree(root, full.url, context, recording), {
          nonce,
          // Every boundary in place, however large: React otherwise moves a boundary over 12.8 KB (a listing) out of
          // line, to be put back by an inline script, which a browser without JavaScript never runs.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onAllReady() {
            resolve({
              status: statusOf(full),
              redirect: context.redirect,
              head: pageHeadOf(full, nonce),
              state: Object.keys(sanitized).length > 0 ? { ...full, sanitized } : full,
              pipe: (destination) => void stream.pipe(destination),
            });
          },
          onShellError: reject,
          onError(error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        });
      });
    },
  };
}
