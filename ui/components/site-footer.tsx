import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { GATED_PATHS, GatedLink } from '../features/account/gated-link';
import { useSession } from '../features/account/use-session';
import { useStores } from '../app/stores-context';
import { copy, footerLinks, legalLinks, socialLinks, type NavLink } from '../copy';
import { Logo } from './logo';
import { NewsletterForm } from '../features/offer/newsletter-form';
import '../features/offer/newsletter.css';

/**
 * A footer link group; Account, Refer and Easy Reorder are gated links (shell-account §4), and Refer hides when the
 * disableReferral flag is on (shell-account §2 Footer).
 */
const LinkGroup = observer(function LinkGroup({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  const session = useSession();
  const shown = links.filter((l) => l.path !== '/refer' || session.referralShown);
  return (
    <div className="footer-group">
      <h2 className="footer-group__heading">{heading}</h2>
      <ul>
        {shown.map((l) => (
          <li key={l.path}>
            {GATED_PATHS.has(l.path) ? (
              <GatedLink to={l.path}>{l.label}</GatedLink>
            ) : (
              <Link to={l.path} reloadDocument={l.path.endsWith('.html')}>
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});

/** The newsletter signup (shell-account §2 Footer), prefilled with a signed-in customer's e-mail and name (§6). */
const FooterNewsletter = observer(function FooterNewsletter() {
  const session = useSession();
  const email = session.signedIn ? session.email : null;
  return (
    <div className="footer-newsletter">
      <NewsletterForm key={email ?? ''} customer={email ? { email, firstName: session.firstName } : undefined} />
    </div>
  );
});

const SOCIAL_ICONS: Readonly<Record<(typeof socialLinks)[number]['network'], string>> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z' +
    'm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  LinkedIn:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.8c.6-1 2-2 4-2 3.5 0 4 2.3 4 5.3V21h-4' +
    'v-5.9c0-1.4 0-3.1-2-3.1s-2 1.5-2 3V21h-4z',
};

/**
 * The store footer (core-cart-checkout §2 Footer links; shell-account §2 Footer): the feedback prompt and
 * promise, every footer link, the newsletter signup (NewsletterForm), legal links, social links, the copyright line
 * with the current year (from the clock port; a browser whose clock is in another year keeps the server's year when it
 * hydrates) and the secure-site badge.
 */
export function SiteFooter() {
  const { services } = useStores();
  const year = new Date(services.clock.nowMs()).getUTCFullYear();
  const f = copy.footer;
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="footer-brand">
          <Logo />
          <h2 className="footer-brand__promise">{f.promise}</h2>
          <p>{f.promiseText}</p>
          <p className="footer-brand__feedback">{f.feedbackPrompt}</p>
          <Link to="/contact" className="button button--ghost-light">
            {f.giveFeedback}
          </Link>
        </div>
        <nav className="footer-links" aria-label={f.linksNav}>
          <LinkGroup heading={f.accountHeading} links={footerLinks.account} />
          <LinkGroup heading={f.helpHeading} links={footerLinks.help} />
          <LinkGroup heading={f.companyHeading} links={footerLinks.company} />
        </nav>
        <FooterNewsletter />
      </div>
      <div className="container site-footer__bottom">
        <ul className="social-links" aria-label={f.socialNav}>
          {socialLinks.map((s) => (
            <li key={s.path}>
              <a href={s.path} aria-label={s.label} rel="noopener noreferrer" target="_blank">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={SOCIAL_ICONS[s.network]} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
        <nav aria-label={f.legalNav}>
          <ul className="legal-links">
            {legalLinks.map((l) => (
              <li key={l.path}>
                <Link to={l.path}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__meta">
          <p className="secure-badge">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5z" fill="currentColor" />
              <path d="m8.5 12 2.5 2.5 4.5-5" stroke="#fff" strokeWidth="2" fill="none" />
            </svg>
            {f.secureSite}
          </p>
          <p className="copyright" suppressHydrationWarning>
            {f.copyright(year)}
          </p>
        </div>
      </div>
    </footer>
  );
}
