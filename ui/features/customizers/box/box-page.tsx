import { useLocation } from 'react-router';
import type { ProductPageProps } from '../../../../ports/storefront-backend';
import { useStores } from '../../../app/stores-context';
import { CustomizerPageWithoutData, useFullLoadWithoutData } from '../shared/page-without-data';
import { boxCopy } from '../../../copy/box-copy';
import { BoxBuilder } from './box-builder';
import type { BoxPageData } from './box-builder-store';
import { BoxLanding } from './box-landing';
import './box.css';

/** Props of the page: the resolved product's props on a resolved customizer page, none on a fixed route. */
export interface BoxPageProps {
  readonly props?: ProductPageProps;
}

/** The builder's path (catalogue-gifting §2); the landing is /custom/box. */
export const BOX_BUILDER_PATH = '/custom/box/builder';

/**
 * The build-your-own box pages (catalogue-gifting §2 /custom/box, /custom/box/builder; §4 Box customizer): the
 * landing, or the builder at /custom/box/builder. Both render on the server from the page state's `customizer` data
 * of kind 'box' (the root store's initialCustomizer), loaded on demand (ui/app/pages.ts BoxRoute). Reached by an
 * in-app navigation, which has no such data, the page loads in full so the server renders it with its data.
 */
export default function BoxPage(_: BoxPageProps) {
  const root = useStores();
  const location = useLocation();
  const data: BoxPageData | undefined = root.initialCustomizer?.kind === 'box' ? root.initialCustomizer : undefined;
  const navigated = useFullLoadWithoutData(!data);
  const builder = location.pathname.replace(/\/+$/, '') === BOX_BUILDER_PATH;
  if (!data)
    return (
      <CustomizerPageWithoutData
        className="box-page"
        title={boxCopy.builderTitle}
        navigated={navigated}
        unavailable={boxCopy.unavailable}
      />
    );
  return builder ? <BoxBuilder data={data} /> : <BoxLanding data={data} />;
}
