import { useLocation } from 'react-router';
import type { ProductPageProps } from '../../../../ports/storefront-backend';
import { useStores } from '../../../app/stores-context';
import { CustomizerPageWithoutData, useFullLoadWithoutData } from '../shared/page-without-data';
import { traysCopy } from '../../../copy/trays-copy';
import { TrayBuilder } from './tray-builder';
import type { TrayPageData } from './tray-builder-store';
import './trays.css';

/** Props of the page: the resolved product's props on a resolved customizer page, none on a fixed route. */
export interface TraysPageProps {
  readonly props?: ProductPageProps;
}

/**
 * The Custom Gift Tray pages (catalogue-gifting §2, §4 Tray customizer): the resolved 'CustomTraysPage' of products
 * 9901 (/custom/trays/premium) and 9900 (/custom/trays/classic), loaded on demand (ui/app/pages.ts TraysRoute) and
 * rendered on the server from the page state's `customizer` data of kind 'tray' for this path (the root store's
 * initialCustomizer). Reached by an in-app navigation, which has no such data (or another tray's), the page loads in
 * full so the server renders it with its data.
 */
export default function TraysPage({ props }: TraysPageProps) {
  const root = useStores();
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, '');
  const initial = root.initialCustomizer;
  const data: TrayPageData | undefined =
    initial?.kind === 'tray' && initial.product.path === path ? initial : undefined;
  const navigated = useFullLoadWithoutData(!data);
  if (!data)
    return (
      <CustomizerPageWithoutData
        className="tray-page"
        title={props?.product.name ?? traysCopy.title}
        navigated={navigated}
        unavailable={traysCopy.unavailable}
      />
    );
  return <TrayBuilder key={path} data={data} />;
}
