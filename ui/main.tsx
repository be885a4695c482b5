import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserServices } from '../adapters/wiring/browser';
import { App } from './app/app';
import { createRootStore } from './stores/root-store';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/checkout.css';

/** The browser entry: services from the composition root, the stores over them, and the app. */
const root = createRootStore(createBrowserServices());
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const reactRoot = createRoot(container);
// The first render as a transition: React renders in slices and gives the browser the main thread between
// them, so a long page (a listing of a hundred cards) does not block input on a slow phone.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App root={root} />
    </StrictMode>,
  );
});
