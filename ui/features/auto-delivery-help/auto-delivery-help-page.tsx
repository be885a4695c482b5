import { AUTO_DELIVERY_PATHS } from '../../../core/subscriptions';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { AppLink } from '../../components/app-link';
import { autoDeliveryHelpCopy } from '../../copy/auto-delivery-copy';
import '../../styles/auto-delivery.css';

const t = autoDeliveryHelpCopy;

/**
 * The /auto-delivery help page (core-cart-checkout §2 "/auto-delivery | auto-delivery help"; catalogue-gifting §9
 * "default interval 6 weeks; choices in weeks 1, 2, 3, 4, 6, 8, 10, 12; default discount 5 percent"): how
 * Auto-Delivery works, and a link to Manage Auto-Delivery (the account page; a visitor signs in first). A content
 * page, server-rendered, its code loaded on demand (ui/app/pages.ts AutoDeliveryHelpRoute).
 */
export default function AutoDeliveryHelpPage() {
  usePageAnnouncement(t.title);
  return (
    <div className="container page auto-delivery-help">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ul className="auto-delivery-help__steps">
        {t.steps.map((step) => (
          <li key={step.heading}>
            <h2>{step.heading}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="auto-delivery-how">
        <h2 id="auto-delivery-how">{t.howHeading}</h2>
        <ol>
          {t.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <p>
        <AppLink to={AUTO_DELIVERY_PATHS.list} className="button button--primary">
          {t.manage}
        </AppLink>
      </p>
    </div>
  );
}
