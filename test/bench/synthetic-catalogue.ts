import type { Price } from '../../core/cart';
import type { Category, Product, Variant } from '../../core/catalogue';
import { usd, type Money } from '../../core/shared';
import type { CatalogueSource } from '../../adapters/embedded/search/embedded-search';
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
  return mulberry32From({ a: seed >>> 0 });
}

/** mulberry32 over a state the caller can read and set (`a`, the 32-bit state before the next draw). */
function mulberry32From(state: { a: number }): () => number {
  return () => {
    const a = (state.a = (state.a + 0x6d2b79f5) >>> 0);
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

/** The seeded catalogue's products cloned one at a time with the PRNG `rnd` (see syntheticCatalogue). */
function cloner(base: readonly Product[], rnd: () => number): (i: number) => Product {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return (i) => {
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
    return {
      ...source,
      id: `prod-${key}`,
      key,
      name,
      slug: key,
      path: `${parentPath}/${key}`,
      tags,
      imageUrl: `/images/products/${source.key}.svg`,
      variants,
    };
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
  const clone = cloner(base, mulberry32(seed));
  const products: Product[] = [];
  for (let i = 0; i < count; i++) products.push(clone(i));
  return { products, categories };
}

/**
 * The products of syntheticCatalogue(count, seed), the same objects, as a CatalogueSource paged by name like
 * catalogueSource (ties in generation order) that never holds them: it keeps each product's PRNG state and the
 * name order (about 0.4 MiB at 50,000) and clones a page's products when it is read.
 */
export function syntheticSource(count: number, seed = 20_240_101): CatalogueSource {
  const { products: base, categories } = seededCatalogue();
  const state = { a: seed >>> 0 };
  const clone = cloner(base, mulberry32From(state));
  const starts = new Uint32Array(count);
  const names = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    starts[i] = state.a;
    names[i] = clone(i).name;
  }
  const order = Int32Array.from(names.keys()).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
  names.length = 0;
  const at = (i: number): Product => {
    state.a = starts[i]!;
    return clone(i);
  };
  return {
    listProducts: async ({ limit, offset }) => ({ total: count, results: Array.from(order.subarray(offset, offset + limit), at) }),
    listCategories: async () => categories,
  };
}
