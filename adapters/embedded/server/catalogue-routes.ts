import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Category, Product } from '../../../core/catalogue';
import type { CommercePort } from '../../../ports/commerce';
import type { CommerceRouteOptions } from './commerce-routes';
import { ctCategory, ctProductProjection } from './ct/encode-catalogue';
import { CHANNELS, ctChannel, expands, type WireDirectory } from './ct/encode-values';
import { sendNotFound } from './ct/errors';
import { categorySchema, channelSchema, productProjectionParams, productProjectionSchema } from './ct/query';
import { answerQuery, type QueryPlan } from './ct/query-route';
import { customObjectsByIds } from './custom-object-routes';

/**
 * The catalogue of the commercetools-compatible API (spec: catalogue-gifting §7; adapters/commercetools/WIRE.md):
 * product projections (by id, by `key=` and as a query with the price-selection parameters), categories (by id,
 * by `key=` and as a query) and channels (a query). A missing one is commercetools' ResourceNotFound with the
 * status of 'resource/not-found'. Custom objects and discounts have their own plugins (custom-object-routes.ts,
 * discount-routes.ts).
 */

/** Path parameters of /product-projections/{ref}: a product id, or `key=` and the product's key. */
export const productProjectionParamsSchema = z.object({ ref: z.string() });

/** Path parameters of /categories/{id}: a category id, or `key=` and the category's key. */
export const categoryParamsSchema = z.object({ id: z.string() });

/** More products than any catalogue holds: a listing of all of them. */
const ALL = 1_000_000;

/** `dir` with the tag objects of `products` when the request expands attribute references (`…attributes[*].value`). */
async function withTagObjects(
  dir: WireDirectory,
  commerce: CommercePort,
  products: readonly Product[],
): Promise<WireDirectory> {
  if (!expands(dir, 'attributes')) return dir;
  const objects = await customObjectsByIds(commerce, 'tags', [
    ...new Set(products.flatMap((p) => p.tagReferences ?? [])),
  ]);
  return { ...dir, tagObjects: new Map(objects.map((o) => [o.id, o])) };
}

/**
 * The categories among `ids` that are not inside another of them: their subtrees hold every product of any of `ids`.
 */
function subtreeRoots(ids: readonly string[], cats: readonly Category[]): Category[] {
  const chosen = cats.filter((c) => ids.includes(c.id));
  return chosen.filter((c) => !chosen.some((o) => o !== c && c.path.startsWith(`${o.path}/`)));
}

function unique(products: readonly (Product | undefined)[]): Product[] {
  const byId = new Map<string, Product>();
  for (const p of products) if (p) byId.set(p.id, p);
  return [...byId.values()];
}

const PRODUCT_PATH = (variants: 'masterVariant' | 'variants') =>
  [variants, { field: 'attributes', where: { name: 'productPath' } }, 'value'] as const;

/**
 * The products a product-projection query can match: through the key, SKU, productPath or category index when
 * the predicate pins one (a superset: the route evaluates the whole predicate on them), else the whole catalogue.
 */
async function candidateProducts(
  commerce: CommercePort,
  plan: QueryPlan,
  categories: readonly Category[],
): Promise<readonly Product[]> {
  const keys = plan.pinned(['key']);
  if (keys) return commerce.getProductsByKeys(keys);
  const skus = plan.pinned(['masterVariant', 'sku'], ['variants', 'sku']);
  if (skus) return unique(await Promise.all(skus.map((s) => commerce.getProductBySku(s))));
  const paths = plan.pinned(PRODUCT_PATH('masterVariant'), PRODUCT_PATH('variants'));
  if (paths) return unique(await Promise.all(paths.map((p) => commerce.getProductByPath(p))));
  const categoryIds = plan.pinned(['categories', 'id']);
  if (categoryIds) {
    const lists = await Promise.all(
      subtreeRoots(categoryIds, categories).map((c) =>
        commerce.listProducts({ categoryKey: c.key, limit: ALL, offset: 0 }),
      ),
    );
    return unique(lists.flatMap((l) => l.results));
  }
  return (await commerce.listProducts({ limit: ALL, offset: 0 })).results;
}

/** The catalogue routes as a fastify plugin, registered by app.ts inside the commerce API's authenticated scope. */
export const catalogueRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (api, options) => {
  const { commerce, directory: dir } = options;
  api.get('/product-projections/:ref', async (req, reply) => {
    const { ref } = productProjectionParamsSchema.parse(req.params);
    const m = /^key=(.+)$/.exec(ref);
    const p = m
      ? await commerce.getProductByKey(decodeURIComponent(m[1] ?? ''))
      : (await commerce.listProducts({ limit: ALL, offset: 0 })).results.find((x) => x.id === ref);
    if (!p) return sendNotFound(reply, m ? `key '${decodeURIComponent(m[1] ?? '')}'` : `ID '${ref}'`);
    return ctProductProjection(p, await withTagObjects(await dir(req.query), commerce, [p]));
  });
  // `staged`, the price selection and the projections are accepted (productProjectionParams): every product is
  // published without staged changes, has prices in USD only and names in en-US only, so each gives the same answer.
  api.get('/product-projections', async (req, reply) =>
    answerQuery(
      reply,
      req.query,
      productProjectionSchema,
      async (plan) => {
        const base = await dir(req.query);
        const products = await candidateProducts(commerce, plan, base.categories);
        const d = await withTagObjects(base, commerce, products);
        return products.map((p) => ctProductProjection(p, d));
      },
      productProjectionParams,
    ),
  );

  api.get('/categories/:id', async (req, reply) => {
    const { id } = categoryParamsSchema.parse(req.params);
    const cats = (await dir(req.query)).categories;
    const m = /^key=(.+)$/.exec(id);
    const found = cats.find((c) => (m ? c.key === decodeURIComponent(m[1] ?? '') : c.id === id));
    if (!found) return sendNotFound(reply, m ? `key '${m[1]}'` : `ID '${id}'`);
    return ctCategory(found, new Map(cats.map((c) => [c.key, c])));
  });
  api.get('/categories', async (req, reply) =>
    answerQuery(reply, req.query, categorySchema, async () => {
      const cats = (await dir(req.query)).categories;
      const byKey = new Map(cats.map((c) => [c.key, c]));
      return cats.map((c) => ctCategory(c, byKey));
    }),
  );

  api.get('/channels', async (req, reply) =>
    answerQuery(reply, req.query, channelSchema, async () => CHANNELS.map(ctChannel)),
  );
};
