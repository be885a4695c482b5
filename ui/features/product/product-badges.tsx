import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { NutrientClaimId, Product } from '../../../core/catalogue';
import { certificationsOf, highlightsOf, merchandisingBadges, type TagBadge } from '../../../core/catalogue';
import { productCopy } from './product-copy';

function BadgeLabel({ badge }: { badge: TagBadge }) {
  return badge.href ? <Link to={badge.href}>{badge.label}</Link> : <>{badge.label}</>;
}

/** Merchandising badges above the title: Seasonal, Ships Free, Best Seller, Sale (catalogue-gifting §9). */
export function MerchandisingBadges({ tags, onSale }: { tags: readonly string[]; onSale: boolean }) {
  const badges = merchandisingBadges(tags, onSale);
  if (badges.length === 0) return null;
  return (
    <ul className="merch-badges">
      {badges.map((b) => (
        <li key={b} className={`badge ${b === 'Sale' ? 'badge--sale' : 'badge--merch'}`}>
          {b}
        </li>
      ))}
    </ul>
  );
}

/**
 * Highlights (max 4: feature tags first, padded with the nutrient content claims the food meets) and certification
 * badges (max 4), with kosher and gluten-free linking to /kosher/ and /gluten-free (catalogue-gifting §2, §5 Badge
 * rules, §9). A claim explains itself on hover and keyboard focus with its tooltip from the server (`tooltips`,
 * core/catalogue `claimTooltipsOf`; ClaimHighlight); under the highlights, the statements its claims must carry
 * (the product's `claimDisclosures`, 21 CFR 101.13(h), 101.54(d), 101.62) when a claim is shown.
 */
export function ProductBadges({
  product,
  tooltips,
}: {
  product: Pick<Product, 'tags' | 'nutrientClaims' | 'claimDisclosures'>;
  tooltips: Readonly<Partial<Record<NutrientClaimId, string>>> | undefined;
}) {
  const { tags, nutrientClaims: claims, claimDisclosures: disclosures } = product;
  const highlights = highlightsOf(tags, claims);
  const certifications = certificationsOf(tags);
  if (highlights.length === 0 && certifications.length === 0) return null;
  const claimShown = highlights.some((h) => h.kind === 'claim');
  return (
    <div className="product-badges">
      {highlights.length > 0 && (
        <ul className="highlights" aria-label={productCopy.highlights}>
          {highlights.map((h) => (
            <li key={h.kind === 'tag' ? h.badge.tag : h.claim} className="highlight">
              {h.kind === 'tag' ? (
                <BadgeLabel badge={h.badge} />
              ) : (
                <ClaimHighlight label={h.label} tooltip={tooltips?.[h.claim]} />
              )}
            </li>
          ))}
        </ul>
      )}
      {claimShown && disclosures && disclosures.length > 0 && (
        <p className="claim-disclosures">{disclosures.join(' ')}</p>
      )}
      {certifications.length > 0 && (
        <ul className="certifications" aria-label={productCopy.certifications}>
          {certifications.map((c) => (
            <li key={c.tag} className="certification">
              <BadgeLabel badge={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A nutrient content claim's highlight: the label, focusable, described by its tooltip, which says what the claim
 * means per the product's reference amount, after the 101.13(e)(2) statement when the claim takes one ("Dates, a fat
 * free food: …"). The tooltip is in the server's markup, shown by CSS while the claim is hovered or focused (Escape
 * hides it until the pointer or focus leaves); screen readers read it as the label's description. Without a tooltip
 * (no reference amount) the label stands alone.
 */
function ClaimHighlight({ label, tooltip }: { label: string; tooltip: string | undefined }) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  if (!tooltip) return <>{label}</>;
  const shown = () => setDismissed(false);
  return (
    <span className={`claim${dismissed ? ' is-dismissed' : ''}`} onMouseLeave={shown} onBlur={shown}>
      <span
        className="claim__label"
        tabIndex={0}
        aria-describedby={tooltipId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
      >
        {label}
      </span>
      <span className="claim__tooltip" role="tooltip" id={tooltipId}>
        {tooltip}
      </span>
    </span>
  );
}
