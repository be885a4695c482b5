import type { ReactNode } from 'react';
import { blockOf, type ContentBlock, type ReadBlock } from '../../../core/content';
import { CarouselBlock } from './blocks/carousel';
import { FaqAccordionBlock } from './blocks/faq-accordion';
import { HeroBlock } from './blocks/hero';
import { LeadFormBlock } from './blocks/lead-form';
import { ModalButtonBlock } from './blocks/modal-button';
import { MobileSearchBarBlock, SearchFooterBlock } from './blocks/search-blocks';
import { ShoppableIngredientsBlock } from './blocks/shoppable-ingredients';
import { BannerBlock, ButtonBlock, CardGridBlock, ImageBlock, MarqueeBlock, TextBlock } from './blocks/simple-blocks';
import './content.css';

/** The component of a read block (core/content BLOCK_OPTION_SCHEMAS), one per block name. */
function renderBlock(block: ReadBlock): ReactNode {
  switch (block.name) {
    case 'Text':
      return <TextBlock options={block.options} />;
    case 'Image':
      return <ImageBlock options={block.options} />;
    case 'Banner':
      return <BannerBlock options={block.options} />;
    case 'Hero':
      return <HeroBlock options={block.options} />;
    case 'FAQ Accordion':
      return <FaqAccordionBlock options={block.options} />;
    case 'Carousel':
      return <CarouselBlock options={block.options} />;
    case 'Card Grid':
      return <CardGridBlock options={block.options} />;
    case 'Marquee':
      return <MarqueeBlock options={block.options} />;
    case 'Search Footer':
      return <SearchFooterBlock options={block.options} />;
    case 'Mobile Search Bar':
      return <MobileSearchBarBlock />;
    case 'Lead Form':
      return <LeadFormBlock options={block.options} />;
    case 'Shoppable Ingredients':
      return <ShoppableIngredientsBlock options={block.options} />;
    case 'Modal Button':
      return <ModalButtonBlock options={block.options} />;
    case 'Button':
      return <ButtonBlock options={block.options} />;
  }
}

/**
 * A page's blocks (spec: shell-account §2 Page content blocks; core/content blocks.ts), in order: each block whose
 * component and options `blockOf` accepts as its component, then its `children` inside it (recursively); a plain
 * container (no component) renders its children; a block `blockOf` rejects (unknown component, options that do not
 * fit) is skipped with its children, never rendered half.
 */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        const read = block.component ? blockOf(block) : undefined;
        if (block.component && !read) return null;
        const children = block.children?.length ? <ContentBlocks blocks={block.children} /> : null;
        return (
          <div key={block.id} className={`content-block${read ? ` content-block--${slug(read.name)}` : ''}`}>
            {read && renderBlock(read)}
            {children}
          </div>
        );
      })}
    </>
  );
}

/** A block name as a class name part ('FAQ Accordion' → 'faq-accordion'). */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
