import type { ProductPageProps } from '../../../../ports/storefront-backend';
import { usePageAnnouncement } from '../../../app/use-page-announcement';
import { AppLink } from '../../../components/app-link';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ProductImage } from '../../../components/product-image';
import { mixesCopy } from '../../../copy/mixes-copy';

const t = mixesCopy;

/**
 * /custom/mixes, the page of product 9905 (catalogue-gifting §2 resolved 'CustomMixesPage', §4 Mix customizer, §9):
 * what a custom trail mix is (a 5 Pound Bag or a 25 Pound Case at 20% off, up to 10 ingredients, 1 to 9 parts each)
 * and a 'Build your own' link to the builder. The product's name, image and breadcrumb come from its props.
 */
export function MixesLanding({ props }: { props?: ProductPageProps }) {
  const product = props?.product;
  const name = product?.name ?? t.builderTitle;
  usePageAnnouncement(name);
  const crumbs = [...(props?.ancestors ?? []).map((c) => ({ name: c.name, path: c.path })), { name }];
  return (
    <div className="container page mixes-page mixes-landing">
      {props && <Breadcrumb crumbs={crumbs} />}
      <div className="mixes-landing__hero">
        <ProductImage src={product?.imageUrl} alt={name} className="mixes-landing__image" eager />
        <div className="mixes-landing__intro">
          <h1>{name}</h1>
          <p className="lead">{t.landingLead}</p>
          <p className="mixes-landing__weights">{t.landingWeights}</p>
          <p className="mixes-landing__note">{t.landingPriceNote}</p>
          <AppLink to="/custom/mixes/builder" className="button button--primary button--large">
            {t.start}
          </AppLink>
        </div>
      </div>
      <section aria-labelledby="mixes-how" className="mixes-landing__how">
        <h2 id="mixes-how">{t.howHeading}</h2>
        <ol>
          {t.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
