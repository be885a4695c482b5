import { z } from 'zod';
import type { DepartmentRecord, HighlightTree, QuerySuggestionRecord, SearchProductRecord } from '../../ports/search';

/**
 * Loose zod schemas of Algolia's search responses (DESIGN §3.6: loose for vendor payloads): unknown fields
 * are kept, missing ones get neutral defaults (so hits narrowed by attributesToRetrieve still parse), and
 * wrong types are refused. spec: shell-account §3 Search product hit, Department hit, Query suggestion.
 */

const highlightLeaf = z.looseObject({
  value: z.string(),
  matchLevel: z.enum(['none', 'partial', 'full']).catch('none'),
  matchedWords: z.array(z.string()).default([]),
  fullyHighlighted: z.boolean().optional(),
});

/** A `_highlightResult` tree: leaves, arrays of trees, or objects of trees. */
export const highlightTreeSchema: z.ZodType<HighlightTree> = z.lazy(() =>
  z.union([highlightLeaf, z.array(highlightTreeSchema), z.record(z.string(), highlightTreeSchema)]),
);

const highlights = { _highlightResult: z.record(z.string(), highlightTreeSchema).optional() };
const text = z.string().default('');
const num = z.number().default(0);
const flag = z.boolean().default(false);
const texts = z.array(z.string()).default([]);

/** A Products hit (any of the Products replicas). */
export const productHitSchema = z.looseObject({
  objectID: z.string(),
  path: text,
  sku: text,
  cost: num,
  singlePiecePrice: num,
  price: num,
  weight: num,
  shortVariantName: text,
  Product: z
    .looseObject({ name: text, key: text, listingImageUrl: text, shortDescription: text, reportingCategory: text })
    .default({
      name: '',
      key: '',
      listingImageUrl: '',
      shortDescription: '',
      reportingCategory: '',
    }),
  categories: z.record(z.string(), z.array(z.string())).default({}),
  categoryKeys: texts,
  tags: texts,
  unitName: text,
  inStock: flag,
  autoDeliveryEligible: flag,
  bulk: flag,
  wholesale: flag,
  traits: texts,
  activationDate: num,
  density: z.number().positive().optional(),
  customizerCategoryNames: z.array(z.string()).optional(),
  popularity: z.number().optional(),
  volumePrice: z.number().int().nonnegative().optional(),
  allergens: z.array(z.string()).optional(),
  allergenSpecies: z.record(z.string(), z.array(z.string())).optional(),
  freeFrom: texts,
  claims: texts,
  ...highlights,
});

/** A Departments hit. */
export const departmentHitSchema = z.looseObject({
  objectID: z.string(),
  name: text,
  path: text,
  idealForSuggestions: flag,
  description: text,
  level: num,
  productCount: num,
  ...highlights,
});

/** A query suggestion hit. */
export const querySuggestionHitSchema = z.looseObject({
  objectID: z.string(),
  query: text,
  popularity: num,
  ...highlights,
});

// The parsed hits must stay assignable to the port's records.
const _shapeChecks: [
  (h: z.infer<typeof productHitSchema>) => SearchProductRecord,
  (h: z.infer<typeof departmentHitSchema>) => DepartmentRecord,
  (h: z.infer<typeof querySuggestionHitSchema>) => QuerySuggestionRecord,
] = [(h) => h, (h) => h, (h) => h];
void _shapeChecks;

const facetStats = z.looseObject({ min: num, max: num, avg: num, sum: num });

/** One result of a multi-query search; `hits` are parsed by the index's hit schema afterwards. */
export const searchResultSchema = z.looseObject({
  hits: z.array(z.unknown()).default([]),
  nbHits: num,
  page: num,
  nbPages: num,
  hitsPerPage: num,
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  facets_stats: z.record(z.string(), facetStats).optional(),
  exhaustiveFacetsCount: z.boolean().default(true),
  exhaustiveNbHits: z.boolean().default(true),
  processingTimeMS: num,
  query: text,
  params: text,
  index: z.string().optional(),
  queryID: z.string().optional(),
  appliedRules: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The multi-query response `{ results: [...] }`. */
export const searchResponsesSchema = z.looseObject({ results: z.array(z.unknown()) });
