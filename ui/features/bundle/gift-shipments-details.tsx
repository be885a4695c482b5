import { useState } from 'react';
import type { GiftShipmentDetails } from '../../../core/customizers';
import { formatMoney, usd } from '../../../core/shared';
import { ProductImage } from '../../components/product-image';
import { AppLink } from '../../components/app-link';
import { bundleCopy } from './bundle-copy';

/** A shipment's images: the box's own picture and the bundle's, as it is packed (catalogue-gifting §2). */
function ShipmentCarousel({ box, packedImageUrl }: { box: GiftShipmentDetails; packedImageUrl: string }) {
  const slides = [
    { src: box.imageUrl, alt: box.name },
    { src: packedImageUrl, alt: bundleCopy.packedImage(box.name) },
  ];
  const [index, setIndex] = useState(0);
  const slide = slides[index] ?? slides[0]!;
  return (
    <div className="bundle-carousel" role="group" aria-roledescription="carousel" aria-label={box.name}>
      <div className="bundle-carousel__slide" aria-label={bundleCopy.imageOf(box.name, index + 1, slides.length)}>
        <ProductImage src={slide.src} alt={slide.alt} className="bundle-carousel__image" />
      </div>
      <div className="bundle-carousel__nav">
        <button
          type="button"
          aria-label={bundleCopy.previousImage}
          disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
        >
          ‹
        </button>
        <span aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
        <button
          type="button"
          aria-label={bundleCopy.nextImage}
          disabled={index === slides.length - 1}
          onClick={() => setIndex((i) => Math.min(slides.length - 1, i + 1))}
        >
          ›
        </button>
      </div>
    </div>
  );
}

/** A box's star rating and its count: 'Not yet rated (0 reviews)' without ratings. */
function Rating({ box }: { box: GiftShipmentDetails }) {
  const rated = box.totalReviews > 0;
  return (
    <p className="bundle-shipment__rating">
      {rated ? (
        <span className="bundle-stars" aria-label={bundleCopy.rating(box.averageRating)}>
          {'★'.repeat(Math.round(box.averageRating))}
          {'☆'.repeat(5 - Math.round(box.averageRating))}
        </span>
      ) : (
        <span>{bundleCopy.notRated}</span>
      )}{' '}
      <span className="bundle-shipment__reviews">{bundleCopy.reviews(box.totalReviews)}</span>
    </p>
  );
}

/**
 * Gift box shipments details (spec: catalogue-gifting §2 "a list of shipments, each with name, ship timing, price,
 * rating and count, image carousel, details and ingredients accordions"; §9 labels): one item per shipment, in
 * shipping order. The accordions are native <details> (the product page's Expander would split its module out of the
 * product page's chunk, which the page weight budget does not allow).
 */
export function GiftShipmentsDetails({
  slots,
  packedImageUrl,
}: {
  slots: readonly { readonly timing: string; readonly box: GiftShipmentDetails }[];
  packedImageUrl: string;
}) {
  return (
    <section className="bundle-shipments" aria-labelledby="bundle-shipments-heading">
      <h2 id="bundle-shipments-heading" className="bundle-shipments__heading">
        {bundleCopy.shipmentsHeading}
      </h2>
      <ol className="bundle-shipments__list">
        {slots.map(({ timing, box }, i) => (
          <li key={`${i}-${box.sku}`} className="bundle-shipment">
            <ShipmentCarousel box={box} packedImageUrl={packedImageUrl} />
            <div className="bundle-shipment__body">
              <p className="bundle-shipment__timing">
                {bundleCopy.shipmentHeading(i + 1)}: {timing}
              </p>
              <h3 className="bundle-shipment__name">
                <AppLink to={box.path}>{box.name}</AppLink>
              </h3>
              <p className="bundle-shipment__price">{formatMoney(usd(box.piecePrice))}</p>
              <Rating box={box} />
              <details className="bundle-accordion">
                <summary>{bundleCopy.details}</summary>
                <p>{box.details}</p>
              </details>
              <details className="bundle-accordion">
                <summary>{bundleCopy.ingredients}</summary>
                <p>{box.ingredients ?? bundleCopy.noIngredients}</p>
              </details>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
