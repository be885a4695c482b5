import type { Product } from '../../../core/catalogue';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { InventoryPort, StockLevel } from '../../../ports/inventory';
import type { ProductRepository } from './product-repository';

/**
 * The embedded stock on hand (`product_skus.available_quantity`, migration 15) behind InventoryPort. `onChange`
 * receives the product after each change (the server re-indexes it, so the search record's `inStock` follows).
 */
export class EmbeddedInventory implements InventoryPort {
  constructor(
    private readonly products: Pick<ProductRepository, 'setStock'>,
    private readonly onChange: (product: Product) => void = () => undefined,
  ) {}

  async setStock(sku: string, quantity: number): Promise<Result<StockLevel>> {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > 2_147_483_647) {
      return err(domainError('validation/invalid', 'The stock must be a whole number of 0 or more.'));
    }
    const product = await this.products.setStock(sku, quantity);
    if (!product) return err(domainError('product/sku-not-found', `no product variant with SKU "${sku}"`, { sku }));
    this.onChange(product);
    return ok({
      sku,
      productKey: product.key,
      productName: product.name,
      availableQuantity: quantity,
      isOnStock: quantity > 0,
    });
  }
}
