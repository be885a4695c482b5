import type { Price } from '../../core/cart';
import type { Category, Product, Variant } from '../../core/catalogue';
import { usd, type Money } from '../../core/shared';
import { seededCatalogue } from '../../adapters/embedded/search/testing/catalogues';

/**
 * A deterministic synthetic catalogue for the search benchmark: the seeded catalogue's products
 * (fixtures/catalog/catalog.json via catalogToDomain) cloned with new keys, SKUs and names, and prices,
 * stock and tags jittered by a seeded PRNG, so that the same seed always yields the same catalogue.
 * Names get an adjective and an origin ('Smoky Californian Raw Almonds') so that text search meets a
 * realistically larger vocabulary and realistic repeated words rather than 50,000 identical names.
 */

/** A seeded 32-bit PRNG (mulberry32): returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Smoky', 'Organic', 'Premium', 'Toasted', 'Honey', 'Spicy', 'Classic', 'Crunchy', 'Golden', 'Wild', 'Rustic', 'Sweet',
  'Savory', 'Artisan', 'Heritage', 'Zesty', 'Mellow', 'Bold', 'Tangy', 'Velvet', 'Sunny', 'Hearty', 'Harvest', 'Royal',
  'Fancy', 'Jumbo', 'Petite', 'Select', 'Gourmet', 'Farmhouse', 'Maple', 'Cinnamon', 'Sea Salt', 'Chili Lime', 'Garlic Herb',
];
const ORIGINS = [
  'Californian', 'Turkish', 'Spanish', 'Italian', 'Greek', 'Persian', 'Mexican', 'Peruvian', 'Brazilian', 'Vietnamese',
  'Indian', 'Moroccan', 'Georgian', 'Chilean', 'Australian', 'Hawaiian', 'Sicilian', 'Provencal', 'Kenyan', 'Colombian',
  'Oregon', 'Texan', 'Carolina', 'Vermont', 'Andean', 'Alpine', 'Nordic', 'Tuscan', 'Balkan', 'Levantine',
];
const EXTRA_TAGS = ['bestseller', 'new', 'seasonal', 'gluten-free', 'kosher', 'organic', 'raw', 'roasted', 'salted', 'unsalted'];

const kebab = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** The source catalogue plus `count` synthetic products cloned from it (the first 408 are not the originals). */
export interface SyntheticCatalogue {
  readonly products: Product[];
  readonly categories: Category[];
}

function scaleMoney(m: Money, factor: number): Money {
  return usd(Math.max(1, Math.round(m.cents * factor)));
}

function clonePrice(p: Price, sku: string, factor: number): Price {
  return {
    ...p,
    id: `${sku}-${p.channelKey ?? 'default'}`,
    value: scaleMoney(p.value, factor),
    tiers: p.tiers.map((t) => ({ ...t, value: scaleMoney(t.value, factor) })),
    ...(p.discounted ? { discounted: { ...p.discounted, value: scaleMoney(p.discounted.value, factor) } } : {}),
  };
}

/**
 * `count` products cloned deterministically (PRNG seeded with `seed`) from the seeded catalogue: each clone
 * gets a unique key, slug, path and SKUs ('<number>-<variant>', numbers from 10001), a name with an
 * adjective and/or an origin, prices scaled by 0.6–1.8, ~8% of variants backordered, and sometimes an extra tag.
 * Categories are the seeded catalogue's.
 */
export function syntheticCatalogue(count: number, seed = 20_240_101): SyntheticCatalogue {
  const { products: base, categories } = seededCatalogue();
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const products: Product[] = [];
  for (let i = 0; i < count; i++) {
    const source = base[Math.floor(rnd() * base.length)]!;
    const roll = rnd();
    const adjective = roll < 0.85 ? pick(ADJECTIVES) : undefined;
    const origin = roll > 0.3 ? pick(ORIGINS) : undefined;
    const name = [adjective, origin, source.name].filter(Boolean).join(' ');
    const number = 10_001 + i;
    const key = `${kebab(name)}-${number}`;
    const factor = 0.6 + rnd() * 1.2;
    const variants: Variant[] = source.variants.map((v, vi) => {
      const sku = `${number}-${String(vi + 1).padStart(2, '0')}`;
      return { ...v, sku, prices: v.prices.map((p) => clonePrice(p, sku, factor)), backordered: v.backordered || rnd() < 0.08 };
    });
    const tags = rnd() < 0.4 ? [...new Set([...source.tags, pick(EXTRA_TAGS)])] : [...source.tags];
    const parentPath = source.path.slice(0, source.path.lastIndexOf('/'));
    products.push({
      ...source,
      id: `prod-${key}`,
      key,
      name,
      slug: key,
      path: `${parentPath}/${key}`,
      tags,
      imageUrl: `/images/products/${source.key}.svg`,
      variants,
    });
  }
  return { products, categories };
}
