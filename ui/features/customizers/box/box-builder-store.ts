import { makeAutoObservable } from 'mobx';
import {
  BOX_SELECTIONS,
  BOX_TAG_FILTERS,
  boxPriceCents,
  canAddBox,
  encodeSelection,
  filterMiniBoxes,
  sortMiniBoxes,
  type CustomizerPageData,
  type MiniBoxProduct,
} from '../../../../core/customizers';

/** The box customizer's data: product 3719 and its mini-box products (PageState.customizer of kind 'box'). */
export type BoxPageData = Extract<CustomizerPageData, { kind: 'box' }>;

/** A box tag filter's label: 'Gluten-free', 'Kosher', 'Less Salt', 'Raw' or 'Sugar-free' (catalogue-gifting §9). */
export type BoxTagFilter = (typeof BOX_TAG_FILTERS)[number];

/** What the store adds a finished box with: the cart's addToCart (ui/stores/cart-store.ts). */
export interface BoxCart {
  addToCart(sku: string, quantity: number, customization: { readonly selection: string }): Promise<void>;
}

/**
 * The box builder's view-model (spec: catalogue-gifting §4 Box customizer, §2 'Mini-box ingredient browser: products
 * sorted by price', §9 box tag filters): the mini boxes sorted by price and filtered by the selected box tag filters;
 * the box's slots (3719: 6), filled in order (an added treat takes the first empty slot), each removable; the price,
 * pro rata while filling (boxPriceCents: 4299 × 3 / 6 → 2150 cents) and full when complete; 'Add to Cart' only when
 * canAddBox, as the box variant with its encoded selection. Money in integer cents.
 */
export class BoxBuilderStore {
  /** The selected tag filters, in BOX_TAG_FILTERS order. */
  filters: readonly BoxTagFilter[] = [];
  /** The box's slots, null when empty; as many as BOX_SELECTIONS asks of the product. */
  slots: readonly (MiniBoxProduct | null)[];
  adding = false;
  private readonly sorted: readonly MiniBoxProduct[];

  constructor(
    readonly data: BoxPageData,
    private readonly cart: BoxCart,
  ) {
    this.sorted = sortMiniBoxes(data.miniBoxes);
    this.slots = Array.from({ length: this.required }, () => null);
    makeAutoObservable<BoxBuilderStore, 'cart' | 'sorted'>(this, { data: false, cart: false, sorted: false });
  }

  /** The number of treats the box needs (BOX_SELECTIONS: '3719' → 6; 0 for a product that is no build-a-box). */
  get required(): number {
    return BOX_SELECTIONS[this.data.product.key] ?? 0;
  }

  /** The variant the box is sold as ('3719-01') and its full price, cents. */
  get variant(): { readonly sku: string; readonly priceCents: number } | undefined {
    return this.data.product.variants[0];
  }

  /** The mini boxes shown: sorted by price (then name), with every selected filter. */
  get visible(): readonly MiniBoxProduct[] {
    return filterMiniBoxes(this.sorted, this.filters);
  }

  /** The number of filled slots. */
  get selected(): number {
    return this.slots.filter((s) => s !== null).length;
  }

  /** Whether every slot is filled. */
  get full(): boolean {
    return this.selected >= this.required;
  }

  /** The box's price now, cents: pro rata of the full price while filling, the full price when complete. */
  get priceCents(): number {
    return boxPriceCents(this.variant?.priceCents ?? 0, this.selected, this.required);
  }

  /** Whether the box can be added to the cart (canAddBox: all slots filled, exactly as many as the product needs). */
  get canAdd(): boolean {
    return this.variant !== undefined && canAddBox(this.data.product.key, this.slots) && !this.adding;
  }

  /** The encoded selection of the slots (catalogue-gifting §3: 3 characters a slot, '000' when empty). */
  get selection(): string {
    return encodeSelection(
      'box',
      this.slots.map((s) => (s ? { productNumber: s.productNumber } : null)),
    );
  }

  /** Whether `filter` is selected. */
  hasFilter(filter: BoxTagFilter): boolean {
    return this.filters.includes(filter);
  }

  /** Selects or clears a tag filter. */
  toggleFilter(filter: BoxTagFilter): void {
    const next = this.hasFilter(filter) ? this.filters.filter((f) => f !== filter) : [...this.filters, filter];
    this.filters = BOX_TAG_FILTERS.filter((f) => next.includes(f));
  }

  /** Puts `box` in the first empty slot; nothing when the box is full. A treat may fill several slots. */
  add(box: MiniBoxProduct): void {
    const index = this.slots.indexOf(null);
    if (index < 0) return;
    this.slots = this.slots.map((s, i) => (i === index ? box : s));
  }

  /** Empties the slot at `index` (0-based); the next treat added fills it. */
  remove(index: number): void {
    this.slots = this.slots.map((s, i) => (i === index ? null : s));
  }

  /** Adds the finished box to the cart: one '3719-01' with the slots' encoded selection. Nothing unless canAdd. */
  async addToCart(): Promise<void> {
    const variant = this.variant;
    if (!variant || !this.canAdd) return;
    this.adding = true;
    try {
      await this.cart.addToCart(variant.sku, 1, { selection: this.selection });
    } finally {
      this.setAdding(false);
    }
  }

  private setAdding(adding: boolean): void {
    this.adding = adding;
  }
}
