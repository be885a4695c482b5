import { Link } from 'react-router';
import type { NutrientClaimId } from '../../../core/catalogue';
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
 * Highlights (max 4: feature tags first, padded with nutrients) and certification badges (max 4), with
 * kosher and gluten-free linking to /kosher/ and /gluten-free (catalogue-gifting §2, §5 Badge rules, §9).
 */
export function ProductBadges({
  tags,
  claims,
}: {
  tags: readonly string[];
  claims: readonly NutrientClaimId[] | undefined;
}) {
  const highlights = highlightsOf(tags, claims);
  const certifications = certificationsOf(tags);
  if (highlights.length === 0 && certifications.length === 0) return null;
  return (
    <div className="product-badges">
      {highlights.length > 0 && (
        <ul className="highlights" aria-label={productCopy.highlights}>
          {highlights.map((h) => (
            <li key={h.kind === 'tag' ? h.badge.tag : h.label} className="highlight">
              {h.kind === 'tag' ? <BadgeLabel badge={h.badge} /> : h.label}
            </li>
          ))}
        </ul>
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
