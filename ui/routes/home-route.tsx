import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ContentPageRoute } from '../app/pages';
import type { ResolvedPage } from '../../ports/storefront-backend';

/** The home page's props (resolvePath('/')). */
type HomePageProps = Extract<ResolvedPage, { pageType: 'HomePage' }>['props'];
import { useStores } from '../app/stores-context';
import { HomePage } from '../features/home/home-page';

/**
 * '/': the home page; its categories and featured products come from resolvePath('/'), and so does its content entry
 * (`content`), whose blocks show below the page's own sections, its h1 hero first (shell-account §2 Page content
 * blocks). The server renders them and links their styles (route-assets.ts styleOnlyModules); the browser hydrates
 * the page around them until their code arrives (StoreLayout's Suspense), outside the home page's initial JS.
 */
export const HomeRoute = observer(function HomeRoute() {
  const { page } = useStores();
  useEffect(() => {
    void page.resolve('/');
  }, [page]);
  const resolved = page.pageFor('/');
  const props: HomePageProps = resolved?.pageType === 'HomePage' ? resolved.props : { categories: [], featured: [] };
  return (
    <>
      <HomePage categories={props.categories} featured={props.featured} />
      {props.content && <ContentPageRoute home={props.content} />}
    </>
  );
});
