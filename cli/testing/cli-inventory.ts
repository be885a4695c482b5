import { domainError, err, ok } from '../../core/shared';
import type { InventoryPort, StockLevel } from '../../ports/inventory';

/**
 * The stock of the CLI unit tests: the SKUs of cliCommerce()'s catalogue (ALM-1LB, ALM-3LB: Roasted Salted Almonds;
 * MANGO-1LB: Dried Mango), each settable; `levels` shows what was set. Unknown SKUs are 'product/sku-not-found'.
 */
export function cliInventory(): InventoryPort & { readonly levels: Map<string, number> } {
  const names = new Map<string, readonly [string, string]>([
    ['ALM-1LB', ['roasted-salted-almonds', 'Roasted Salted Almonds']],
    ['ALM-3LB', ['roasted-salted-almonds', 'Roasted Salted Almonds']],
    ['MANGO-1LB', ['dried-mango', 'Dried Mango']],
  ] as const);
  const levels = new Map<string, number>();
  return {
    levels,
    async setStock(sku, quantity) {
      const product = names.get(sku);
      if (!product) return err(domainError('product/sku-not-found', `no product variant with SKU "${sku}"`));
      levels.set(sku, quantity);
      const level: StockLevel = {
        sku,
        productKey: product[0],
        productName: product[1],
        availableQuantity: quantity,
        isOnStock: quantity > 0,
      };
      return ok(level);
    },
  };
}
