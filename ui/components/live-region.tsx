import { observer } from 'mobx-react-lite';
import { useStores } from '../app/stores-context';

/** The aria-live region that reads each page's announcement ('Cart page', 'Product page: …'). */
export const LiveRegion = observer(function LiveRegion() {
  const { ui } = useStores();
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="page-announcement">
      {ui.announcement}
    </div>
  );
});
