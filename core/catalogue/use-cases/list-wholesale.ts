import type { CommercePort } from '../../../ports/commerce';
import type { Product } from '../model/product';
import { wholesalePageOf, type WholesalePageData } from '../model/wholesale';

/** Products per listProducts call (ProductQuery's largest `limit`). */
const PAGE_SIZE = 500;

/**
 * The /wholesale page's data (spec: core-cart-checkout §6 wholesale rule; shell-account §1 /wholesale): every product
 * read from commerce (paged, ordered by name) with its variants' stock, and every category, made into the page's
 * groups by `wholesalePageOf` (model/wholesale.ts). Throws PortError when commerce is unreachable.
 */
export class ListWholesaleItems {
  constructor(private readonly commerce: Pick<CommercePort, 'listCategories' | 'listProducts'>) {}

  async execute(): Promise<WholesalePageData> {
    const [categories, products] = await Promise.all([this.commerce.listCategories(), this.allProducts()]);
    return wholesalePageOf(products, categories);
  }

  private async allProducts(): Promise<Product[]> {
    const products: Product[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const { total, results } = await this.commerce.listProducts({ limit: PAGE_SIZE, offset });
      products.push(...results);
      if (results.length < PAGE_SIZE || offset + results.length >= total) return products;
    }
  }
}
