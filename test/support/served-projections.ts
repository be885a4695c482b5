import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The catalogue as the commerce API serves it, for the tests that compare every product with what the rules give it:
 * each product projection's key and master variant attributes, read page by page (500 a page) from
 * `GET /commerce/nutshell/product-projections` with `auth` (a client's bearer header).
 */

const projectionPage = z.looseObject({
  total: z.number().int(),
  results: z.array(
    z.looseObject({
      key: z.string(),
      masterVariant: z.looseObject({ attributes: z.array(z.looseObject({ name: z.string(), value: z.unknown() })) }),
    }),
  ),
});

/** What these tests read of a product projection: its key and the master variant's attributes. */
export type ServedProjection = z.infer<typeof projectionPage>['results'][number];

/** Every product projection the commerce API serves; throws on an answer that is not 200. */
export async function servedProjections(
  app: FastifyInstance,
  auth: { readonly authorization: string },
): Promise<ServedProjection[]> {
  const served: ServedProjection[] = [];
  for (;;) {
    const url = `/commerce/nutshell/product-projections?limit=500&offset=${served.length}`;
    const res = await app.inject({ url, headers: auth });
    if (res.statusCode !== 200) throw new Error(`product-projections answered ${res.statusCode}: ${res.body}`);
    const page = projectionPage.parse(res.json());
    served.push(...page.results);
    if (page.results.length === 0 || served.length >= page.total) return served;
  }
}

/** The value of the master variant's attribute `name`, undefined when it has none. */
export function servedAttribute(p: ServedProjection, name: string): unknown {
  return p.masterVariant.attributes.find((a) => a.name === name)?.value;
}
