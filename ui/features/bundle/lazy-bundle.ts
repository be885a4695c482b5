import { lazyPage } from '../../app/lazy-page';

/**
 * The gift-box buy block of the bundle product's page (catalogue-gifting §1; gift-bundle-block.tsx), loaded on demand:
 * the product page mounts it for the bundle only, so other product pages never load its code.
 */
export const GiftBundleBlock = lazyPage(() => import('./gift-bundle-block'));
