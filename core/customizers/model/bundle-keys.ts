/**
 * The gift box bundle's keys (spec: catalogue-gifting §1, §2 /bundle-customizer, §3 config), in a module of their own:
 * the app's entry reads the product key, and so takes this module whole, not the customizers' other constants.
 */
/** Product key (product number) of the bundle, 'Gift Box of the Month' (catalogue-gifting §1). */
export const GIFT_BUNDLE_KEY = '9910';
/** The SKU the bundle is sold as; its variant is the '3 Month Subscription Bundle' (catalogue-gifting §1, §3). */
export const GIFT_BUNDLE_SKU = '9910-03';
/** The bundle variant's name, the buy block's title (catalogue-gifting §1). */
export const GIFT_BUNDLE_VARIANT_NAME = '3 Month Subscription Bundle';
/** The bundle customizer's route (catalogue-gifting §2; core-cart-checkout §2 route table). */
export const BUNDLE_CUSTOMIZER_PATH = '/bundle-customizer';
