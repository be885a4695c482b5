/**
 * The build-your-own box pages' texts (spec: catalogue-gifting §1 'Custom Gift Box, Medium: $42.99, six treats chosen
 * from 50 gourmet flavors'; §2 /custom/box, /custom/box/builder 'Build your own box', 'Mini-box ingredient browser:
 * products sorted by price'; §4 Box customizer; §9 box tag filters). Prices come formatted (formatMoney).
 */
export const boxCopy = {
  /** The builder's header (catalogue-gifting §2), a link back to /custom/box. */
  builderTitle: 'Build your own box',
  landingLead: 'Six treats chosen from 50 gourmet flavors',
  landingPrice: (price: string) => `${price} for six treats`,
  howHeading: 'How it works',
  how: [
    'Pick six treats from 50 gourmet flavors, each packed in its own mini box.',
    'Pick a favorite more than once if you like: every treat fills one of the six places.',
    'We pack your six mini boxes in a keepsake gift box, ready to give.',
  ],
  start: 'Build your own box',
  unavailable: 'The box builder is not available right now. Please try again later.',
  browserHeading: 'Choose your treats',
  browserNote: 'Sorted by price, lowest first.',
  filtersLegend: 'Filter by',
  noMatch: 'No treats match these filters.',
  addTreat: (name: string) => `Add ${name} to your box`,
  add: 'Add',
  boxHeading: 'Your box',
  /** The progress line, also announced to screen readers. */
  progress: (selected: number, required: number) =>
    selected === required ? 'Your box is full' : `${selected} of ${required} treats chosen`,
  slotLabel: (n: number) => `Treat ${n}`,
  emptySlot: 'Choose a treat',
  removeTreat: (name: string, n: number) => `Remove ${name} from treat ${n}`,
  remove: 'Remove',
  priceLabel: 'Box price',
  /** The phone's bottom bar's link to the box. */
  reviewBox: 'View box',
  /** Below the price while the box is not full: the pro-rata price grows to the full price. */
  fullPriceNote: (price: string) => `${price} with all six treats`,
  addToCart: 'Add to Cart',
  addHint: (required: number) => `Choose ${required} treats to add your box to the cart.`,
} as const;
