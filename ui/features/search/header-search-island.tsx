import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';
import { StaticSearchBar } from './search-bar';
import '../../styles/search.css';

/** The header search's code (ui/app/pages.ts lists it among the islands the server preloads). */
export const HeaderSearchCode = lazyPage(() => import('./header-search').then((m) => ({ default: m.HeaderSearch })));

/**
 * The header's search (header-search.tsx) as an island: its code loads right after the page hydrates;
 * until then the server's markup stays, or `StaticSearchBar`, the same markup as a plain GET form, shows. The
 * search styles stay in the entry's stylesheet: the server's markup and the static bar need them at first paint.
 */
export const HeaderSearchIsland = island(HeaderSearchCode, () => <StaticSearchBar />);
