import type { FastifyInstance } from 'fastify';
import type { Category, Product } from '../../../core/catalogue/model/product';
import { MAX_CUSTOM_OBJECT_IDS, type CommercePort, type CustomObject } from '../../../ports/commerce';
import type { Database } from '../db/database';
import { DEMO_PRODUCT_DISCOUNTS } from '../engine/demo-product-discounts';
import { ctCartDiscount, ctDiscountCode } from './ct/encode';
import { ctCategory, ctProductProjection } from './ct/encode-catalogue';
import { CHANNELS, ctChannel, ctCustomObject, ctProductDiscount, expands, type WireDirectory } from './ct/encode-values';
import { sendCtError, sendCtInputError, sendNotFound } from './ct/errors';
import { ctCustomObjectDraftSchema } from './ct/order-draft';
import {
  cartDiscountSchema, categorySchema, channelSchema, customObjectSchema, discountCodeSchema, productDiscountSchema, productProjectionParams,
  productProjectionSchema,
} from './ct/query';
import { answerQuery, type QueryPlan } from './ct/query-route';
import { scanCustomObjects, scanDiscountCodes } from '../engine/resource-scans';
import type { CtRouteContext } from './commerce-routes';

/** More products than any catalogue holds: a listing of all of them. */
const ALL = 1_000_000;

/** `dir` with the tag objects of `products` when the request expands attribute references (`…attributes[*].value`). */
async function withTagObjects(dir: WireDirectory, commerce: CommercePort, products: readonly Product[]): Promise<WireDirectory> {
  if (!expands(dir, 'attributes')) return dir;
  const objects = await customObjectsByIds(commerce, 'tags', [...new Set(products.flatMap((p) => p.tagReferences ?? []))]);
  return { ...dir, tagObjects: new Map(objects.map((o) => [o.id, o])) };
}

/** The custom objects of `container` with these ids, read MAX_CUSTOM_OBJECT_IDS at a time (the port's limit per call). */
async function customObjectsByIds(commerce: CommercePort, container: string, ids: readonly string[]): Promise<CustomObject[]> {
  const objects: CustomObject[] = [];
  for (let i = 0; i < ids.length; i += MAX_CUSTOM_OBJECT_IDS) objects.push(...(await commerce.getCustomObjectsByIds(container, ids.slice(i, i + MAX_CUSTOM_OBJECT_IDS))));
  return objects;
}

/** The categories among `ids` that are not inside another of them: their subtrees hold every product of any of `ids`. */
function subtreeRoots(ids: readonly string[], cats: readonly Category[]): Category[] {
  const chosen = cats.filter((c) => ids.includes(c.id));
  return chosen.filter((c) => !chosen.some((o) => o !== c && c.path.startsWith(`${o.path}/`)));
}

function unique(products: readonly (Product | undefined)[]): Product[] {
  const byId = new Map<string, Product>();
  for (const p of products) if (p) byId.set(p.id, p);
  return [...byId.values()];
}

const PRODUCT_PATH = (variants: 'masterVariant' | 'variants') => [variants, { field: 'attributes', where: { name: 'productPath' } }, 'value'] as const;

/**
 * The products a product-projection query can match: through the key, SKU, productPath or category index when
 * the predicate pins one (a superset: the route evaluates the whole predicate on them), else the whole catalogue.
 */
async function candidateProducts(commerce: CommercePort, plan: QueryPlan, categories: readonly Category[]): Promise<readonly Product[]> {
  const keys = plan.pinned(['key']);
  if (keys) return commerce.getProductsByKeys(keys);
  const skus = plan.pinned(['masterVariant', 'sku'], ['variants', 'sku']);
  if (skus) return unique(await Promise.all(skus.map((s) => commerce.getProductBySku(s))));
  const paths = plan.pinned(PRODUCT_PATH('masterVariant'), PRODUCT_PATH('variants'));
  if (paths) return unique(await Promise.all(paths.map((p) => commerce.getProductByPath(p))));
  const categoryIds = plan.pinned(['categories', 'id']);
  if (categoryIds) {
    const lists = await Promise.all(subtreeRoots(categoryIds, categories).map((c) => commerce.listProducts({ categoryKey: c.key, limit: ALL, offset: 0 })));
    return unique(lists.flatMap((l) => l.results));
  }
  return (await commerce.listProducts({ limit: ALL, offset: 0 })).results;
}

/**
 * The catalogue and discount resources of the commercetools-compatible API (spec: catalogue-gifting §7;
 * adapters/commercetools/WIRE.md): product projections, categories, channels, custom objects, cart discounts,
 * discount codes and product discounts, each by id or key and as a query with the documented parameters.
 * Registered inside the commerce API's authenticated scope.
 */
export function registerCatalogueRoutes(api: FastifyInstance, deps: { commerce: CommercePort; db: Database; ctx: CtRouteContext }): void {
  const { commerce, db } = deps;
  const dir = deps.ctx.directory;

  api.get<{ Params: { ref: string } }>('/product-projections/:ref', async (req, reply) => {
    const m = /^key=(.+)$/.exec(req.params.ref);
    const p = m ? await commerce.getProductByKey(decodeURIComponent(m[1] ?? '')) : (await commerce.listProducts({ limit: ALL, offset: 0 })).results.find((x) => x.id === req.params.ref);
    return p ? ctProductProjection(p, await withTagObjects(await dir(req.query), commerce, [p])) : sendNotFound(reply, m ? `key '${decodeURIComponent(m[1] ?? '')}'` : `ID '${req.params.ref}'`);
  });
  // `staged`, the price selection and the projections are accepted (productProjectionParams): every product is
  // published without staged changes, has prices in USD only and names in en-US only, so each gives the same answer.
  api.get('/product-projections', async (req, reply) => answerQuery(reply, req.query, productProjectionSchema, async (plan) => {
    const base = await dir(req.query);
    const products = await candidateProducts(commerce, plan, base.categories);
    const d = await withTagObjects(base, commerce, products);
    return products.map((p) => ctProductProjection(p, d));
  }, productProjectionParams));

  api.get<{ Params: { id: string } }>('/categories/:id', async (req, reply) => {
    const cats = (await dir(req.query)).categories;
    const m = /^key=(.+)$/.exec(req.params.id);
    const found = cats.find((c) => (m ? c.key === decodeURIComponent(m[1] ?? '') : c.id === req.params.id));
    return found ? ctCategory(found, new Map(cats.map((c) => [c.key, c]))) : sendNotFound(reply, m ? `key '${m[1]}'` : `ID '${req.params.id}'`);
  });
  api.get('/categories', async (req, reply) => answerQuery(reply, req.query, categorySchema, async () => {
    const cats = (await dir(req.query)).categories;
    const byKey = new Map(cats.map((c) => [c.key, c]));
    return cats.map((c) => ctCategory(c, byKey));
  }));

  api.get('/channels', async (req, reply) => answerQuery(reply, req.query, channelSchema, async () => CHANNELS.map(ctChannel)));

  api.get('/custom-objects', async (req, reply) => answerQuery(reply, req.query, customObjectSchema, async (plan) => {
    const containers = plan.pinned(['container']);
    const found = await Promise.all((containers ?? [undefined]).map((c) => scanCustomObjects(db, c)));
    return found.flat().map((o) => ctCustomObject(o.container, o));
  }));
  api.get<{ Params: { container: string } }>('/custom-objects/:container', async (req, reply) => answerQuery(reply, req.query, customObjectSchema, async (plan) => {
    const { container } = req.params;
    const ids = plan.pinned(['id']);
    const found = ids ? await customObjectsByIds(commerce, container, ids) : await scanCustomObjects(db, container, plan.pinned(['key']));
    return found.map((o) => ctCustomObject(container, o));
  }));
  api.get<{ Params: { container: string; key: string } }>('/custom-objects/:container/:key', async (req, reply) => {
    const found = await commerce.getCustomObject(req.params.container, req.params.key);
    return found ? ctCustomObject(req.params.container, found) : sendNotFound(reply, `container '${req.params.container}' and key '${req.params.key}'`);
  });
  api.post('/custom-objects', async (req, reply) => {
    const body = ctCustomObjectDraftSchema.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const r = await commerce.setCustomObject(body.data.container, body.data.key, body.data.value, body.data.version);
    if (!r.ok) return sendCtError(reply, r.error);
    return reply.code(r.value.version === 1 ? 201 : 200).send(ctCustomObject(body.data.container, r.value));
  });

  api.get('/cart-discounts', async (req, reply) => answerQuery(reply, req.query, cartDiscountSchema, async () => (await commerce.listCartDiscounts()).map(ctCartDiscount)));
  api.get<{ Params: { id: string } }>('/cart-discounts/:id', async (req, reply) => {
    const found = (await commerce.listCartDiscounts()).find((d) => d.id === req.params.id);
    return found ? ctCartDiscount(found) : sendNotFound(reply, `ID '${req.params.id}'`);
  });
  api.get('/discount-codes', async (req, reply) => answerQuery(reply, req.query, discountCodeSchema, async (plan) => {
    const codes = plan.pinned(['code']);
    const found = codes ? (await Promise.all(codes.map((c) => commerce.getDiscountCodeByCode(c)))).filter((c) => c !== undefined) : await scanDiscountCodes(db);
    return found.map(ctDiscountCode);
  }));
  api.get<{ Params: { id: string } }>('/discount-codes/:id', async (req, reply) => {
    const found = await commerce.getDiscountCodeById(req.params.id);
    return found ? ctDiscountCode(found) : sendNotFound(reply, `ID '${req.params.id}'`);
  });
  api.get('/product-discounts', async (req, reply) => answerQuery(reply, req.query, productDiscountSchema, async () => DEMO_PRODUCT_DISCOUNTS.map(ctProductDiscount)));
  api.get<{ Params: { id: string } }>('/product-discounts/:id', async (req, reply) => {
    const found = DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === req.params.id);
    return found ? ctProductDiscount(found) : sendNotFound(reply, `ID '${req.params.id}'`);
  });
}
