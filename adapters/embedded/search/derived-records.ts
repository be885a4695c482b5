import type { Category, Product } from '../../../core/catalogue';
import type { DepartmentRecord, QuerySuggestionRecord } from '../../../ports/search';
import { chainOf, isVisibleVariant } from './records';
import { normalize, normalizer, words } from './text';

/**
 * The records derived from the whole catalogue (spec: shell-account §3 Department hit, Query suggestion):
 * Departments and Products_query_suggestions, computed from a small summary of each product rather than
 * from the products themselves, so that the index need not keep the catalogue in memory.
 */

/** What the derived indexes need of a product: its name, its category keys and whether a variant is visible. */
export interface ProductSummary {
  readonly name: string;
  readonly categoryKeys: readonly string[];
  /** Whether the product has a visible variant (records.ts isVisibleVariant). */
  readonly visible: boolean;
}

/** The summary of `product` (it shares the product's categoryKeys array, holds nothing else of it). */
export function productSummary(product: Product): ProductSummary {
  return { name: product.name, categoryKeys: product.categoryKeys, visible: product.variants.some(isVisibleVariant) };
}

/**
 * Departments records: one per category; `productCount` counts products with a visible variant in it or
 * below it; a department is ideal for suggestions when that count is positive.
 */
export function departmentRecords(
  categories: readonly Category[],
  products: Iterable<ProductSummary>,
): DepartmentRecord[] {
  const counts = new Map<string, number>();
  for (const p of products) {
    if (!p.visible) continue;
    for (const k of new Set(p.categoryKeys)) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const levelOf = (c: Category): number => {
    let level = 0;
    for (let k = c.parentKey; k && level < 20; k = byKey.get(k)?.parentKey) level++;
    return level;
  };
  return categories.map((c) => ({
    objectID: c.key,
    name: c.name,
    path: c.path,
    idealForSuggestions: (counts.get(c.key) ?? 0) > 0,
    description: c.description ?? '',
    level: levelOf(c),
    productCount: counts.get(c.key) ?? 0,
  }));
}

/**
 * Query suggestions from product names and category names. Popularity is the number of products with a
 * visible variant whose name and category names together contain every word of the suggestion; suggestions
 * leading to no product are left out.
 *
 * Near-linear: word ids with, per word, the products holding it (ascending product indexes); a suggestion's
 * candidates are the shortest list among its words, checked against the other words' lists as bitsets.
 */
export function querySuggestionRecords(
  categories: readonly Category[],
  products: Iterable<ProductSummary>,
): QuerySuggestionRecord[] {
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const visible = [...products].filter((p) => p.visible);
  const norm = normalizer();
  const wordsOf = (text: string): string[] => words(text).map(norm);
  const postings = new WordPostings(visible.length);
  const chainWords = new Map<string, readonly string[]>();
  const nameWords: string[][] = [];
  visible.forEach((p, i) => {
    const chainKey = p.categoryKeys.join('\u0000');
    let chain = chainWords.get(chainKey);
    if (!chain) {
      const names = chainOf(p, byKey).map((c) => c.name);
      chainWords.set(chainKey, (chain = wordsOf(names.join(' '))));
    }
    const own = wordsOf(p.name);
    nameWords[i] = own;
    for (const w of own) postings.add(w, i);
    for (const w of chain) postings.add(w, i);
  });
  const suggestions = new Map<string, number>();
  const texts = [...categories.map((c) => c.name), ...visible.map((p) => p.name)];
  texts.forEach((text, t) => {
    const id = normalize(text).trim();
    if (id && !suggestions.has(id)) suggestions.set(id, t);
  });
  const out: QuerySuggestionRecord[] = [];
  for (const [objectID, t] of suggestions) {
    const query = texts[t]!;
    const ws = t >= categories.length ? nameWords[t - categories.length]! : wordsOf(query);
    const popularity = postings.countContaining(ws);
    if (popularity > 0) out.push({ objectID, query, popularity });
  }
  return out;
}

/** Per word, the products (indexes below `total`, added in ascending order) holding it. */
export class WordPostings {
  private readonly ids = new Map<string, number>();
  private readonly lists: number[][] = [];
  private readonly bits: (Uint32Array | undefined)[] = [];

  constructor(readonly total: number) {}

  /** Records that product `i` (≥ every index added before) holds `word`; repeats are ignored. */
  add(word: string, i: number): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      this.ids.set(word, (id = this.lists.length));
      this.lists.push([]);
    }
    const list = this.lists[id]!;
    if (list[list.length - 1] !== i) list.push(i);
  }

  /** How many products hold every word of `ws` (all `total` when `ws` is empty). */
  countContaining(ws: readonly string[]): number {
    if (ws.length === 0) return this.total;
    const wanted: number[] = [];
    for (const w of ws) {
      const id = this.ids.get(w);
      if (id === undefined) return 0;
      if (!wanted.includes(id)) wanted.push(id);
    }
    wanted.sort((a, b) => this.lists[a]!.length - this.lists[b]!.length);
    const shortest = this.lists[wanted[0]!]!;
    if (wanted.length === 1) return shortest.length;
    const others = wanted.slice(1).map((id) => this.bitsOf(id));
    let n = 0;
    for (let k = 0; k < shortest.length; k++) {
      const i = shortest[k]!;
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      let all = true;
      for (let o = 0; o < others.length && all; o++) all = (others[o]![word]! & bit) !== 0;
      if (all) n++;
    }
    return n;
  }

  /** The products of word `id` as a bitset (built on first use). */
  private bitsOf(id: number): Uint32Array {
    let b = this.bits[id];
    if (!b) {
      b = new Uint32Array((this.total + 31) >>> 5);
      for (const i of this.lists[id]!) b[i >>> 5]! |= 1 << (i & 31);
      this.bits[id] = b;
    }
    return b;
  }
}
