import { domainError, err, ok, type DomainError, type Result } from '../../../core/shared';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../../core/cart';
import type { Category, Product } from '../../../core/catalogue';
import type { NutritionFacts } from '../../../core/catalogue';
import { MAX_CUSTOM_OBJECT_IDS, ORDER_NUMBER_SEQUENCE } from '../../../ports/commerce';
import type { CustomObject, ProductQuery } from '../../../ports/commerce';
import type { DiscountBook } from './pricing';

/** Container of the nutrition facts custom objects, keyed by product key (catalogue-gifting §7). */
export const NUTRITION_FACTS_CONTAINER = 'productNutritionFacts';

/** A custom object to seed: `id` defaults to '{container}-{key}', `version` to 1. */
export interface SeededCustomObject {
  readonly container: string;
  readonly key: string;
  readonly value: unknown;
  readonly id?: string;
  readonly version?: number;
}

/** The catalogue part of a seed: products, categories, custom objects, cart discounts and discount codes. */
export interface CatalogueSeed {
  readonly products?: readonly Product[];
  readonly categories?: readonly Category[];
  /** Nutrition facts by product key, stored as custom objects of NUTRITION_FACTS_CONTAINER. */
  readonly nutritionFacts?: Readonly<Record<string, NutritionFacts>>;
  readonly customObjects?: readonly SeededCustomObject[];
  readonly cartDiscounts?: readonly CartDiscountInfo[];
  readonly discountCodes?: readonly DiscountCodeInfo[];
}

interface StoredObject {
  readonly container: string;
  readonly id: string;
  readonly key: string;
  readonly value: unknown;
  readonly version: number;
}

const slot = (container: string, key: string) => `${container}\u0000${key}`;
const byName = (a: Product, b: Product) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The read side of the in-memory commerce fake: product projections, categories, custom objects (nutrition
 * facts, tags, the order-number sequence), cart discounts and discount codes with their application counts.
 * Answers as the embedded engine does: listings ordered by name (code-unit order) and order hint, a product in
 * a category when the category is among its categoryKeys (which hold the ancestors too).
 */
export abstract class InMemoryCatalogue {
  private readonly products: readonly Product[];
  private readonly categories: readonly Category[];
  private readonly objects = new Map<string, StoredObject>();
  private readonly cartDiscounts: ReadonlyMap<string, CartDiscountInfo>;
  private readonly codes = new Map<string, DiscountCodeInfo>();

  protected constructor(seed: CatalogueSeed) {
    this.products = [...(seed.products ?? [])];
    const byHint = (a: Category, b: Category) => a.orderHint - b.orderHint || (a.key < b.key ? -1 : 1);
    this.categories = [...(seed.categories ?? [])].sort(byHint);
    const facts = Object.entries(seed.nutritionFacts ?? {}).map(([key, value]): SeededCustomObject => ({
      container: NUTRITION_FACTS_CONTAINER,
      key,
      value,
    }));
    for (const o of [...facts, ...(seed.customObjects ?? [])]) {
      const stored = { ...o, id: o.id ?? `${o.container}-${o.key}`, version: o.version ?? 1 };
      this.objects.set(slot(o.container, o.key), stored);
    }
    this.cartDiscounts = new Map((seed.cartDiscounts ?? []).map((d) => [d.id, d]));
    for (const c of seed.discountCodes ?? []) this.codes.set(c.id, c);
  }

  /** Records a port call; may throw (unreachable) or answer an injected failure. */
  protected abstract enter(method: string): DomainError | undefined;

  /** The product holding `sku`, without recording a call. */
  protected productWithSku(sku: string): Product | undefined {
    return this.products.find((p) => p.variants.some((v) => v.sku === sku));
  }

  /** The discount code with `code`, compared without case, without recording a call. */
  protected codeByCode(code: string): DiscountCodeInfo | undefined {
    return [...this.codes.values()].find((c) => c.code.toUpperCase() === code.toUpperCase());
  }

  /** The cart discounts and codes as they stand, for pricing a cart. */
  protected discountBook(): DiscountBook {
    return { cartDiscounts: this.cartDiscounts, codesById: new Map(this.codes) };
  }

  /** Counts one application of the code with `id` (an order was placed with it). */
  protected countApplication(id: string): void {
    const code = this.codes.get(id);
    if (code) this.codes.set(id, { ...code, applicationCount: code.applicationCount + 1 });
  }

  /** Advances the ORDER_NUMBER_SEQUENCE custom object (created at its first number) and answers the number. */
  protected nextOrderNumber(): string {
    const { container, key, first } = ORDER_NUMBER_SEQUENCE;
    const current = this.objects.get(slot(container, key));
    const next = current ? Number(current.value) + 1 : first;
    const id = current?.id ?? 'sequence-order-number';
    this.objects.set(slot(container, key), { container, key, id, value: next, version: (current?.version ?? 0) + 1 });
    return String(next);
  }

  async getProductByKey(key: string): Promise<Product | undefined> {
    this.enter('getProductByKey');
    return this.products.find((p) => p.key === key);
  }

  async getProductByPath(path: string): Promise<Product | undefined> {
    this.enter('getProductByPath');
    return this.products.find((p) => p.path === path);
  }

  async getProductBySku(sku: string): Promise<Product | undefined> {
    this.enter('getProductBySku');
    return this.productWithSku(sku);
  }

  async getProductsByKeys(keys: readonly string[]): Promise<readonly Product[]> {
    this.enter('getProductsByKeys');
    return keys.flatMap((k) => this.products.filter((p) => p.key === k));
  }

  async listProducts(query: ProductQuery): Promise<{ readonly total: number; readonly results: readonly Product[] }> {
    this.enter('listProducts');
    const { categoryKey } = query;
    const inCategory = (p: Product) => categoryKey === undefined || p.categoryKeys.includes(categoryKey);
    const all = this.products.filter(inCategory).sort(byName);
    return { total: all.length, results: all.slice(query.offset, query.offset + query.limit) };
  }

  async listCategories(): Promise<readonly Category[]> {
    this.enter('listCategories');
    return this.categories;
  }

  async getNutritionFacts(productKey: string): Promise<NutritionFacts | undefined> {
    this.enter('getNutritionFacts');
    return this.objects.get(slot(NUTRITION_FACTS_CONTAINER, productKey))?.value as NutritionFacts | undefined;
  }

  async getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]> {
    this.enter('getCustomObjectsByIds');
    if (ids.length > MAX_CUSTOM_OBJECT_IDS) {
      throw new RangeError(`at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
    }
    const inContainer = [...this.objects.values()].filter((o) => o.container === container);
    const found = ids.flatMap((id) => inContainer.filter((o) => o.id === id));
    return found.map((o) => ({ id: o.id, key: o.key, value: o.value }));
  }

  async getCustomObject(container: string, key: string): Promise<CustomObject | undefined> {
    this.enter('getCustomObject');
    const o = this.objects.get(slot(container, key));
    return o && { id: o.id, key: o.key, value: o.value, version: o.version };
  }

  /**
   * As commercetools' POST /custom-objects: without `expectedVersion` create or replace, with 0 create only, with
   * n replace version n ('custom-object/version-conflict' otherwise). Only ORDER_NUMBER_SEQUENCE's container is
   * writable, as on the local server ('custom-object/read-only').
   */
  async setCustomObject(
    container: string,
    key: string,
    value: unknown,
    expectedVersion?: number,
  ): Promise<Result<CustomObject>> {
    const failure = this.enter('setCustomObject');
    if (failure) return err(failure);
    if (container !== ORDER_NUMBER_SEQUENCE.container) {
      const message = `The container '${container}' is read-only on the local server.`;
      return err(domainError('custom-object/read-only', message));
    }
    const current = this.objects.get(slot(container, key));
    const expected = current ? current.version : 0;
    const stale = expectedVersion !== undefined && expectedVersion !== expected;
    if (stale) {
      const message = `Object ${container}/${key} has a different version than expected.`;
      const details = current ? { currentVersion: current.version } : undefined;
      return err(domainError('custom-object/version-conflict', message, details));
    }
    const id = current?.id ?? `${container}-${key}`;
    const stored = { container, key, id, value, version: (current?.version ?? 0) + 1 };
    this.objects.set(slot(container, key), stored);
    return ok({ id: stored.id, key, value, version: stored.version });
  }

  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    this.enter('listCartDiscounts');
    return [...this.cartDiscounts.values()].sort((a, b) => b.sortOrder - a.sortOrder || (a.id < b.id ? -1 : 1));
  }

  async getDiscountCodeByCode(code: string): Promise<DiscountCodeInfo | undefined> {
    this.enter('getDiscountCodeByCode');
    return this.codeByCode(code);
  }

  async getDiscountCodeById(id: string): Promise<DiscountCodeInfo | undefined> {
    this.enter('getDiscountCodeById');
    return this.codes.get(id);
  }
}
