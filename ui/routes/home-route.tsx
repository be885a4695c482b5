import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { ContentPageRoute } from '../app/pages';
import { useStores } from '../app/stores-context';
import { HomePage } from '../features/home/home-page';

/**
 * '/': the home page; its categories and featured products come from resolvePath('/'), and so does its content entry
 * (`content`), whose blocks show above its sections, loaded on demand (shell-account §2 Page content blocks).
 */
export const HomeRoute = observer(function HomeRoute() {
  const { page } = useStores();
  useEffect(() => {
    void page.resolve('/');
  }, [page]);
  const resolved = page.pageFor('/');
  const props = resolved?.pageType === 'HomePage' ? resolved.props : { categories: [], featured: [] };
  const content = resolved?.pageType === 'HomePage' ? resolved.props.content : undefined;
  return (
    <HomePage
      categories={props.categories}
      featured={props.featured}
      top={
        content && (
          <Suspense fallback={null}>
            <ContentPageRoute home={content} />
          </Suspense>
        )
      }
    />
  );
});
