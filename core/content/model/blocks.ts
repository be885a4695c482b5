import { z } from 'zod';

/**
 * The blocks content editors place on pages (spec: shell-account §2 Page content blocks: "banner, hero, FAQ
 * accordion, carousel, card grid, marquee (content repeated 10 times), search footer, mobile search bar, lead form,
 * shoppable ingredients, a button opening a modal. Builder enums: button themes green, gray, red, white; hero
 * alignment left, center, right (mobile: top, center, bottom)"), in Builder's element form: a page entry's
 * `data.blocks` is a list of `ContentBlock`s, each naming its component and that component's options. Rich text
 * (`html` fields) is sanitised where it is rendered.
 */

/** Button themes (shell-account §2 "button themes green, gray, red, white"). */
export const BUTTON_THEMES = ['green', 'gray', 'red', 'white'] as const;
/** Hero alignments on wide screens and on phones (shell-account §2). */
export const HERO_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const HERO_MOBILE_ALIGNMENTS = ['top', 'center', 'bottom'] as const;

/** How many times a marquee repeats its content (shell-account §9 "Marquee repeats content 10 times"). */
export const MARQUEE_REPEAT = 10;
/** The carousel block's autoplay interval in ms (shell-account §9 "Carousel (content block) autoplay 2000 ms"). */
export const CONTENT_CAROUSEL_AUTOPLAY_MS = 2000;

/** A site path ('/help') or an absolute http(s), mailto: or tel: address; never javascript:. */
const linkUrl = z
  .string()
  .max(2000)
  .refine(
    (u) => /^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/i.test(u) || u === '/',
    'a path or an http(s), mailto: or tel: address',
  );
/** An image address: a site path or https. */
const imageUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https:\/\/)/);
const buttonSchema = z.object({
  text: z.string().min(1).max(80),
  url: linkUrl,
  theme: z.enum(BUTTON_THEMES).default('green'),
});

/** Each component's options, by the component's name as editors see it. */
export const BLOCK_OPTION_SCHEMAS = {
  /** Rich text (Builder's built-in Text block). */
  Text: z.object({ text: z.string().max(100_000) }),
  /** An image (Builder's built-in Image block); `altText` '' marks it decorative. */
  Image: z.object({ image: imageUrl, altText: z.string().max(300), url: linkUrl.optional() }),
  /** A strip of rich text, optionally a link. */
  Banner: z.object({
    html: z.string().max(5000),
    url: linkUrl.optional(),
    theme: z.enum(BUTTON_THEMES).default('green'),
  }),
  /** A hero: title, text, image and buttons, aligned. */
  Hero: z.object({
    title: z.string().min(1).max(200),
    html: z.string().max(5000).optional(),
    image: imageUrl.optional(),
    imageAlt: z.string().max(300).default(''),
    alignment: z.enum(HERO_ALIGNMENTS).default('left'),
    mobileAlignment: z.enum(HERO_MOBILE_ALIGNMENTS).default('top'),
    buttons: z.array(buttonSchema).max(3).default([]),
  }),
  /** Questions with their answers, each opening on its own. */
  'FAQ Accordion': z.object({
    title: z.string().max(200).optional(),
    items: z
      .array(z.object({ question: z.string().min(1).max(500), answer: z.string().max(20_000) }))
      .min(1)
      .max(100),
  }),
  /** Slides that advance every CONTENT_CAROUSEL_AUTOPLAY_MS when `autoplay`. */
  Carousel: z.object({
    label: z.string().min(1).max(200),
    autoplay: z.boolean().default(true),
    slides: z
      .array(
        z.object({
          image: imageUrl.optional(),
          imageAlt: z.string().max(300).default(''),
          title: z.string().max(200).optional(),
          html: z.string().max(5000).optional(),
          url: linkUrl.optional(),
        }),
      )
      .min(1)
      .max(20),
  }),
  /** Cards in a grid of 2 to 4 columns. */
  'Card Grid': z.object({
    title: z.string().max(200).optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    cards: z
      .array(
        z.object({
          title: z.string().min(1).max(200),
          html: z.string().max(5000).optional(),
          image: imageUrl.optional(),
          imageAlt: z.string().max(300).default(''),
          url: linkUrl.optional(),
        }),
      )
      .min(1)
      .max(48),
  }),
  /** A scrolling strip: `text` repeated MARQUEE_REPEAT times. */
  Marquee: z.object({ text: z.string().min(1).max(300), url: linkUrl.optional() }),
  /** A search form at a page's foot ('Search for a product'). */
  'Search Footer': z.object({ title: z.string().max(200).optional() }),
  /** The search bar on phones, placed in content. */
  'Mobile Search Bar': z.object({}),
  /**
   * A form sent to POST /api/lead-forms (shell-account §3 Lead form: gladlyEmail, hubspotFormId or formId, fileUrl,
   * fileName, payload; §5 validators email, phone, required).
   */
  'Lead Form': z.object({
    title: z.string().max(200).optional(),
    gladlyEmail: z.string().email().optional(),
    hubspotFormId: z.string().max(100).optional(),
    formId: z.string().max(100).optional(),
    fileUrl: linkUrl.optional(),
    fileName: z.string().max(200).optional(),
    submitText: z.string().min(1).max(80).default('Submit'),
    fields: z
      .array(
        z.object({
          name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
          label: z.string().min(1).max(200),
          type: z.enum(['text', 'email', 'tel', 'textarea']).default('text'),
          required: z.boolean().default(false),
          autocomplete: z.string().max(50).optional(),
        }),
      )
      .min(1)
      .max(20),
  }),
  /** Products to buy from a page: their keys, shown as product cards with Add to Cart. */
  'Shoppable Ingredients': z.object({
    title: z.string().max(200).optional(),
    productKeys: z.array(z.string().min(1).max(100)).min(1).max(24),
  }),
  /** A button opening a modal of rich text (shell-account §4: Cancel and Save by default, Escape closes). */
  'Modal Button': z.object({
    text: z.string().min(1).max(80),
    theme: z.enum(BUTTON_THEMES).default('green'),
    modalTitle: z.string().min(1).max(200),
    html: z.string().max(20_000),
  }),
  /** A link styled as a button. */
  Button: buttonSchema,
} as const;

/** A component name of BLOCK_OPTION_SCHEMAS. */
export type BlockName = keyof typeof BLOCK_OPTION_SCHEMAS;

/** The options of the component `N`, after defaults. */
export type BlockOptions<N extends BlockName> = z.infer<(typeof BLOCK_OPTION_SCHEMAS)[N]>;

/**
 * A block as Builder stores it: `{ '@type': '@builder.io/sdk:Element', id, component: { name, options }, children }`.
 * `component` is absent on a plain container; `children` are blocks inside it. Options are checked when the block is
 * read (blockOf); a block that fails is not rendered.
 */
export interface ContentBlock {
  readonly '@type': '@builder.io/sdk:Element';
  readonly id: string;
  readonly component?: { readonly name: string; readonly options: Readonly<Record<string, unknown>> };
  readonly children?: readonly ContentBlock[];
}

/** The zod schema of ContentBlock (options unchecked here; blockOf checks them by name). */
export const contentBlockSchema: z.ZodType<ContentBlock> = z.lazy(() =>
  z.object({
    '@type': z.literal('@builder.io/sdk:Element'),
    id: z.string().min(1).max(100),
    component: z.object({ name: z.string().min(1).max(100), options: z.record(z.string(), z.unknown()) }).optional(),
    children: z.array(contentBlockSchema).max(200).optional(),
  }),
);

/** A block read: its component's name and checked options. */
export type ReadBlock = {
  readonly [N in BlockName]: { readonly name: N; readonly options: BlockOptions<N> };
}[BlockName];

/**
 * The component and checked options of `block`, or undefined when the block names no known component or its options
 * do not fit that component's schema (a block an editor broke is skipped, never rendered half).
 */
export function blockOf(block: ContentBlock): ReadBlock | undefined {
  const name = block.component?.name;
  if (!name || !Object.hasOwn(BLOCK_OPTION_SCHEMAS, name)) return undefined;
  const parsed = BLOCK_OPTION_SCHEMAS[name as BlockName].safeParse(block.component?.options ?? {});
  return parsed.success ? ({ name, options: parsed.data } as ReadBlock) : undefined;
}

/**
 * A page entry's fields (model 'page'): `title` (the document title and h1), `url` (its path, also its targeting
 * condition urlPath is …), `description` (meta description), `blocks`.
 */
export const pageDataSchema = z.object({
  title: z.string().min(1).max(200),
  url: z.string().regex(/^\/[^\s?#]*$/),
  description: z.string().max(500).default(''),
  blocks: z.array(contentBlockSchema).max(200).default([]),
});

/** A page entry's fields (pageDataSchema). */
export type PageData = z.infer<typeof pageDataSchema>;
