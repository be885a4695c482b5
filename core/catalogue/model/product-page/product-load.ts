/**
 * Product load (spec: catalogue-gifting §4 Product load "loading (skeleton shown), then loaded, or error";
 * §8 "'Product information not loaded yet' if the product is read before loading and without error").
 */

/** The message of reading a product before it loaded (and without a load error). */
export const PRODUCT_NOT_LOADED = 'Product information not loaded yet';

/** Load state of a product page's product. */
export type ProductLoad<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly product: T }
  | { readonly status: 'error'; readonly message: string };

/**
 * The loaded product; undefined after a load error; throws Error('Product information not loaded yet')
 * when read while still loading (a bug in the reader: it should show the skeleton instead).
 */
export function loadedProduct<T>(load: ProductLoad<T>): T | undefined {
  if (load.status === 'loaded') return load.product;
  if (load.status === 'error') return undefined;
  throw new Error(PRODUCT_NOT_LOADED);
}
