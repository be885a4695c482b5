import type { AnalyticsEvent } from './events';

/**
 * The shell's analytics events (spec: shell-account §4 Analytics and targeting behaviour "Events: menu opens and link
 * clicks, promotions, … promotion clicked, experiment viewed"; "The campaign click event accepts only the page
 * sections Floating Sticky CTA, Global Campaign Carousel and Hero Banner; otherwise an error is reported and no event
 * sent"; §8 "Invalid carousel click text or page section: logged or reported; no event").
 */

/** The page sections a campaign click may come from (shell-account §4). */
export const CAMPAIGN_PAGE_SECTIONS = ['Floating Sticky CTA', 'Global Campaign Carousel', 'Hero Banner'] as const;

/** One of CAMPAIGN_PAGE_SECTIONS. */
export type CampaignPageSection = (typeof CAMPAIGN_PAGE_SECTIONS)[number];

/** Which menu a navigation event comes from. */
export type ShellMenu = 'Mega Menu' | 'Mobile Menu' | 'Secondary Navigation' | 'Utility Bar';

/** 'Menu Opened': a mega menu panel or the mobile menu (or one of its sub-menus) opened, named by its header. */
export function menuOpened(menu: ShellMenu, header: string): AnalyticsEvent {
  return { event: 'Menu Opened', properties: { menu, header } };
}

/** 'Navigation Clicked': a menu link followed (`text`, `url` as shown). */
export function navigationClicked(menu: ShellMenu, text: string, url: string): AnalyticsEvent {
  return { event: 'Navigation Clicked', properties: { menu, text, url } };
}

/**
 * 'Promotion Clicked' for a campaign click (shell-account §4), its page section as the e-commerce spec's promotion
 * `position` (not `page_section`, which names product lists: PAGE_SECTIONS), or the reason not to send it:
 * `{ error }` with 'Invalid campaign click page section: {section}' for a section outside CAMPAIGN_PAGE_SECTIONS,
 * 'Invalid campaign click text' for an empty promotion name (§8).
 */
export function promotionClicked(
  promotionName: string,
  pageSection: string,
): { readonly event: AnalyticsEvent } | { readonly error: string } {
  if (!(CAMPAIGN_PAGE_SECTIONS as readonly string[]).includes(pageSection))
    return { error: `Invalid campaign click page section: ${pageSection}` };
  if (promotionName.trim() === '') return { error: 'Invalid campaign click text' };
  return {
    event: { event: 'Promotion Clicked', properties: { name: promotionName, position: pageSection } },
  };
}

/** 'Experiment Viewed' for a CMS experiment the page was served (shell-account §3 CMS experiment). */
export function experimentViewed(experiment: {
  readonly id: string;
  readonly name: string;
  readonly testVariationId: string;
  readonly testVariationName: string;
}): AnalyticsEvent {
  return {
    event: 'Experiment Viewed',
    properties: {
      experiment_id: experiment.id,
      experiment_name: experiment.name,
      variation_id: experiment.testVariationId,
      variation_name: experiment.testVariationName,
    },
  };
}
