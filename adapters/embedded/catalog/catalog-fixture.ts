import { z } from 'zod';
import {
  MAJOR_ALLERGENS,
  NUTRIENT_CLAIM_IDS,
  REFERENCE_AMOUNTS,
  type NutritionFacts,
  type ReferenceAmountCategoryId,
} from '../../../core/catalogue';
import type { Category, CustomizerAttributes, Variant } from '../../../core/catalogue';

/**
 * The seeded catalogue file `fixtures/catalog/catalog.json` (built by `fixtures/catalog/build-catalog.ts`
 * from USDA SR28 data). Strict: an unknown field is an error, so a typo in the file fails loudly.
 * Money is integer cents; weights are grams. spec: catalogue-gifting §3 Product, Variant, Price,
 * Nutrition facts, Tags; §9 Unit labels.
 */

const cents = z.number().int().nonnegative();
const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case');
/** A custom page title (plain text, without the store name; catalogue-gifting §3 Product "custom page title"). */
const customPageTitle = z.string().trim().min(1).max(120).optional();
/** A meta description (plain text; catalogue-gifting §3 Product "meta description"). */
const metaDescription = z.string().trim().min(1).max(300).optional();

/**
 * One nutrient: `lessThan: true` declares "less than {quantity}{unit}" (21 CFR 101.9(c)(3), (c)(6), (c)(7)); absent,
 * never false, otherwise.
 */
const nutrientSchema = z.strictObject({
  quantity: z.number().nonnegative(),
  unit: z.enum(['kcal', 'g', 'mg', 'mcg']),
  lessThan: z.literal(true).optional(),
  pdv: z.number().int().nonnegative().optional(),
});

const nutrient = nutrientSchema.optional();

/** Nutrition facts as stored in the fixture: the `NutritionFacts` shape of the catalogue model. */
export const nutritionFactsSchema = z.strictObject({
  servingSize: z.strictObject({
    quantity: z.number().positive(),
    unit: z.literal('g'),
    description: z.string().min(1),
  }),
  servingsPerContainer: z.number().int().nonnegative().optional(),
  perServing: z.strictObject({
    calories: nutrient,
    totalFat: nutrient,
    saturatedFat: nutrient,
    transFat: nutrient,
    cholesterol: nutrient,
    sodium: nutrient,
    totalCarbohydrate: nutrient,
    dietaryFiber: nutrient,
    totalSugars: nutrient,
    addedSugars: nutrient,
    protein: nutrient,
    vitaminD: nutrient,
    calcium: nutrient,
    iron: nutrient,
    potassium: nutrient,
    vitaminA: nutrient,
    vitaminC: nutrient,
  }),
});

/**
 * A category; `path` is its storefront path ('/nuts', '/nuts/almonds'); `parentKey` names its parent;
 * `customPageTitle` and `metaDescription` are optional plain text for the page's head.
 */
export const catalogCategorySchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  path: z.string().regex(/^(\/[a-z0-9-]+)+$/),
  parentKey: z.string().optional(),
  description: z.string(),
  orderHint: z.number().int().nonnegative(),
  customPageTitle,
  metaDescription,
});

/** A bulk price tier: from `minimumQuantity` units on, each costs `priceCents`. */
export const priceTierSchema = z.strictObject({ minimumQuantity: z.number().int().min(2), priceCents: cents });

/**
 * A variant (bag size). SKU is '<4-digit product number>-<2-digit variant>', e.g. '1001-01', or for a gift
 * certificate 'GC-<variation id>', e.g. 'GC-236' (core-cart-checkout §4: GC- lines need no shipping).
 */
export const catalogVariantSchema = z.strictObject({
  sku: z.string().regex(/^(\d{4}-\d{2}|GC-\d{1,6})$/),
  variantName: z.string().min(1),
  weightGrams: z.number().int().positive(),
  unitName: z.string().min(1),
  unitSize: z.string().optional(),
  priceCents: cents,
  /** Price on the auto-delivery channel; present only for auto-delivery-eligible variants. */
  autoDeliveryPriceCents: cents.optional(),
  tiers: z.array(priceTierSchema),
  active: z.boolean(),
  backordered: z.boolean(),
  maximumPiecesPerOrder: z.number().int().positive(),
  bulk: z.boolean(),
  wholesale: z.boolean(),
  autoDeliveryEligible: z.boolean(),
  /** USDA SR28 NDB number of the food, e.g. '12061'; absent for what is not a food (gift certificates). */
  usdaNdbNo: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  servingsPerContainer: z.number().int().nonnegative().optional(),
  /** The variant attribute fixedAddress (JSON text, core-cart-checkout §4): every unit ships to that address. */
  fixedAddress: z.string().max(2000).optional(),
});

/**
 * A product's customizer attributes (the `CustomizerAttributes` of the catalogue model; catalogue-gifting §3, §5):
 * density in grams per US cup, volume price in integer cents per cup, popularity in (0, 1]. A mix ingredient must
 * have density, category names and volume price (§5 'Density is required', 'Customizer Category Names is required').
 */
export const customizerAttributesSchema = z
  .strictObject({
    density: z.number().positive().optional(),
    customizerCategoryNames: z.array(z.string().min(1)).min(1).optional(),
    popularity: z.number().gt(0).lte(1),
    volumePriceCents: cents.optional(),
    mixIngredient: z.boolean(),
    trayIngredient: z.strictObject({ premium: z.boolean() }).optional(),
  })
  .refine(
    (c) =>
      !c.mixIngredient ||
      (c.density !== undefined && c.customizerCategoryNames !== undefined && c.volumePriceCents !== undefined),
    { message: 'a mix ingredient needs density, customizerCategoryNames and volumePriceCents' },
  );

/**
 * A product; `description` is HTML (sanitise before display); `imageFile` is 'images/<key>.svg'; `customPageTitle`
 * and `metaDescription` are optional plain text for the page's head.
 */
export const catalogProductSchema = z.strictObject({
  key: kebab,
  name: z.string().min(1),
  slug: kebab,
  categoryKey: z.string().min(1),
  description: z.string().min(1),
  oneLinerDescription: z.string().min(1),
  /** The ingredient statement; absent for what is not a food. */
  ingredients: z.string().min(1).optional(),
  tags: z.array(z.string().min(1)),
  meltable: z.boolean(),
  imageFile: z.string().regex(/^images\/[a-z0-9-]+\.svg$/),
  countryOfOrigin: z.string().optional(),
  nutritionFacts: nutritionFactsSchema.optional(),
  variants: z.array(catalogVariantSchema).min(1),
  customPageTitle,
  metaDescription,
  /** Its storefront path when it is not '{category path}/{slug}' (the customizers: '/custom/mixes'). */
  path: z
    .string()
    .regex(/^(\/[a-z0-9-]+)+$/)
    .optional(),
  customizer: customizerAttributesSchema.optional(),
  /** Its major food allergens, derived from `ingredients`; absent when it has none or is not a food. */
  allergens: z
    .array(z.strictObject({ allergen: z.enum(MAJOR_ALLERGENS), species: z.array(z.string().min(1)) }))
    .optional(),
  /** Its reference amount customarily consumed (21 CFR 101.12): Table 2 row and grams. */
  referenceAmount: z
    .strictObject({
      category: z.enum(Object.keys(REFERENCE_AMOUNTS) as [ReferenceAmountCategoryId, ...ReferenceAmountCategoryId[]]),
      grams: z.number().positive(),
    })
    .optional(),
  /** The FDA nutrient content claims it meets per its reference amount, and their disclosures. */
  nutrientClaims: z.array(z.enum(NUTRIENT_CLAIM_IDS)).optional(),
  claimDisclosures: z.array(z.string().min(1)).optional(),
});

function uniqueIssues(values: readonly string[], what: string, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) ctx.addIssue({ code: 'custom', message: `duplicate ${what} '${v}'` });
    seen.add(v);
  }
}

/**
 * The whole fixture file: version 1, categories, products. Also checks that keys, SKUs and names are
 * unique, that every parent and product category exists, and that each image is named after its product.
 */
export const catalogFixtureSchema = z
  .strictObject({
    version: z.literal(1),
    categories: z.array(catalogCategorySchema),
    products: z.array(catalogProductSchema),
  })
  .superRefine((file, ctx) => {
    const categoryKeys = new Set(file.categories.map((c) => c.key));
    uniqueIssues(
      file.categories.map((c) => c.key),
      'category key',
      ctx,
    );
    uniqueIssues(
      file.categories.map((c) => c.path),
      'category path',
      ctx,
    );
    uniqueIssues(
      file.products.map((p) => p.key),
      'product key',
      ctx,
    );
    uniqueIssues(
      file.products.map((p) => p.name),
      'product name',
      ctx,
    );
    uniqueIssues(
      file.products.flatMap((p) => (p.path === undefined ? [] : [p.path])),
      'product path',
      ctx,
    );
    uniqueIssues(
      file.products.flatMap((p) => p.variants.map((v) => v.sku)),
      'SKU',
      ctx,
    );
    for (const c of file.categories) {
      if (c.parentKey !== undefined && !categoryKeys.has(c.parentKey)) {
        ctx.addIssue({ code: 'custom', message: `category ${c.key} has unknown parent ${c.parentKey}` });
      }
    }
    for (const p of file.products) {
      if (!categoryKeys.has(p.categoryKey))
        ctx.addIssue({ code: 'custom', message: `product ${p.key} has unknown category ${p.categoryKey}` });
      if (p.imageFile !== `images/${p.key}.svg`)
        ctx.addIssue({ code: 'custom', message: `product ${p.key} image must be images/${p.key}.svg` });
    }
  });

/** The parsed catalogue fixture file. */
export type CatalogFixture = z.infer<typeof catalogFixtureSchema>;
/** One category of the fixture. */
export type CatalogCategoryFixture = z.infer<typeof catalogCategorySchema>;
/** One product of the fixture. */
export type CatalogProductFixture = z.infer<typeof catalogProductSchema>;
/** The customizer attributes of a fixture product. */
export type CatalogCustomizerFixture = z.infer<typeof customizerAttributesSchema>;
/** One variant of a fixture product. */
export type CatalogVariantFixture = z.infer<typeof catalogVariantSchema>;

/** Compile-time checks that the file's shapes stay assignable to the catalogue model (exported so it is not unused). */
type Assert<T extends true> = T;
type Fits<A, B> = A extends B ? true : false;
export type FixtureFitsModel = [
  Assert<Fits<z.infer<typeof nutritionFactsSchema>, NutritionFacts>>,
  Assert<Fits<NutritionFacts, z.infer<typeof nutritionFactsSchema>>>,
  Assert<Fits<CatalogCategoryFixture, Omit<Category, 'id'>>>,
  Assert<Fits<z.infer<typeof customizerAttributesSchema>, CustomizerAttributes>>,
  Assert<
    Fits<
      Omit<CatalogVariantFixture, 'priceCents' | 'autoDeliveryPriceCents' | 'tiers'>,
      Omit<Variant, 'id' | 'prices' | 'bagSize' | 'ingredients' | 'countryOfOrigin'>
    >
  >,
];
