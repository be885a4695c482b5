import { makeAutoObservable } from 'mobx';
import {
  GIFT_SHIPMENT_TIMINGS,
  bundlePriceCents,
  bundleProblem,
  encodeBundleSelection,
  saveLabel,
  type GiftBundlePageData,
  type GiftShipmentDetails,
} from '../../../core/customizers';

/** What the store adds a bundle with: the cart's addToCart (ui/stores/cart-store.ts). */
export interface BundleCart {
  addToCart(sku: string, quantity: number, customization: { readonly selection: string }): Promise<void>;
}

/**
 * The gift box bundle's view-model (spec: catalogue-gifting §1, §2 /bundle-customizer, §3 config, §9 labels): the
 * three shipments (the config's default boxes at first), each replaceable by another gift box; the running total,
 * cents (bundlePriceCents at the config's discount); 'Save {n}%'; 'Add to Cart' as the bundle's SKU with the encoded
 * selection, only when bundleProblem finds nothing. The server prices the line again.
 */
export class BundleStore {
  /** The shipments' boxes, in shipping order (3). */
  shipments: readonly GiftShipmentDetails[];
  adding = false;

  constructor(
    readonly data: GiftBundlePageData,
    private readonly cart: BundleCart,
  ) {
    this.shipments = data.shipments;
    makeAutoObservable<this, 'cart'>(this, { data: false, cart: false });
  }

  /** The shipments with their timing labels ('ship immediately', …). */
  get slots(): readonly { readonly timing: string; readonly box: GiftShipmentDetails }[] {
    return this.shipments.map((box, i) => ({ timing: GIFT_SHIPMENT_TIMINGS[i] ?? '', box }));
  }

  /** The bundle's price, cents. */
  get priceCents(): number {
    return bundlePriceCents(this.shipments, this.data.config.discountPercent);
  }

  /** 'Save 10%'. */
  get saveLabel(): string {
    return saveLabel(this.data.config.discountPercent);
  }

  /** Why the bundle cannot be added (bundleProblem), or undefined. */
  get problem(): string | undefined {
    const offered = new Map(this.data.options.map((o) => [o.productNumber, o]));
    return bundleProblem(
      this.shipments.map((s) => s.productNumber),
      offered,
    );
  }

  get canAdd(): boolean {
    return this.problem === undefined && !this.adding;
  }

  /** Makes shipment `index` (0-based) the gift box of `sku`; nothing for a SKU that is not offered. */
  choose(index: number, sku: string): void {
    const box = this.data.options.find((o) => o.sku === sku);
    if (!box) return;
    this.shipments = this.shipments.map((s, i) => (i === index ? box : s));
  }

  /** Adds the bundle to the cart: one of the config's SKU with the shipments' encoded selection. */
  async addToCart(): Promise<void> {
    if (!this.canAdd) return;
    this.adding = true;
    try {
      const selection = encodeBundleSelection(this.shipments.map((s) => s.productNumber));
      await this.cart.addToCart(this.data.config.sku, 1, { selection });
    } finally {
      this.setAdding(false);
    }
  }

  private setAdding(adding: boolean): void {
    this.adding = adding;
  }
}
