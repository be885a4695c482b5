import { AppLink } from '../../components/app-link';
import type { Category } from '../../../core/catalogue';
import type { ProductCard } from '../../../core/catalogue';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { categoryLinks, copy } from '../../copy';
import { ProductGrid } from '../category/product-card';

/** Tile colours by category path, so each tile has its own warm tone. */
const TILE_TONES: Readonly<Record<string, string>> = {
  '/nuts': '#c98a46',
  '/driedfruit': '#c0563b',
  '/chocolatessweets': '#6b3f2a',
  '/snacks': '#d9a441',
  '/coffeesteas': '#4a3426',
  '/cookingbaking': '#8a6d3b',
  '/baking': '#b8865b',
  '/powders': '#5f7d3a',
  '/gifts': '#d86a2b',
};

/** The home page: hero band, category tiles and featured products (from resolvePath('/') HomePage props). */
export function HomePage({
  categories,
  featured,
}: {
  categories: readonly Category[];
  featured: readonly ProductCard[];
}) {
  usePageAnnouncement(copy.pages.home, '');
  const h = copy.home;
  const tiles =
    categories.length > 0
      ? categories.filter((c) => c.parentKey === undefined).map((c) => ({ label: c.name, path: c.path }))
      : categoryLinks;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 id="hero-title">{h.heroTitle}</h1>
            <p>{h.heroText}</p>
            <AppLink to="/nuts" className="button button--accent button--large">
              {h.heroCta}
            </AppLink>
          </div>
          <div className="hero__art" aria-hidden="true">
            {['#c98a46', '#7a4b22', '#d9a441', '#b07840', '#8f5a2c'].map((c, i) => (
              <span key={c} className={`hero__nut hero__nut--${i}`} style={{ background: c }} />
            ))}
          </div>
        </div>
      </section>
      <section className="container section" aria-labelledby="categories-title">
        <h2 id="categories-title" className="section__title">
          {h.categoriesTitle}
        </h2>
        <ul className="category-tiles">
          {tiles.map((t) => (
            <li key={t.path}>
              <AppLink
                to={t.path}
                className="category-tile"
                style={{ ['--tile' as string]: TILE_TONES[t.path] ?? '#8a6d3b' }}
              >
                <span>{t.label}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      {featured.length > 0 && (
        <section className="container section" aria-labelledby="featured-title">
          <h2 id="featured-title" className="section__title">
            {h.featuredTitle}
          </h2>
          <ProductGrid cards={featured} list={{ id: 'home:featured', section: 'Featured Products' }} />
        </section>
      )}
    </div>
  );
}
