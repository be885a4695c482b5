import { MARQUEE_REPEAT, type BlockOptions } from '../../../../core/content';
import { ContentLink, RichText } from '../content-html';

/** Builder's Text block: sanitised rich text (shell-account §2 Page content blocks). */
export function TextBlock({ options }: { readonly options: BlockOptions<'Text'> }) {
  return <RichText html={options.text} className="content-text" />;
}

/** Builder's Image block: the image, linked when it has a `url`; `altText` '' marks it decorative. */
export function ImageBlock({ options }: { readonly options: BlockOptions<'Image'> }) {
  const img = <img className="content-image__img" src={options.image} alt={options.altText} loading="lazy" />;
  return (
    <figure className="content-image">{options.url ? <ContentLink url={options.url}>{img}</ContentLink> : img}</figure>
  );
}

/** A strip of rich text in a button theme (green, gray, red, white), a link when it has a `url`. */
export function BannerBlock({ options }: { readonly options: BlockOptions<'Banner'> }) {
  const text = <RichText html={options.html} className="content-banner__text" />;
  return (
    <div className={`content-banner content-theme--${options.theme}`}>
      {options.url ? (
        <ContentLink url={options.url} className="content-banner__link">
          {text}
        </ContentLink>
      ) : (
        text
      )}
    </div>
  );
}

/** The class of a link styled as a button of `theme` (shell-account §2 "button themes green, gray, red, white"). */
export function buttonClass(theme: BlockOptions<'Button'>['theme']): string {
  return `content-button content-theme--${theme}`;
}

/** A link styled as a button in its theme. */
export function ButtonBlock({ options }: { readonly options: BlockOptions<'Button'> }) {
  return (
    <p className="content-button-row">
      <ContentLink url={options.url} className={buttonClass(options.theme)}>
        {options.text}
      </ContentLink>
    </p>
  );
}

/**
 * A scrolling strip (shell-account §9 "Marquee repeats content 10 times"): the text MARQUEE_REPEAT times; only the
 * first copy is read by screen readers and reached by keyboard, the others are aria-hidden (the scroll stops under
 * prefers-reduced-motion).
 */
export function MarqueeBlock({ options }: { readonly options: BlockOptions<'Marquee'> }) {
  const copies = Array.from({ length: MARQUEE_REPEAT }, (_, i) => i);
  return (
    <div className="content-marquee">
      <div className="content-marquee__track">
        {copies.map((i) =>
          options.url ? (
            <a
              key={i}
              href={options.url}
              className="content-marquee__item"
              aria-hidden={i > 0 || undefined}
              tabIndex={i > 0 ? -1 : undefined}
            >
              {options.text}
            </a>
          ) : (
            <span key={i} className="content-marquee__item" aria-hidden={i > 0 || undefined}>
              {options.text}
            </span>
          ),
        )}
      </div>
    </div>
  );
}

/** Cards in a grid of 2, 3 or 4 columns on wide screens (one on phones): image, title (a link with `url`), text. */
export function CardGridBlock({ options }: { readonly options: BlockOptions<'Card Grid'> }) {
  return (
    <section className="content-card-grid">
      {options.title && <h2 className="content-block__title">{options.title}</h2>}
      <ul className={`content-card-grid__list content-card-grid--cols-${options.columns}`}>
        {options.cards.map((card, i) => (
          <li key={i} className="content-card">
            {card.image && <img className="content-card__img" src={card.image} alt={card.imageAlt} loading="lazy" />}
            <h3 className="content-card__title">
              {card.url ? <ContentLink url={card.url}>{card.title}</ContentLink> : card.title}
            </h3>
            {card.html && <RichText html={card.html} className="content-card__text" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
