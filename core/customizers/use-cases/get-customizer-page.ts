import { selectPrice } from '../../pricing';
import type { CommercePort } from '../../../ports/commerce';
import { CLASSIC_TRAY_KEY, PREMIUM_TRAY_KEY } from '../model/constants';
import { CUSTOMIZER_BUILDER_PAGES, type CustomizerPageData } from '../model/customizer-page';
import { trayIngredientsFor, type CategoryNode, type TrayIngredient } from '../model/tray';
import type { LoadCustomizerCatalog } from './customizer-catalog';

/**
 * Where a tray page's choices come from: the source GET /api/gifted-trays/catalog answers from (catalogue-gifting §7;
 * the catalogue's ListTrayCatalog): for 'Premium' every tray ingredient, for 'Classic' those not premium, with the
 * category tree of their categories.
 */
export interface TrayCatalogSource {
  execute(category: 'Premium' | 'Classic'): Promise<{
    readonly ingredients: readonly TrayIngredient[];
    readonly categoryTree: readonly CategoryNode[];
  }>;
}

/**
 * The data of a customizer page (catalogue-gifting §2 /custom/mixes/builder, /custom/box and /custom/box/builder;
 * §4 customizers): the customizer product (its active variants with their default prices, cents) and the ingredients
 * it offers from the search index (LoadCustomizerCatalog); on a gift tray's page (/custom/trays/premium 9901,
 * /custom/trays/classic 9900) the tray catalogue's ingredients and category tree (`trays`; Classic: trayIngredientsFor
 * leaves the premium ones out). Undefined for a path that is no customizer page (CUSTOMIZER_BUILDER_PAGES), a product
 * the catalogue lacks, or a tray page without a `trays` source.
 */
export class GetCustomizerPage {
  constructor(
    private readonly catalog: Pick<LoadCustomizerCatalog, 'mixIngredients' | 'miniBoxes'>,
    private readonly commerce: Pick<CommercePort, 'getProductByKey'>,
    private readonly trays?: TrayCatalogSource,
  ) {}

  async execute(path: string): Promise<CustomizerPageData | undefined> {
    const page = CUSTOMIZER_BUILDER_PAGES[path];
    const product = page ? await this.commerce.getProductByKey(page.productKey) : undefined;
    if (!page || !product || (page.kind === 'tray' && !this.trays)) return undefined;
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
    if (page.kind === 'tray') return this.tray(page.productKey, summary);
    return page.kind === 'mix'
      ? { kind: 'mix', product: summary, ingredients: await this.catalog.mixIngredients() }
      : { kind: 'box', product: summary, miniBoxes: await this.catalog.miniBoxes() };
  }

  private async tray(productKey: string, product: CustomizerPageData['product']): Promise<CustomizerPageData> {
    const classic = productKey === CLASSIC_TRAY_KEY;
    const catalog = await this.trays?.execute(classic ? 'Classic' : 'Premium');
    const ingredients = trayIngredientsFor(classic ? CLASSIC_TRAY_KEY : PREMIUM_TRAY_KEY, catalog?.ingredients ?? []);
    return { kind: 'tray', product, ingredients, categoryTree: catalog?.categoryTree ?? [] };
  }
}
