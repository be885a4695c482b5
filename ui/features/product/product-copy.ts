/**
 * Shopper-facing texts of the product page that are not rules (the rule texts, such as badge labels and the
 * delivery messages, come from core/catalogue/model/product-page).
 */
export const productCopy = {
  variantLegend: 'Size',
  /** The legend of a gift certificate's amounts. */
  amountLegend: 'Amount',
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  perPound: (price: string) => `${price}/lb`,
  details: 'Product Details',
  ingredients: 'Ingredients',
  countryOfOrigin: (country: string) => `Country of origin: ${country}`,
  imageAlt: (name: string) => name,
  perPoundSuffix: '/lb',
  priceRange: (min: string, max: string) => `${min} - ${max}`,
  deliveryTitle: 'Delivery',
  deliverTo: (zip: string) => `to ${zip}`,
  changeZip: 'Change ZIP code',
  enterZip: 'Enter ZIP code',
  zipLabel: 'ZIP code',
  update: 'Update',
  cancel: 'Cancel',
  calculating: 'Checking delivery…',
  shipsToCanada: (day: string, canada: string) => `Ships ${day} to ${canada}`,
  highlights: 'Highlights',
  certifications: 'Certifications',
  gallery: 'Product images',
  previous: 'Previous image',
  next: 'Next image',
  showSlide: (n: number) => `Show image ${n}`,
  slideOf: (n: number, total: number) => `Image ${n} of ${total}`,
  bagSize: (size: string) => `${size} bag`,
  nutritionSlide: 'Nutrition facts',
  stickyLabel: 'Add to cart',
  /** The variant form's button, shown only without JavaScript (it reloads the page on the chosen variant). */
  chooseVariant: 'Choose',
} as const;
