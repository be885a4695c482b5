import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageAnnouncement } from '../../../app/use-page-announcement';
import { useStores } from '../../../app/stores-context';
import { AppLink } from '../../../components/app-link';
import { mixesCopy } from '../../../copy/mixes-copy';
import { IngredientBrowser } from './ingredient-browser';
import { MixBuilderStore, type MixPageData } from './mix-builder-store';
import { MixBar, MixPanel } from './mix-panel';

/**
 * The trail mix builder at /custom/mixes/builder (catalogue-gifting §2 header 'Custom Trail Mix' linking to
 * /custom/mixes; §4 Mix customizer): the ingredient browser beside the mix being built. Its state is a
 * MixBuilderStore over the server's data; the mix is added through the cart store, whose 'Added to Cart' panel
 * then opens.
 */
export const MixBuilder = observer(function MixBuilder({ data }: { data: MixPageData }) {
  const { cart } = useStores();
  const [store] = useState(() => new MixBuilderStore(data, cart));
  usePageAnnouncement(mixesCopy.builderTitle);
  return (
    <div className="container page mixes-page mix-builder">
      <h1 className="mix-builder__title">
        <AppLink to="/custom/mixes">{mixesCopy.builderTitle}</AppLink>
      </h1>
      <div className="mix-builder__layout">
        <IngredientBrowser store={store} />
        <MixPanel store={store} />
      </div>
      <MixBar store={store} />
    </div>
  );
});
