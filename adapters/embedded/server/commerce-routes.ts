import { z } from 'zod';
import type { CommercePort } from '../../../ports/commerce';
import type { Database } from '../db/database';
import type { Narrowing } from '../engine/resource-scans';
import { CHANNELS, type WireDirectory } from './ct/encode-values';
import type { FieldPath } from './ct/query';
import type { QueryPlan } from './ct/query-route';

/**
 * What the commercetools-compatible API's routes share (spec: core-cart-checkout §7 Commerce platform cart API;
 * catalogue-gifting §7; adapters/commercetools/WIRE.md). The routes are fastify plugins, one per resource, which
 * app.ts registers in the client-credentials scope under /commerce/{projectKey}/: carts-routes.ts,
 * orders-routes.ts, catalogue-routes.ts, custom-object-routes.ts, discount-routes.ts; the session's `/me` routes
 * are me-routes.ts.
 */

export { zodMessage } from './ct/errors';

/** The commerce port and the wire directory, as the cart routes and the `/me` routes use them. */
export interface CtRouteContext {
  readonly commerce: CommercePort;
  /** The directory for a request: `query` carries its `expand` expressions. */
  readonly directory: (query?: unknown) => Promise<WireDirectory>;
}

/** The options of every resource plugin of the commerce API: the route context and the database its queries scan. */
export interface CommerceRouteOptions extends CtRouteContext {
  readonly db: Database;
}

/** The `expand` query parameter (one expression or up to 20), beside any other parameter. */
export const expandQuerySchema = z
  .object({
    expand: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional(),
  })
  .passthrough();

/**
 * A WireDirectory over the commerce port's categories (loaded once: the catalogue changes only by the seed at
 * start) and the server's channels. app.ts builds one and hands it to the commerce and `/me` routes.
 */
export function wireDirectory(commerce: CommercePort): (query?: unknown) => Promise<WireDirectory> {
  let loaded: Promise<WireDirectory> | undefined;
  return async (query?: unknown) => {
    const expand = [expandQuerySchema.safeParse(query ?? {}).data?.expand ?? []].flat();
    loaded ??= commerce.listCategories().then((cats) => {
      const ids = new Map(cats.map((c) => [c.key, c.id]));
      return {
        categories: cats,
        channelIdOf: (key: string) => CHANNELS.find((c) => c.key === key)?.id ?? key,
        categoryIdOf: (key: string) => ids.get(key),
      };
    });
    return { ...(await loaded), expand };
  };
}

/**
 * The first of `indexes` (field path → indexed column, most selective first) whose field the query plan pins,
 * with the values it pins it to; undefined: the query reads every row.
 */
export function narrowing<C extends string>(
  plan: QueryPlan,
  indexes: readonly (readonly [FieldPath, C])[],
): Narrowing<C> | undefined {
  for (const [path, column] of indexes) {
    const values = plan.pinned(path);
    if (values) return { column, values };
  }
  return undefined;
}
