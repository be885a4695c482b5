import { selectPrice } from '../../pricing';
import type { CommercePort } from '../../../ports/commerce';
import { CUSTOMIZER_BUILDER_PAGES, type CustomizerPageData } from '../model/customizer-page';
import type { LoadCustomizerCatalog } from './customizer-catalog';

/**
 * The data of a customizer page (catalogue-gifting §2 /custom/mixes/builder, /custom/box and /custom/box/builder;
 * §4 customizers): the customizer product (its active variants with their default prices, cents) and the ingredients
 * it offers from the search index (LoadCustomizerCatalog). Undefined for a path that is no customizer page
 * (CUSTOMIZER_BUILDER_PAGES) or a product the catalogue lacks.
 */
export class GetCustomizerPage {
  constructor(
    private readonly catalog: Pick<LoadCustomizerCatalog, 'mixIngredients' | 'miniBoxes'>,
    private readonly commerce: Pick<CommercePort, 'getProductByKey'>,
  ) {}

  async execute(path: string): Promise<CustomizerPageData | undefined> {
    const page = CUSTOMIZER_BUILDER_PAGES[path];
    const product = page ? await this.commerce.getProductByKey(page.productKey) : undefined;
    if (!page || !product) return undefined;
    const summary = {
      key: product.key,
      name: product.name,
      path: product.path,
      imageUrl: product.imageUrl,
      variants: product.variants
        .filter((v) => v.active)
        .map((v) => ({
          sku: v.sku,
          variantName: v.variantName,
          priceCents: selectPrice(v.prices, {})?.value.cents ?? 0,
        })),
    };
    return page.kind === 'mix'
      ? { kind: 'mix', product: summary, ingredients: await this.catalog.mixIngredients() }
      : { kind: 'box', product: summary, miniBoxes: await this.catalog.miniBoxes() };
  }
}
