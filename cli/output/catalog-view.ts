import type { Price } from '../../core/cart';
import type { Product, Variant } from '../../core/catalogue';
import { formatMoney } from '../../core/shared';
import { renderTable, type RenderOptions } from './table';

/** The default price of a variant: the one without a channel (catalogue-gifting §3 Price). */
function defaultPrice(prices: readonly Price[]): Price | undefined {
  return prices.find((p) => p.channelKey === undefined) ?? prices[0];
}

/** "SKU-1 1 lb $9.99" (the discounted price when a product discount applies); inactive variants say so. */
function variantLine(variant: Variant): string {
  const price = defaultPrice(variant.prices);
  const amount = price ? formatMoney(price.discounted?.value ?? price.value) : 'no price';
  const inactive = variant.active ? '' : ' (inactive)';
  return `${variant.sku} ${variant.variantName} ${amount}${inactive}`;
}

/** Products as a table: Key, Name, Category, SKUs with prices (one variant per line), and a count line. */
export function renderProducts(
  listing: { readonly total: number; readonly results: readonly Product[] },
  offset: number,
  options: RenderOptions,
): string {
  if (listing.results.length === 0) return `No products (total ${listing.total}).\n`;
  const rows = listing.results.map((p) => [
    p.key,
    p.name,
    p.categoryKeys.join(', '),
    p.variants.map(variantLine).join('\n'),
  ]);
  const table = renderTable([{ head: 'Key' }, { head: 'Name' }, { head: 'Category' }, { head: 'SKUs' }], rows, options);
  const first = offset + 1;
  const last = offset + listing.results.length;
  return `${table}Products ${first}-${last} of ${listing.total}\n`;
}
