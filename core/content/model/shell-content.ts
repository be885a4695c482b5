import { z } from 'zod';

/**
 * The fields of the shell's content models (spec: shell-account §2 Header, Top utility bar, Desktop mega menu,
 * Mobile menu; §3 Navigation data, Campaign item; §7 CMS content models), and the shell content a page is rendered
 * with (`ShellContent`, the page state's `shell`). Links are site paths or absolute addresses.
 */

const linkUrl = z
  .string()
  .min(1)
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/|mailto:|tel:)/);
const imageUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https:\/\/)/);

/** A menu link (shell-account §3 "Menu links also carry an emphasized flag"). */
export const menuLinkSchema = z.object({
  text: z.string().min(1).max(120),
  url: linkUrl,
  emphasized: z.boolean().default(false),
});
/** A group of links under a header (shell-account §3 linkGroups: headerText, headerUrl, links). */
export const linkGroupSchema = z.object({
  headerText: z.string().min(1).max(120),
  headerUrl: linkUrl.optional(),
  links: z.array(menuLinkSchema).max(40),
});
/** A promo zone entry (shell-account §2 "two promo image zones (top and bottom, each with image, text, url)"). */
export const promoZoneEntrySchema = z.object({ image: imageUrl, text: z.string().min(1).max(200), url: linkUrl });

/**
 * The 'mega-menu' model (shell-account §2 Desktop mega menu, §3 "Mega menu data: menuGroups with header text and url,
 * columns, promoZone with top and bottom entries"): each group is a category header (its `icon` and `color`: the
 * Gifts header's gift icon and orange) and its panel, columns of link groups and the promo zones.
 */
export const megaMenuDataSchema = z.object({
  menuGroups: z
    .array(
      z.object({
        headerText: z.string().min(1).max(60),
        headerUrl: linkUrl,
        icon: z.string().max(40).optional(),
        color: z.enum(['orange']).optional(),
        columns: z.array(z.array(linkGroupSchema).max(6)).max(5),
        promoZone: z.object({ top: promoZoneEntrySchema.optional(), bottom: promoZoneEntrySchema.optional() }),
      }),
    )
    .max(15),
});
/** The 'mega-menu' model's fields. */
export type MegaMenuData = z.infer<typeof megaMenuDataSchema>;

/**
 * The 'mobile-menu' model (shell-account §2 Mobile menu, §3 "Mobile menu: menuGroups with headerText, headerUrl,
 * linkGroups"; "accountLinks (icon, link text, url)"): a group with a `headerUrl` and no link groups is a plain link;
 * the others open a sub-menu of expandable groups.
 */
export const mobileMenuDataSchema = z.object({
  menuGroups: z
    .array(
      z.object({
        headerText: z.string().min(1).max(60),
        headerUrl: linkUrl.optional(),
        linkGroups: z.array(linkGroupSchema).max(12).default([]),
      }),
    )
    .max(20),
  accountLinks: z.array(z.object({ icon: z.string().max(40), text: z.string().min(1).max(60), url: linkUrl })).max(12),
});
/** The 'mobile-menu' model's fields. */
export type MobileMenuData = z.infer<typeof mobileMenuDataSchema>;

/** The 'global-campaign-carousel' model (shell-account §3 "Campaign item: promotionName, content (HTML)"). */
export const campaignCarouselDataSchema = z.object({
  items: z.array(z.object({ promotionName: z.string().min(1).max(120), content: z.string().max(2000) })).max(12),
});
/** The 'global-campaign-carousel' model's fields. */
export type CampaignCarouselData = z.infer<typeof campaignCarouselDataSchema>;

/** The 'promotional-messaging-bar' model: one message of rich text, optionally a link, in a theme. */
export const promotionalMessagingBarDataSchema = z.object({
  content: z.string().max(2000),
  url: linkUrl.optional(),
  theme: z.enum(['black', 'yellow']).default('black'),
});
/** The 'promotional-messaging-bar' model's fields. */
export type PromotionalMessagingBarData = z.infer<typeof promotionalMessagingBarDataSchema>;

/** The 'sitewide-banner' model: rich text over the whole site, optionally a link. */
export const sitewideBannerDataSchema = z.object({ content: z.string().max(2000), url: linkUrl.optional() });
/** The 'sitewide-banner' model's fields. */
export type SitewideBannerData = z.infer<typeof sitewideBannerDataSchema>;

/**
 * The 'secondary-nav' experiment (shell-account §2 "Default secondary navigation links (the server may supply its own
 * list instead)"; §3 CMS experiment: id, name, testVariationId, testVariationName).
 */
export const secondaryNavDataSchema = z.object({
  links: z.array(z.object({ text: z.string().min(1).max(60), url: linkUrl })).max(20),
});
/** The 'secondary-nav' model's fields. */
export type SecondaryNavData = z.infer<typeof secondaryNavDataSchema>;

/** A CMS experiment a page was served (shell-account §3 CMS experiment). */
export interface CmsExperiment {
  readonly id: string;
  readonly name: string;
  readonly testVariationId: string;
  readonly testVariationName: string;
}

/**
 * The shell content a page is rendered with (the page state's `shell`): each model's served entry's fields, absent
 * when none is served (the shell then shows its defaults) or the content service failed (shell-account §8 "CMS
 * content fetch failure: content cleared").
 */
export interface ShellContent {
  readonly sitewideBanner?: SitewideBannerData;
  readonly promotionalMessagingBar?: PromotionalMessagingBarData;
  readonly campaignCarousel?: CampaignCarouselData;
  readonly megaMenu?: MegaMenuData;
  readonly mobileMenu?: MobileMenuData;
  readonly secondaryNav?: SecondaryNavData & { readonly experiment?: CmsExperiment };
}

/**
 * ShellContent as a wire shape (GET /api/shell-content's `data`): each model's fields by its schema, the secondary
 * navigation with the experiment it was served.
 */
export const shellContentSchema = z.object({
  sitewideBanner: sitewideBannerDataSchema.optional(),
  promotionalMessagingBar: promotionalMessagingBarDataSchema.optional(),
  campaignCarousel: campaignCarouselDataSchema.optional(),
  megaMenu: megaMenuDataSchema.optional(),
  mobileMenu: mobileMenuDataSchema.optional(),
  secondaryNav: secondaryNavDataSchema
    .extend({
      experiment: z
        .object({ id: z.string(), name: z.string(), testVariationId: z.string(), testVariationName: z.string() })
        .optional(),
    })
    .optional(),
});
