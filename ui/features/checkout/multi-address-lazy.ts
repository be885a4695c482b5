import { lazyPage } from '../../app/lazy-page';

/**
 * '/checkout/address/multi': the address step for several shipments (core-cart-checkout §2), code loaded on demand
 * (ui/app/pages.ts preloads it for that path; the checkout route renders it).
 */
export const MultiAddressStep = lazyPage(() => import('./multi-address-step'));
