import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InventoryPort } from '../../../ports/inventory';
import { sendCtError, sendCtInputError } from './ct/errors';

const skuParams = z.object({ sku: z.string().trim().min(1).max(64) }).strict();
const stockBody = z.object({ availableQuantity: z.number().int().min(0).max(2_147_483_647) }).strict();

/**
 * The stock on hand over HTTP for the CLI (`nutshell catalog set-stock` while a local server holds the data
 * directory), in the scope whose every route needs the API client's bearer token (app.ts): PUT
 * /nutshell/inventory/{sku} with `{ availableQuantity }` (an integer ≥ 0) answers the StockLevel; 400
 * 'product/sku-not-found' for an unknown SKU, 400 for a bad body.
 */
export async function inventoryRoutes(
  api: FastifyInstance,
  options: { readonly inventory: InventoryPort },
): Promise<void> {
  api.put('/nutshell/inventory/:sku', async (req, reply) => {
    const params = skuParams.safeParse(req.params);
    if (!params.success) return sendCtInputError(reply, params.error, req.params);
    const body = stockBody.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const r = await options.inventory.setStock(params.data.sku, body.data.availableQuantity);
    return r.ok ? reply.send(r.value) : sendCtError(reply, r.error);
  });
}
