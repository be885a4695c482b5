import { useStores } from '../app/stores-context';
import { copy, legalLinks } from '../copy';
import { Logo } from './logo';

/**
 * The simplified header of focused pages (checkout, receipt): logo, hidden 'Skip to main content' and
 * accessibility-policy links, and the 'Need help?' phone (shell-account §2 Footer, simplified header).
 */
export function FocusedHeader({ badge }: { badge?: string }) {
  return (
    <header className="focused-header">
      <a href="#main" className="skip-link">
        {copy.skipToMain}
      </a>
      <a href="/accessibility.html" className="skip-link">
        {copy.accessibilityPolicy}
      </a>
      <div className="container focused-header__bar">
        <Logo />
        {badge && <span className="focused-header__badge">{badge}</span>}
        <p className="need-help">
          <span>{copy.needHelp}</span> <a href={`tel:${copy.helpPhone.replace(/[^\d+]/g, '')}`}>{copy.helpPhone}</a>
        </p>
      </div>
    </header>
  );
}

/**
 * The simplified footer of focused pages: legal links, copyright line (the year from the clock port; a browser
 * whose clock is in another year keeps the server's year when it hydrates) and secure-site badge.
 */
export function FocusedFooter() {
  const { services } = useStores();
  const year = new Date(services.clock.nowMs()).getUTCFullYear();
  return (
    <footer className="focused-footer">
      <div className="container">
        <p className="secure-badge">{copy.footer.secureSite}</p>
        <nav aria-label={copy.footer.legalNav}>
          <ul className="legal-links">
            {legalLinks.map((l) => (
              <li key={l.path}>
                <a href={l.path}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="copyright" suppressHydrationWarning>
          {copy.footer.copyright(year)}
        </p>
      </div>
    </footer>
  );
}
