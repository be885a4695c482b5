import { useLocation } from 'react-router';
import type { ProductPageProps } from '../../../../ports/storefront-backend';
import { useStores } from '../../../app/stores-context';
import { CustomizerPageWithoutData, useFullLoadWithoutData } from '../shared/page-without-data';
import { mixesCopy } from '../../../copy/mixes-copy';
import { MixBuilder } from './mix-builder';
import type { MixPageData } from './mix-builder-store';
import { MixesLanding } from './mixes-landing';
import './mixes.css';
import './mix-panel.css';

/** Props of the page: the resolved product's props on a resolved customizer page, none on a fixed route. */
export interface MixesPageProps {
  readonly props?: ProductPageProps;
}

/** The builder's path (catalogue-gifting §2); the page of product 9905 is /custom/mixes. */
export const MIX_BUILDER_PATH = '/custom/mixes/builder';

/**
 * The Custom Trail Mix pages (catalogue-gifting §2, §4 Mix customizer), loaded on demand (ui/app/pages.ts
 * MixesRoute): /custom/mixes, the resolved 'CustomMixesPage' of product 9905, and the builder at
 * /custom/mixes/builder, rendered on the server from the page state's `customizer` data of kind 'mix' (the root
 * store's initialCustomizer). The builder reached by an in-app navigation, which has no such data, loads in full so
 * the server renders it with its data.
 */
export default function MixesPage({ props }: MixesPageProps) {
  const root = useStores();
  const location = useLocation();
  const builder = location.pathname.replace(/\/+$/, '') === MIX_BUILDER_PATH;
  const data: MixPageData | undefined = root.initialCustomizer?.kind === 'mix' ? root.initialCustomizer : undefined;
  const navigated = useFullLoadWithoutData(builder && !data);
  if (!builder) return <MixesLanding props={props} />;
  if (!data)
    return (
      <CustomizerPageWithoutData
        className="mixes-page"
        title={mixesCopy.builderTitle}
        navigated={navigated}
        unavailable={mixesCopy.unavailable}
      />
    );
  return <MixBuilder data={data} />;
}
