import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageAnnouncement } from '../../../app/use-page-announcement';
import { useStores } from '../../../app/stores-context';
import { AppLink } from '../../../components/app-link';
import { boxCopy } from '../../../copy/box-copy';
import { BoxBuilderStore, type BoxPageData } from './box-builder-store';
import { BoxBar, BoxPanel } from './box-panel';
import { MiniBoxBrowser } from './mini-box-browser';

/**
 * The box builder at /custom/box/builder (catalogue-gifting §2 header 'Build your own box' linking back to
 * /custom/box, the mini-box browser sorted by price; §4 Box customizer): the browser beside the box being filled.
 * Its state is a BoxBuilderStore over the server's data, added through the cart store.
 */
export const BoxBuilder = observer(function BoxBuilder({ data }: { data: BoxPageData }) {
  const { cart } = useStores();
  const [store] = useState(() => new BoxBuilderStore(data, cart));
  usePageAnnouncement(boxCopy.builderTitle);
  return (
    <div className="container page box-page box-builder">
      <h1 className="box-builder__title">
        <AppLink to="/custom/box">{boxCopy.builderTitle}</AppLink>
      </h1>
      <div className="box-builder__layout">
        <MiniBoxBrowser store={store} />
        <BoxPanel store={store} />
      </div>
      <BoxBar store={store} />
    </div>
  );
});
