import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { promotionClicked } from '../../../core/analytics';
import { useStores } from '../../app/stores-context';
import { headerCopy } from '../../copy/header-nav-copy';
import { CampaignCarousel, type Slide } from './campaign-carousel';

/** Rich text of the content service (sanitised by the server), as a link when the entry has one. */
function RichText({ html, url }: { html: string; url: string | undefined }) {
  const text = <span dangerouslySetInnerHTML={{ __html: html }} />;
  return url ? <Link to={url}>{text}</Link> : text;
}

/**
 * The sitewide banner and the promotional messaging bar above the header (shell-account §2 Header "Promotional
 * messaging bar"; §7 models sitewide-banner, promotional-messaging-bar), from the page state's shell content; nothing
 * when none is served.
 */
export const ShellBanners = observer(function ShellBanners() {
  const { shell } = useStores();
  const banner = shell?.sitewideBanner;
  const bar = shell?.promotionalMessagingBar;
  return (
    <>
      {banner && (
        <div className="sitewide-banner">
          <RichText html={banner.content} url={banner.url} />
        </div>
      )}
      {bar && (
        <div className={`messaging-bar messaging-bar--${bar.theme}`}>
          <RichText html={bar.content} url={bar.url} />
        </div>
      )}
    </>
  );
});

/** The utility bar's theme (shell-account §2 "Themes: black and yellow"): the messaging bar's, else black. */
export function useUtilityTheme(): 'black' | 'yellow' {
  return useStores().shell?.promotionalMessagingBar?.theme ?? 'black';
}

/**
 * The utility bar's campaign carousel (shell-account §4 Carousel): the default content (headerCopy.defaultCampaign)
 * then the served campaign items. A campaign link click sends 'Promotion Clicked' from the 'Global Campaign Carousel'
 * (core/analytics promotionClicked); an invalid one is reported and sends nothing (§8).
 */
export const UtilityCarousel = observer(function UtilityCarousel() {
  const { shell, analytics } = useStores();
  const items = shell?.campaignCarousel?.items ?? [];
  const slides: Slide[] = [
    { kind: 'default', content: headerCopy.defaultCampaign },
    ...items.map((i) => ({ kind: 'campaign' as const, promotionName: i.promotionName, html: i.content })),
  ];
  const onCampaignClick = (name: string) => {
    const click = promotionClicked(name, 'Global Campaign Carousel');
    if ('event' in click) analytics.track(click.event);
    else console.error(click.error);
  };
  return <CampaignCarousel slides={slides} onCampaignClick={onCampaignClick} />;
});
