import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserServices } from '../adapters/wiring/browser';
import { App } from './app/app';
import { readPageState } from './app/page-state';
import { preloadPageOf } from './app/pages';
import { createRootStore } from './stores/root-store';
import { yieldToBrowser } from './app/yield-to-browser';
import { captureErrors } from './app/error-capture';
import './styles/base.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/pages.css';
import './styles/checkout.css';

// Unhandled errors from the start (shell-account §8): queued here, reported by a chunk loaded on demand.
const errors = captureErrors(window);

/**
 * The browser entry: services from the composition root, the stores over them started from the state the server
 * rendered the page with, and the app hydrating the server's markup. The page's on-demand code is
 * loaded before hydration starts (its modulepreload links fetched it with this entry), so hydration never
 * suspends on the server's markup.
 */
async function start(): Promise<void> {
  // zod compiles object parsers with `new Function` after probing for it, which the Content-Security-Policy (no
  // 'unsafe-eval') refuses and reports as a violation. The browser parses without compiling: zod's `jitless`
  // option, set through the global zod reads its configuration from, so that zod itself stays out of this entry.
  // The server's page sets it before loading any chunk (html-shell.ts); this covers Vite's dev server.
  (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
  const state = readPageState(document);
  // Start-up in tasks of its own (evaluating this entry, the stores, the page's code, hydration), so none of them
  // holds the main thread long after the server's page has painted.
  if (state) await yieldToBrowser();
  const root = createRootStore(createBrowserServices(), state);
  errors.analytics = root.analytics;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = (
    <StrictMode>
      <App root={root} />
    </StrictMode>
  );
  if (!state) {
    // A page the server did not render (Vite's dev server): render from scratch.
    createRoot(container).render(app);
    return;
  }
  await yieldToBrowser();
  await preloadPageOf(window.location.pathname, state);
  await yieldToBrowser();
  // Hydration as a transition: React hydrates in slices and gives the browser the main thread between them.
  startTransition(() => {
    hydrateRoot(container, app, {
      onUncaughtError: (e) => errors.report(e, 'fatal', 'react'),
      onRecoverableError: (e) => errors.report(e, 'warning', 'react'),
    });
  });
}

void start();
