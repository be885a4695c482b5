import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_CUSTOM_OBJECT_IDS, type CommercePort, type CustomObject } from '../../../ports/commerce';
import { scanCustomObjects } from '../engine/resource-scans';
import type { CommerceRouteOptions } from './commerce-routes';
import { ctCustomObject } from './ct/encode-values';
import { sendCtError, sendCtInputError, sendNotFound } from './ct/errors';
import { ctCustomObjectDraftSchema } from './ct/order-draft';
import { customObjectSchema } from './ct/query';
import { answerQuery } from './ct/query-route';

/**
 * The custom objects of the commercetools-compatible API (spec: catalogue-gifting §7 nutrition-fact and tag custom
 * objects; adapters/commercetools/WIRE.md "Custom objects"): GET /custom-objects and /custom-objects/{container}
 * (queries), GET /custom-objects/{container}/{key}, POST /custom-objects (a CustomObjectDraft,
 * `ctCustomObjectDraftSchema`: 201 when created, 200 when replaced). Errors are commercetools' bodies with the
 * status of their code (error-status.ts).
 */

/** Path parameters of /custom-objects/{container}. */
export const customObjectContainerParamsSchema = z.object({ container: z.string() });

/** Path parameters of /custom-objects/{container}/{key}. */
export const customObjectParamsSchema = z.object({ container: z.string(), key: z.string() });

/**
 * The custom objects of `container` with these ids, read MAX_CUSTOM_OBJECT_IDS at a time (the port's limit per
 * call); ids of no object are left out.
 */
export async function customObjectsByIds(
  commerce: CommercePort,
  container: string,
  ids: readonly string[],
): Promise<CustomObject[]> {
  const objects: CustomObject[] = [];
  for (let i = 0; i < ids.length; i += MAX_CUSTOM_OBJECT_IDS) {
    objects.push(...(await commerce.getCustomObjectsByIds(container, ids.slice(i, i + MAX_CUSTOM_OBJECT_IDS))));
  }
  return objects;
}

/** The custom object routes as a fastify plugin, registered by app.ts inside the commerce API's authenticated scope. */
export const customObjectRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (api, options) => {
  const { commerce, db } = options;
  api.get('/custom-objects', async (req, reply) =>
    answerQuery(reply, req.query, customObjectSchema, async (plan) => {
      const containers = plan.pinned(['container']);
      const found = await Promise.all((containers ?? [undefined]).map((c) => scanCustomObjects(db, c)));
      return found.flat().map((o) => ctCustomObject(o.container, o));
    }),
  );
  api.get('/custom-objects/:container', async (req, reply) => {
    const { container } = customObjectContainerParamsSchema.parse(req.params);
    return answerQuery(reply, req.query, customObjectSchema, async (plan) => {
      const ids = plan.pinned(['id']);
      const found = ids
        ? await customObjectsByIds(commerce, container, ids)
        : await scanCustomObjects(db, container, plan.pinned(['key']));
      return found.map((o) => ctCustomObject(container, o));
    });
  });
  api.get('/custom-objects/:container/:key', async (req, reply) => {
    const { container, key } = customObjectParamsSchema.parse(req.params);
    const found = await commerce.getCustomObject(container, key);
    return found ? ctCustomObject(container, found) : sendNotFound(reply, `container '${container}' and key '${key}'`);
  });
  api.post('/custom-objects', async (req, reply) => {
    const body = ctCustomObjectDraftSchema.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const r = await commerce.setCustomObject(body.data.container, body.data.key, body.data.value, body.data.version);
    if (!r.ok) return sendCtError(reply, r.error);
    return reply.code(r.value.version === 1 ? 201 : 200).send(ctCustomObject(body.data.container, r.value));
  });
};
