import { formatMoney, usd } from '../../../../core/shared';
import { usePageAnnouncement } from '../../../app/use-page-announcement';
import { AppLink } from '../../../components/app-link';
import { ProductImage } from '../../../components/product-image';
import { boxCopy } from '../../../copy/box-copy';
import type { BoxPageData } from './box-builder-store';

const t = boxCopy;

/**
 * The /custom/box landing (catalogue-gifting §1 'Custom Gift Box, Medium: $42.99, six treats chosen from 50 gourmet
 * flavors', §2): the box with its image and its price from the product's variant, how it works, and a link to the
 * builder.
 */
export function BoxLanding({ data }: { data: BoxPageData }) {
  const { product } = data;
  const price = product.variants[0]?.priceCents;
  usePageAnnouncement(product.name, t.builderTitle);
  return (
    <div className="container page box-page box-landing">
      <div className="box-landing__hero">
        <ProductImage src={product.imageUrl} alt={product.name} className="box-landing__image" eager />
        <div className="box-landing__intro">
          <h1>{product.name}</h1>
          <p className="lead">{t.landingLead}</p>
          {price !== undefined && <p className="box-landing__price">{t.landingPrice(formatMoney(usd(price)))}</p>}
          <AppLink to="/custom/box/builder" className="button button--primary button--large">
            {t.start}
          </AppLink>
        </div>
      </div>
      <section aria-labelledby="box-how" className="box-landing__how">
        <h2 id="box-how">{t.howHeading}</h2>
        <ol>
          {t.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
