import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEMO_PRODUCT_DISCOUNTS } from '../engine/demo-product-discounts';
import { scanDiscountCodes } from '../engine/resource-scans';
import type { CommerceRouteOptions } from './commerce-routes';
import { ctCartDiscount, ctDiscountCode } from './ct/encode-discounts';
import { ctProductDiscount } from './ct/encode-values';
import { sendNotFound } from './ct/errors';
import { cartDiscountSchema, discountCodeSchema, productDiscountSchema } from './ct/query';
import { answerQuery } from './ct/query-route';

/**
 * The discounts of the commercetools-compatible API (spec: core-cart-checkout §4 Discount codes; catalogue-gifting
 * §3; adapters/commercetools/WIRE.md): cart discounts, discount codes and product discounts, each by id and as a
 * query. A missing one is commercetools' ResourceNotFound with the status of 'resource/not-found'.
 */

/** Path parameters of /cart-discounts/{id}, /discount-codes/{id} and /product-discounts/{id}. */
export const discountParamsSchema = z.object({ id: z.string() });

/** The discount routes as a fastify plugin, registered by app.ts inside the commerce API's authenticated scope. */
export const discountRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (api, options) => {
  const { commerce, db } = options;
  api.get('/cart-discounts', async (req, reply) =>
    answerQuery(reply, req.query, cartDiscountSchema, async () =>
      (await commerce.listCartDiscounts()).map(ctCartDiscount),
    ),
  );
  api.get('/cart-discounts/:id', async (req, reply) => {
    const { id } = discountParamsSchema.parse(req.params);
    const found = (await commerce.listCartDiscounts()).find((d) => d.id === id);
    return found ? ctCartDiscount(found) : sendNotFound(reply, `ID '${id}'`);
  });
  api.get('/discount-codes', async (req, reply) =>
    answerQuery(reply, req.query, discountCodeSchema, async (plan) => {
      const codes = plan.pinned(['code']);
      const found = codes
        ? (await Promise.all(codes.map((c) => commerce.getDiscountCodeByCode(c)))).filter((c) => c !== undefined)
        : await scanDiscountCodes(db);
      return found.map(ctDiscountCode);
    }),
  );
  api.get('/discount-codes/:id', async (req, reply) => {
    const { id } = discountParamsSchema.parse(req.params);
    const found = await commerce.getDiscountCodeById(id);
    return found ? ctDiscountCode(found) : sendNotFound(reply, `ID '${id}'`);
  });
  api.get('/product-discounts', async (req, reply) =>
    answerQuery(reply, req.query, productDiscountSchema, async () => DEMO_PRODUCT_DISCOUNTS.map(ctProductDiscount)),
  );
  api.get('/product-discounts/:id', async (req, reply) => {
    const { id } = discountParamsSchema.parse(req.params);
    const found = DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === id);
    return found ? ctProductDiscount(found) : sendNotFound(reply, `ID '${id}'`);
  });
};
