/**
 * The custom gift tray pages' texts (spec: catalogue-gifting §1 'Custom Gift Tray, Premium: 130+ choices, from
 * $69.99', 'Custom Gift Tray, Classic: 50+ choices, from $59.99'; §2 'Gift tray ingredient browser: category filter,
 * tag filter and keyword filter'; §4 Tray customizer: 5 sections, indexes 1 to 5; §5 keyword filter; §9 tag
 * filters). Prices come formatted (formatMoney).
 */
export const traysCopy = {
  /** The page's header when the server has no tray data (the product's name otherwise). */
  title: 'Custom Gift Tray',
  unavailable: 'The tray builder is not available right now. Please try again later.',
  /** The lead under the header, by tray key (catalogue-gifting §1). */
  choices: { '9901': '130+ choices', '9900': '50+ choices' } as Readonly<Record<string, string>>,
  lead: 'Fill the five sections of your tray with the treats you choose.',
  browserHeading: 'Choose your treats',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  keywordLabel: 'Search treats',
  keywordPlaceholder: 'Name or category, e.g. almonds',
  filtersLegend: 'Filter by',
  clearFilters: 'Clear filters',
  /** The number of treats shown, also announced to screen readers. */
  shown: (shown: number, total: number) => (shown === total ? `${total} treats` : `${shown} of ${total} treats`),
  noMatch: 'No treats match these filters.',
  /** Below a list that does not show every match yet. */
  listed: (listed: number, total: number) => `Showing ${listed} of ${total}`,
  showMore: 'Show more treats',
  premium: 'Premium',
  /** An ingredient's button: which section it fills (1 to 5). */
  addTo: (name: string, section: number) => `Add ${name} to section ${section}`,
  /** An ingredient's button while every section is filled and none is chosen. */
  trayFull: (name: string) => `${name}: your tray is full`,
  trayHeading: 'Your tray',
  /** The progress line, also announced to screen readers. */
  progress: (filled: number, sections: number) =>
    filled === sections ? 'Your tray is full' : `${filled} of ${sections} sections filled`,
  /** A section's button (choose the section the next treat fills). */
  section: (n: number, name?: string) => (name ? `Section ${n}: ${name}` : `Section ${n}: empty`),
  emptySection: 'Empty',
  /** Shown on the section the next treat fills. */
  next: 'Next',
  chooseHint: 'Choose a section to fill it, or let treats fill the next empty one.',
  remove: 'Remove',
  removeFrom: (name: string, n: number) => `Remove ${name} from section ${n}`,
  priceLabel: 'Tray price',
  addToCart: 'Add to Cart',
  addHint: (sections: number) => `Fill all ${sections} sections to add your tray to the cart.`,
  /** The phone's bottom bar's link to the tray. */
  viewTray: 'View tray',
} as const;
