import { z } from 'zod';
import { domainError, err, ok, parseErrorCode, type Result } from '../../core/shared';
import type { InventoryPort, StockLevel } from '../../ports/inventory';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';

const stockLevelSchema = z.object({
  sku: z.string(),
  productKey: z.string(),
  productName: z.string(),
  availableQuantity: z.number().int().min(0),
  isOnStock: z.boolean(),
});

/**
 * The stock on hand of a running local server, set over HTTP (PUT /nutshell/inventory/{sku},
 * adapters/embedded/server/inventory-routes.ts) with the API client's bearer token: what `nutshell catalog set-stock`
 * uses while the server holds the data directory. A refusal comes back as its code ('product/sku-not-found'); an
 * unreachable server, a refused token or an answer of the wrong shape throws PortError ('inventory').
 */
export class HttpInventory implements InventoryPort {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('inventory', options);
  }

  async setStock(sku: string, quantity: number): Promise<Result<StockLevel>> {
    const path = `/nutshell/inventory/${encodeURIComponent(sku)}`;
    const answer = await this.api.submit('PUT', path, { availableQuantity: quantity }, stockLevelSchema);
    if ('ok' in answer) return ok(answer.ok);
    const code = parseErrorCode(answer.refused.code, 'validation/invalid');
    return err(domainError(code, answer.refused.message, { sku }));
  }
}
