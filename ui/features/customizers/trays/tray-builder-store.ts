import { makeAutoObservable } from 'mobx';
import {
  CUSTOMIZER_PAGE_SIZE,
  TAG_FILTERS,
  TRAY_SECTIONS,
  TRAY_SKUS,
  canAddTray,
  encodeSelection,
  filterTrayIngredients,
  trayIngredientsFor,
  type CustomizerPageData,
  type TagFilter,
  type TrayIngredient,
  type TrayKey,
} from '../../../../core/customizers';

/** A gift tray's data: product 9901 or 9900, its tray ingredients and their category tree (PageState.customizer). */
export type TrayPageData = Extract<CustomizerPageData, { kind: 'tray' }>;

/** What the store adds a finished tray with: the cart's addToCart (ui/stores/cart-store.ts). */
export interface TrayCart {
  addToCart(sku: string, quantity: number, customization: { readonly selection: string }): Promise<void>;
}

/** Whether `key` is one of the two gift trays' product keys ('9901' Premium, '9900' Classic). */
export function isTrayKey(key: string): key is TrayKey {
  return Object.hasOwn(TRAY_SKUS, key);
}

/**
 * The gift tray builder's view-model (spec: catalogue-gifting §2 'Gift tray ingredient browser: category filter, tag
 * filter and keyword filter'; §4 Tray customizer: products 9901 and 9900, 5 sections with indexes 1 to 5, skus
 * 9901-05 and 9900-03; §5 keyword filters longer than 1 character, on the name or filters, lowercased): the tray's
 * ingredients (Classic: none premium) filtered by a category of the category tree, tag filters and a keyword
 * (filterTrayIngredients); the 5 sections, an ingredient fills the section chosen or else the first empty one (an
 * ingredient may fill several); 'Add to Cart' only when canAddTray, as the tray's sku with its encoded selection.
 * The matching ingredients are listed 50 at a time (CUSTOMIZER_PAGE_SIZE). The price is the product's (cents).
 */
export class TrayBuilderStore {
  /** The category filter: a name in the category tree, undefined for all. */
  category: string | undefined = undefined;
  /** The selected tag filters, in TAG_FILTERS order. */
  tags: readonly TagFilter[] = [];
  /** The keyword as typed; it filters once longer than 1 character (trimmed). */
  keyword = '';
  /** The sections 1 to 5 (indexes 0 to 4 here), null when empty. */
  sections: readonly (TrayIngredient | null)[] = Array.from({ length: TRAY_SECTIONS }, () => null);
  /** The section (0-based) the shopper chose for the next ingredient; undefined: the first empty one. */
  chosen: number | undefined = undefined;
  /** How many of the matching ingredients are listed: CUSTOMIZER_PAGE_SIZE (50) more with each 'Show more'. */
  limit = CUSTOMIZER_PAGE_SIZE;
  adding = false;
  private readonly offered: readonly TrayIngredient[];

  constructor(
    readonly data: TrayPageData,
    private readonly cart: TrayCart,
  ) {
    const key = data.product.key;
    this.offered = isTrayKey(key) ? trayIngredientsFor(key, data.ingredients) : [];
    makeAutoObservable<TrayBuilderStore, 'cart' | 'offered'>(this, { data: false, cart: false, offered: false });
  }

  /** The tray's sku ('9901-05' Premium, '9900-03' Classic); undefined for a product that is no gift tray. */
  get sku(): string | undefined {
    const key = this.data.product.key;
    return isTrayKey(key) ? TRAY_SKUS[key] : undefined;
  }

  /** The tray's price from the product (its tray variant's, cents): 6999 for 9901, 5999 for 9900. */
  get priceCents(): number | undefined {
    const variants = this.data.product.variants;
    return (variants.find((v) => v.sku === this.sku) ?? variants[0])?.priceCents;
  }

  /** Every ingredient the tray offers (most popular first, as the catalogue gives them). */
  get all(): readonly TrayIngredient[] {
    return this.offered;
  }

  /** The ingredients shown: those matching the category, every selected tag and the keyword (§5). */
  get visible(): readonly TrayIngredient[] {
    return filterTrayIngredients(
      this.offered,
      { ...(this.category === undefined ? {} : { category: this.category }), tags: this.tags, keyword: this.keyword },
      this.data.categoryTree,
    );
  }

  /** The matching ingredients listed now: the first `limit`. */
  get listed(): readonly TrayIngredient[] {
    return this.visible.slice(0, this.limit);
  }

  /** How many matching ingredients are not listed yet. */
  get more(): number {
    return Math.max(0, this.visible.length - this.limit);
  }

  /** Lists CUSTOMIZER_PAGE_SIZE more of the matching ingredients. */
  showMore(): void {
    this.limit += CUSTOMIZER_PAGE_SIZE;
  }

  /** Whether any filter is set (a category, a tag or a keyword of more than 1 character). */
  get filtered(): boolean {
    return this.category !== undefined || this.tags.length > 0 || this.keyword.trim().length > 1;
  }

  /** The number of filled sections. */
  get filled(): number {
    return this.sections.filter((s) => s !== null).length;
  }

  /** The section (0-based) the next ingredient fills: the chosen one, else the first empty one; -1 when none. */
  get target(): number {
    return this.chosen ?? this.sections.indexOf(null);
  }

  /** Whether the tray can be added: a gift tray with its 5 sections all filled (canAddTray), not already adding. */
  get canAdd(): boolean {
    return this.sku !== undefined && canAddTray(this.sections) && !this.adding;
  }

  /** The encoded selection of the sections (catalogue-gifting §3: 3 characters a section, '000' when empty). */
  get selection(): string {
    return encodeSelection(
      'tray',
      this.sections.map((s) => (s ? { productNumber: Number(s.id) } : null)),
    );
  }

  /** Sets the category filter (undefined or '' for all categories). */
  setCategory(category: string | undefined): void {
    this.category = category === '' ? undefined : category;
    this.limit = CUSTOMIZER_PAGE_SIZE;
  }

  /** Whether `tag` is selected. */
  hasTag(tag: TagFilter): boolean {
    return this.tags.includes(tag);
  }

  /** Selects or clears a tag filter. */
  toggleTag(tag: TagFilter): void {
    const next = this.hasTag(tag) ? this.tags.filter((t) => t !== tag) : [...this.tags, tag];
    this.tags = TAG_FILTERS.filter((t) => next.includes(t));
    this.limit = CUSTOMIZER_PAGE_SIZE;
  }

  /** Sets the keyword as typed. */
  setKeyword(keyword: string): void {
    this.keyword = keyword;
    this.limit = CUSTOMIZER_PAGE_SIZE;
  }

  /** Clears the category, the tags and the keyword. */
  clearFilters(): void {
    this.category = undefined;
    this.tags = [];
    this.keyword = '';
    this.limit = CUSTOMIZER_PAGE_SIZE;
  }

  /** Chooses the section (0-based) the next ingredient fills; choosing it again lets the first empty one be next. */
  choose(index: number): void {
    if (index < 0 || index >= TRAY_SECTIONS) return;
    this.chosen = this.chosen === index ? undefined : index;
  }

  /** Puts `ingredient` in the target section (replacing what it held); nothing when the tray is full. */
  add(ingredient: TrayIngredient): void {
    const index = this.target;
    if (index < 0) return;
    this.sections = this.sections.map((s, i) => (i === index ? ingredient : s));
    this.chosen = undefined;
  }

  /** Empties the section at `index` (0-based). */
  remove(index: number): void {
    this.sections = this.sections.map((s, i) => (i === index ? null : s));
    if (this.chosen === index) this.chosen = undefined;
  }

  /** Adds the finished tray to the cart: one of its sku with the sections' encoded selection. Nothing unless canAdd. */
  async addToCart(): Promise<void> {
    const sku = this.sku;
    if (!sku || !this.canAdd) return;
    this.adding = true;
    try {
      await this.cart.addToCart(sku, 1, { selection: this.selection });
    } finally {
      this.setAdding(false);
    }
  }

  private setAdding(adding: boolean): void {
    this.adding = adding;
  }
}
