import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMoney, usd } from '../../../../core/shared';
import { usePageAnnouncement } from '../../../app/use-page-announcement';
import { useStores } from '../../../app/stores-context';
import { traysCopy } from '../../../copy/trays-copy';
import { TrayBrowser } from './tray-browser';
import { TrayBuilderStore, type TrayPageData } from './tray-builder-store';
import { TrayBar, TrayPanel } from './tray-panel';

const t = traysCopy;

/**
 * A gift tray's page (catalogue-gifting §1 Premium 130+ choices from $69.99, Classic 50+ from $59.99; §2 gift tray
 * ingredient browser; §4 Tray customizer): the product's name, its choices and price, the tray being filled and the
 * ingredient browser. Its state is a TrayBuilderStore over the server's data, added through the cart store.
 */
export const TrayBuilder = observer(function TrayBuilder({ data }: { data: TrayPageData }) {
  const { cart } = useStores();
  const [store] = useState(() => new TrayBuilderStore(data, cart));
  usePageAnnouncement(data.product.name);
  const choices = t.choices[data.product.key];
  return (
    <div className="container page tray-page">
      <header className="tray-page__header">
        <h1>{data.product.name}</h1>
        <p className="tray-page__lead">
          {choices && <strong>{choices}</strong>}
          {store.priceCents !== undefined && <span>{formatMoney(usd(store.priceCents))}</span>}
        </p>
        <p className="tray-page__intro">{t.lead}</p>
      </header>
      <div className="tray-page__layout">
        <TrayPanel store={store} />
        <TrayBrowser store={store} />
      </div>
      <TrayBar store={store} />
    </div>
  );
});
