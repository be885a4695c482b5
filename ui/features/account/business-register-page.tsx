import { Link } from 'react-router';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { accountCopy } from '../../copy/account-copy';
import '../../styles/account.css';

/**
 * /business/register (spec: shell-account §2 links "after creating a business account"; §4 Sign-in flow 3): where a
 * new business account goes outside checkout. Business registration is not built yet; the page says so.
 */
export function BusinessRegisterPage() {
  const t = accountCopy.pages;
  usePageAnnouncement(t.businessTitle);
  return (
    <section className="sign-in-page">
      <h1>{t.businessTitle}</h1>
      <p>{t.businessText}</p>
      <Link to="/" className="button button--primary">
        {t.businessContinue}
      </Link>
    </section>
  );
}
