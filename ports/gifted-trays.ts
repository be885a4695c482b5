import { z } from 'zod';

/**
 * The gift trays' catalogue call (spec: catalogue-gifting §3 Tray ingredient, §7 "GET /api/gifted-trays/catalog:
 * returns ingredients and categoryTree", §9 Premium tray 130+ choices, Classic 50+): the wire shapes, validated with
 * zod on both sides (the server's query, the browser's reading of the answer).
 */

/** The path of the call. */
export const GIFTED_TRAYS_CATALOG_PATH = '/api/gifted-trays/catalog';

/** Which tray's choices: Premium offers every tray ingredient, Classic leaves the premium ones out. */
export type TrayCategory = 'Premium' | 'Classic';

/**
 * The query: `type` 'Tray' and `category` 'Premium' or 'Classic', both optional (no category: Premium's choices).
 * Anything else is refused (400 'validation/invalid').
 */
export const giftedTraysCatalogQuerySchema = z.strictObject({
  type: z.literal('Tray').optional(),
  category: z.enum(['Premium', 'Classic']).optional(),
});

/**
 * A tray ingredient (catalogue-gifting §3): `id` the product number as a string ('1072', the encoding's product
 * key), `name`, `filters` (its category names, root first, then its kept tag labels: 'Gluten-free', 'Kosher', 'Less
 * Salt', 'Organic', 'Raw', 'Sugar-free', 'Vegan'), `popularity` in (0, 1], `premium`, `assetPath` (its image path).
 */
export const trayIngredientSchema = z.strictObject({
  id: z.string().regex(/^\d{1,6}$/),
  name: z.string().min(1),
  filters: z.array(z.string().min(1)),
  popularity: z.number().gt(0).lte(1),
  premium: z.boolean(),
  assetPath: z.string().min(1),
});

/** A tray ingredient on the wire. */
export type TrayIngredient = z.infer<typeof trayIngredientSchema>;

/** A node of the trays' category filter: a category name and its sub-categories (each holding ingredients). */
export interface CategoryNode {
  readonly name: string;
  readonly children: readonly CategoryNode[];
}

/** A CategoryNode on the wire (recursive). */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.strictObject({ name: z.string().min(1), children: z.array(categoryNodeSchema) }),
);

/** The answer: the ingredients (most popular first) and the category tree of their categories (by name). */
export const giftedTraysCatalogSchema = z.strictObject({
  ingredients: z.array(trayIngredientSchema),
  categoryTree: z.array(categoryNodeSchema),
});

/** The answer of GET /api/gifted-trays/catalog. */
export interface GiftedTraysCatalog {
  readonly ingredients: readonly TrayIngredient[];
  readonly categoryTree: readonly CategoryNode[];
}
