import type { CountryCode } from '../../cart/model';

/**
 * State and province codes (spec: core-cart-checkout §5 Validation rules "State or province").
 * US: 50 states, DC, territories, military codes and the freely associated Pacific states;
 * Canada: 13 provinces and territories.
 */

/** A region: its two-letter `code` and its full `name`. */
export interface Region {
  readonly code: string;
  readonly name: string;
}

const list = (entries: Readonly<Record<string, string>>): readonly Region[] =>
  Object.freeze(Object.entries(entries).map(([code, name]) => Object.freeze({ code, name })));

/** The 63 US codes: 50 states, DC, territories (AS GU MP PR VI UM), military (AA AE AP), Pacific (FM MH PW). */
export const US_REGIONS: readonly Region[] = list({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  UM: 'U.S. Minor Outlying Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
});

/** Canada's 13 provinces and territories. */
export const CA_REGIONS: readonly Region[] = list({
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
});

/** Other spellings people type, by normalised name (see `nameKey`). */
const ALIASES: Readonly<Record<CountryCode, Readonly<Record<string, string>>>> = {
  US: {
    'washington dc': 'DC',
    'washington d c': 'DC',
    'virgin islands': 'VI',
    'us virgin islands': 'VI',
    'united states virgin islands': 'VI',
    micronesia: 'FM',
    'us minor outlying islands': 'UM',
    'united states minor outlying islands': 'UM',
  },
  CA: { newfoundland: 'NL', labrador: 'NL', 'yukon territory': 'YT', pei: 'PE' },
};

/** Lower case, accents removed ("Québec" → "quebec"), punctuation dropped, '&' read as 'and', spaces collapsed. */
function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.,']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function buildLookup(country: CountryCode, regions: readonly Region[]): ReadonlyMap<string, string> {
  const lookup = new Map<string, string>();
  for (const { code, name } of regions) {
    lookup.set(code.toLowerCase(), code);
    lookup.set(nameKey(name), code);
  }
  for (const [alias, code] of Object.entries(ALIASES[country])) lookup.set(alias, code);
  return lookup;
}

const LOOKUPS: Readonly<Record<CountryCode, ReadonlyMap<string, string>>> = {
  US: buildLookup('US', US_REGIONS),
  CA: buildLookup('CA', CA_REGIONS),
};

/** The regions of `country`. spec: core-cart-checkout §5. */
export function regionsFor(country: CountryCode): readonly Region[] {
  return country === 'CA' ? CA_REGIONS : US_REGIONS;
}

/**
 * The two-letter code for `input` in `country`: a known code in any case ("ny" → "NY") or a full
 * name in any case, spacing or accents ("new york" → "NY", "Québec" → "QC"); undefined when unknown.
 * spec: core-cart-checkout §5 "A full state name converts to its code".
 */
export function normalizeRegion(country: CountryCode, input: string): string | undefined {
  return LOOKUPS[country].get(nameKey(input));
}

/** true when `code` is exactly a known upper-case two-letter code of `country`. spec: core-cart-checkout §5. */
export function isValidRegion(country: CountryCode, code: string): boolean {
  return regionsFor(country).some((region) => region.code === code);
}
