import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../app/stores-context';
import { HomePage } from '../features/home/home-page';

/** '/': the home page; its categories and featured products come from resolvePath('/'). */
export const HomeRoute = observer(function HomeRoute() {
  const { page } = useStores();
  useEffect(() => {
    void page.resolve('/');
  }, [page]);
  const resolved = page.pageFor('/');
  const props = resolved?.pageType === 'HomePage' ? resolved.props : { categories: [], featured: [] };
  return <HomePage categories={props.categories} featured={props.featured} />;
});
