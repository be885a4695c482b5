import type { Result } from '../core/shared';

/** A SKU's stock after a change: its product, units on hand (an integer ≥ 0) and whether that is on stock (> 0). */
export interface StockLevel {
  readonly sku: string;
  readonly productKey: string;
  readonly productName: string;
  readonly availableQuantity: number;
  readonly isOnStock: boolean;
}

/**
 * The store's stock on hand per SKU (commercetools' inventory entries; spec: core-cart-checkout §4 Cart preparation),
 * as a CX agent's CLI sets it (`nutshell catalog set-stock`): in-process the embedded database (the search index's
 * `inStock` follows when one is open), while a local server holds the data directory its PUT
 * /nutshell/inventory/{sku} route (behind the API client's bearer token). Throws PortError only when the server cannot
 * be reached or answers out of contract.
 */
export interface InventoryPort {
  /**
   * Sets the units on hand of `sku` to `quantity` (an integer ≥ 0; 'validation/invalid' otherwise); the stock level
   * afterwards, or 'product/sku-not-found' for an unknown SKU (nothing changed).
   */
  setStock(sku: string, quantity: number): Promise<Result<StockLevel>>;
}
