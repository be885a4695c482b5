import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';

/** The shell chrome's code (ui/app/pages.ts lists it among the islands the server preloads). */
export const ShellChromeCode = lazyPage(() => import('./shell-chrome').then((m) => ({ default: m.ShellChrome })));

/** The shell chrome (shell-chrome.tsx) as an island: its code loads after the page's; nothing shows until then. */
export const ShellChromeIsland = island(ShellChromeCode, () => null);
