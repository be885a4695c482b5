import { useId } from 'react';
import type { BlockOptions } from '../../../../core/content';
import { ContentLink, RichText } from '../content-html';
import { buttonClass } from './simple-blocks';

/**
 * A hero (shell-account §2 "hero alignment left, center, right (mobile: top, center, bottom)"): its title as a
 * heading, its text, its image and up to three buttons in their themes. `alignment` places the text on wide screens
 * (class content-hero--align-{left|center|right}), `mobileAlignment` on phones (content-hero--mobile-{top|center|
 * bottom}: the text over, on or under the image).
 */
export function HeroBlock({ options }: { readonly options: BlockOptions<'Hero'> }) {
  const id = useId();
  return (
    <section
      className={
        `content-hero content-hero--align-${options.alignment} content-hero--mobile-${options.mobileAlignment}` +
        (options.image ? ' content-hero--with-image' : '')
      }
      aria-labelledby={`${id}-title`}
    >
      {options.image && <img className="content-hero__img" src={options.image} alt={options.imageAlt} />}
      <div className="content-hero__copy">
        <h2 id={`${id}-title`} className="content-hero__title">
          {options.title}
        </h2>
        {options.html && <RichText html={options.html} className="content-hero__text" />}
        {options.buttons.length > 0 && (
          <p className="content-hero__buttons">
            {options.buttons.map((b, i) => (
              <ContentLink key={i} url={b.url} className={buttonClass(b.theme)}>
                {b.text}
              </ContentLink>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}
