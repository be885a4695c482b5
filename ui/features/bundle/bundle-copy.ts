/**
 * The gift box bundle's texts (spec: catalogue-gifting §1 "'3 Month Subscription Bundle'"; §2 Gift box shipments
 * details, /bundle-customizer; §9 "Discount shown as 'Save {n}%'"). Prices come formatted (formatMoney).
 */
export const bundleCopy = {
  shipmentsHeading: 'Gift box shipments details',
  shipmentHeading: (n: number) => `Shipment ${n}`,
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  customize: 'Customize your boxes',
  customizerTitle: 'Customize Your Bundle',
  customizerLead: (percent: number) =>
    `Choose the gift box for each shipment: the bundle saves ${percent}% on all three.`,
  chooseBox: (n: number, timing: string) => `Shipment ${n}: ${timing}`,
  total: 'Bundle total',
  unavailable: 'The gift box bundle is not available right now. Please try again later.',
  details: 'Details',
  ingredients: 'Ingredients',
  noIngredients: 'See the box’s own page for its ingredients.',
  rating: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
  reviews: (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`,
  notRated: 'Not yet rated',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageOf: (name: string, i: number, count: number) => `${name}, image ${i} of ${count}`,
  packedImage: (name: string) => `${name}, packed as a gift`,
  outOfStock: 'Out of stock',
};
