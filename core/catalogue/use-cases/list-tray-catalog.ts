import { SEARCH_INDEXES, type SearchPort, type SearchProductRecord } from '../../../ports/search';
import type { CategoryNode, GiftedTraysCatalog, TrayCategory, TrayIngredient } from '../../../ports/gifted-trays';

/** Hits per search page while reading every tray ingredient (the index answers at most 1000 a page). */
const PAGE_SIZE = 1000;
/** Pages read at most (a guard: the catalogue holds a few hundred tray ingredients). */
const MAX_PAGES = 10;

/**
 * The filter labels of the tags the customizers keep (catalogue-gifting §3 "Kept tags: gluten-free, kosher, organic,
 * raw, sugar-free, vegan, plus 'less salt' if tagged unsalted or '50% less salt'"; §9 tag filters), by tag slug.
 */
const KEPT_TAG_LABELS: Readonly<Record<string, string>> = {
  'gluten-free': 'Gluten-free',
  kosher: 'Kosher',
  'less-salt': 'Less Salt',
  unsalted: 'Less Salt',
  organic: 'Organic',
  raw: 'Raw',
  'sugar-free': 'Sugar-free',
  vegan: 'Vegan',
};

/** The kept tag labels of `tags`, each once, in the order of the labels above. */
export function keptTagLabels(tags: readonly string[]): string[] {
  const labels = new Set(tags.flatMap((t) => KEPT_TAG_LABELS[t] ?? []));
  return [...new Set(Object.values(KEPT_TAG_LABELS))].filter((l) => labels.has(l));
}

/** The category names of a hit, root first: the last segment of each hierarchical level ('Nuts', 'Almonds'). */
function categoryNames(hit: SearchProductRecord): string[] {
  const names: string[] = [];
  for (let level = 0; hit.categories[`lvl${level}`]?.[0] !== undefined; level++) {
    names.push(hit.categories[`lvl${level}`]?.[0]?.split(' > ').at(-1) ?? '');
  }
  return names;
}

function ingredientOf(hit: SearchProductRecord): TrayIngredient {
  return {
    id: String(Number.parseInt(hit.sku.split('-')[0] ?? '', 10)),
    name: hit.Product.name,
    filters: [...categoryNames(hit), ...keptTagLabels(hit.tags)],
    popularity: hit.popularity ?? 1,
    premium: hit.traits.includes('premium'),
    assetPath: hit.Product.listingImageUrl,
  };
}

/** The category tree of the hits: each root name with its children's names, names in alphabetical order. */
function treeOf(hits: readonly SearchProductRecord[]): CategoryNode[] {
  const roots = new Map<string, Set<string>>();
  for (const hit of hits) {
    const [root, child] = categoryNames(hit);
    if (root === undefined) continue;
    const children = roots.get(root) ?? new Set<string>();
    if (child !== undefined) children.add(child);
    roots.set(root, children);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  return [...roots.keys()].sort(byName).map((name) => ({
    name,
    children: [...(roots.get(name) ?? [])].sort(byName).map((c) => ({ name: c, children: [] })),
  }));
}

/**
 * The gift trays' choices (spec: catalogue-gifting §3 Tray ingredient, §7 GET /api/gifted-trays/catalog, §9 Premium
 * 130+ choices, Classic 50+): every product the search index marks 'trayIngredient' (its master variant's record),
 * Classic without the 'premium' ones; most popular first (then by product number), with the category tree of their
 * categories. Throws PortError when the index is unreachable.
 */
export class ListTrayCatalog {
  constructor(private readonly search: SearchPort) {}

  async execute(category: TrayCategory = 'Premium'): Promise<GiftedTraysCatalog> {
    const hits = await this.trayHits(category);
    const ingredients = hits
      .map(ingredientOf)
      .sort((a, b) => b.popularity - a.popularity || Number(a.id) - Number(b.id));
    return { ingredients, categoryTree: treeOf(hits) };
  }

  /**
   * The search records of a tray's choices, in index order: the one read of tray ingredients that the builder's
   * page, GET /api/gifted-trays/catalog, and the tray pricing and cart check (LoadCustomizerCatalog.trayIngredients)
   * all share, so they cannot disagree. Throws PortError when the index is unreachable.
   */
  async trayHits(category: TrayCategory = 'Premium'): Promise<readonly SearchProductRecord[]> {
    const filters = category === 'Classic' ? 'traits:trayIngredient AND NOT traits:premium' : 'traits:trayIngredient';
    const hits: SearchProductRecord[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const [response] = await this.search.search([
        { indexName: SEARCH_INDEXES.products, filters, page, hitsPerPage: PAGE_SIZE, attributesToHighlight: [] },
      ]);
      for (const hit of response?.hits ?? []) if ('sku' in hit) hits.push(hit);
      if (!response || page + 1 >= response.nbPages) break;
    }
    return hits;
  }
}
