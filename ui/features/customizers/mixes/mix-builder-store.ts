import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_MIX_POUNDS,
  MIX_MAX_INGREDIENTS,
  MIX_MAX_PARTS,
  MIX_MIN_PARTS,
  TAG_FILTERS,
  canAddMix,
  encodeSelection,
  matchesTagFilters,
  mixPriceCents,
  mixSku,
  priceRangeSymbols,
  sortIngredients,
  type CustomizerPageData,
  type IngredientSort,
  type MixIngredient,
  type MixPounds,
  type MixSelection,
  type PriceRangeSymbol,
  type TagFilter,
} from '../../../../core/customizers';

/** The trail mix builder's data: product 9905 and its mix ingredients (PageState.customizer of kind 'mix'). */
export type MixPageData = Extract<CustomizerPageData, { kind: 'mix' }>;

/** What the store adds a finished mix with: the cart's addToCart (ui/stores/cart-store.ts). */
export interface MixCart {
  addToCart(
    sku: string,
    quantity: number,
    customization: { readonly selection: string; readonly name?: string },
  ): Promise<void>;
}

/** The longest mix name the cart takes (POST /cart customization.name: at most 60 characters). */
export const MIX_NAME_MAX_LENGTH = 60;

/**
 * The trail mix builder's view-model (spec: catalogue-gifting §3 Mix ingredient and custom mix, §4 Mix customizer,
 * §5 Mix, §9): the ingredients sorted by popularity (descending, ties within 1e-7 by name) or price, filtered by the
 * selected tag filters and a customizer category; each ingredient's $, $$ or $$$ over the whole list; the mix's
 * slots (1 to 10 ingredients, each once, 1 to 9 parts, 1 when added), its weight (5 or 25 pounds, 5 to start), its
 * name, its price in integer cents (mixPriceCents) and 'Add to Cart' only when canAddMix, as '9905-05' or '9905-25'
 * with the encoded selection.
 */
export class MixBuilderStore {
  sort: IngredientSort = 'popularity';
  /** The selected tag filters, in TAG_FILTERS order. */
  filters: readonly TagFilter[] = [];
  /** The customizer category shown, undefined for all. */
  category: string | undefined = undefined;
  /** The mix's ingredients and parts, in the order added. */
  slots: readonly MixSelection[] = [];
  pounds: MixPounds = DEFAULT_MIX_POUNDS;
  /** The mix's name as typed; sent trimmed, and only when not blank. */
  name = '';
  adding = false;

  constructor(
    readonly data: MixPageData,
    private readonly cart: MixCart,
  ) {
    makeAutoObservable<MixBuilderStore, 'cart'>(this, { data: false, cart: false });
  }

  /** Each ingredient's price range symbol by product number, over every ingredient of the builder. */
  get symbols(): ReadonlyMap<number, PriceRangeSymbol> {
    return priceRangeSymbols(this.data.ingredients);
  }

  /** The customizer categories of the ingredients ('Chocolate & Sweets', 'Dried Fruit', 'Nuts', …), A to Z. */
  get categories(): readonly string[] {
    const names = new Set(this.data.ingredients.flatMap((i) => i.customizerCategoryNames));
    return [...names].sort((a, b) => a.localeCompare(b, 'en'));
  }

  /** The ingredients shown: sorted, in the chosen category, with every selected tag filter. */
  get visible(): readonly MixIngredient[] {
    const category = this.category;
    const list = this.data.ingredients.filter(
      (i) =>
        (category === undefined || i.customizerCategoryNames.includes(category)) && matchesTagFilters(i, this.filters),
    );
    return sortIngredients(list, this.sort);
  }

  /** Whether the mix holds MIX_MAX_INGREDIENTS (10) ingredients. */
  get full(): boolean {
    return this.slots.length >= MIX_MAX_INGREDIENTS;
  }

  /** The price of the mix at the chosen weight, cents; 0 while empty. */
  get priceCents(): number {
    return this.priceAt(this.pounds);
  }

  /** The variant the mix is sold as: '9905-05' or '9905-25'. */
  get sku(): string {
    return mixSku(this.pounds);
  }

  /** Whether the mix can be added to the cart now (canAddMix, and no add in flight). */
  get canAdd(): boolean {
    return canAddMix({ selections: this.slots }) && !this.adding;
  }

  /** The encoded selection of the slots (catalogue-gifting §3: 3 characters and the parts digit each). */
  get selection(): string {
    return encodeSelection(
      'mix',
      this.slots.map((s) => ({ productNumber: s.ingredient.productNumber, parts: s.parts })),
    );
  }

  /** The price of the mix at `pounds`, cents; 0 while empty. */
  priceAt(pounds: MixPounds): number {
    return mixPriceCents(this.slots, pounds);
  }

  /** Whether `ingredient` is in the mix. */
  has(ingredient: MixIngredient): boolean {
    return this.slots.some((s) => s.ingredient.productNumber === ingredient.productNumber);
  }

  /** Whether `filter` is selected. */
  hasFilter(filter: TagFilter): boolean {
    return this.filters.includes(filter);
  }

  setSort(sort: IngredientSort): void {
    this.sort = sort;
  }

  /** Shows one customizer category, or all for undefined or a name no ingredient has. */
  setCategory(category: string | undefined): void {
    this.category = category !== undefined && this.categories.includes(category) ? category : undefined;
  }

  /** Selects or clears a tag filter. */
  toggleFilter(filter: TagFilter): void {
    const next = this.hasFilter(filter) ? this.filters.filter((f) => f !== filter) : [...this.filters, filter];
    this.filters = TAG_FILTERS.filter((f) => next.includes(f));
  }

  /** Adds `ingredient` with 1 part; nothing when it is already in the mix or the mix is full. */
  add(ingredient: MixIngredient): void {
    if (this.full || this.has(ingredient)) return;
    this.slots = [...this.slots, { ingredient, parts: MIX_MIN_PARTS }];
  }

  /** Removes the slot at `index` (0-based); the later slots move up. */
  remove(index: number): void {
    this.slots = this.slots.filter((_, i) => i !== index);
  }

  /** Sets the parts of the slot at `index`, kept within 1 to 9 (whole parts). */
  setParts(index: number, parts: number): void {
    const clamped = Math.min(MIX_MAX_PARTS, Math.max(MIX_MIN_PARTS, Math.round(parts) || MIX_MIN_PARTS));
    this.slots = this.slots.map((s, i) => (i === index ? { ...s, parts: clamped } : s));
  }

  setPounds(pounds: MixPounds): void {
    this.pounds = pounds;
  }

  /** Sets the mix's name, cut to MIX_NAME_MAX_LENGTH (60) characters. */
  setName(name: string): void {
    this.name = name.slice(0, MIX_NAME_MAX_LENGTH);
  }

  /**
   * Adds the mix to the cart: one of its SKU ('9905-05' or '9905-25') with the encoded selection and, when not
   * blank, its trimmed name; the server prices it. Nothing unless canAdd.
   */
  async addToCart(): Promise<void> {
    if (!this.canAdd) return;
    const name = this.name.trim();
    this.adding = true;
    try {
      await this.cart.addToCart(this.sku, 1, { selection: this.selection, ...(name ? { name } : {}) });
    } finally {
      this.setAdding(false);
    }
  }

  private setAdding(adding: boolean): void {
    this.adding = adding;
  }
}
