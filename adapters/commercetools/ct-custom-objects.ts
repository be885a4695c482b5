/** Custom objects over the commercetools HTTP API (catalogue §7; WIRE.md), and the order-number sequence on them. */
import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { z } from 'zod';
import { err, ok, PortError, type Result } from '../../core/shared';
import type { NutritionFacts } from '../../core/catalogue';
import { MAX_CUSTOM_OBJECT_IDS, ORDER_NUMBER_SEQUENCE, type CustomObject } from '../../ports/commerce';
import { run } from './ct-api';
import { toDomainError } from './ct-errors';
import { ctCustomObjectSchema, ctErrorSchema, ctPageSchema } from './ct-schemas';
import { isFound, literal } from './ct-read-helpers';

const nutritionValue = z.looseObject({
  servingSize: z.looseObject({ quantity: z.number() }),
  perServing: z.record(z.string(), z.unknown()),
});

/**
 * The custom-object half of HttpCommerce: nutrition facts (container productNutritionFacts), reads and
 * version-checked writes, lookups by id, and the order-number sequence. Throws PortError on an unexpected status.
 */
export class CtCustomObjects {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  async getNutritionFacts(productKey: string): Promise<NutritionFacts | undefined> {
    const found = await this.getCustomObject('productNutritionFacts', productKey);
    return found ? (nutritionValue.parse(found.value) as unknown as NutritionFacts) : undefined;
  }

  async getCustomObject(container: string, key: string): Promise<CustomObject | undefined> {
    const a = await run(this.api.customObjects().withContainerAndKey({ container, key }).get());
    if (!isFound(a, `GET /custom-objects/${container}/{key}`)) return undefined;
    const o = ctCustomObjectSchema.parse(a.body);
    return { id: o.id, key: o.key, value: o.value, version: o.version };
  }

  async setCustomObject(
    container: string,
    key: string,
    value: unknown,
    expectedVersion?: number,
  ): Promise<Result<CustomObject>> {
    const body = { container, key, value, ...(expectedVersion === undefined ? {} : { version: expectedVersion }) };
    const a = await run(this.api.customObjects().post({ body }));
    if (a.status === 200 || a.status === 201) {
      const o = ctCustomObjectSchema.parse(a.body);
      return ok({ id: o.id, key: o.key, value: o.value, version: o.version });
    }
    const e = toDomainError(a);
    return err(
      e.code === 'cart/version-conflict' || (a.status === 400 && /duplicate/i.test(e.message))
        ? { ...e, code: 'custom-object/version-conflict' }
        : e,
    );
  }

  /**
   * The next order number (ORDER_NUMBER_SEQUENCE): reads the sequence object and writes value + 1 at its version,
   * retrying on a conflict (another order took that number meanwhile); creates the object at the first number.
   * Throws PortError when the sequence stays contended or cannot be written.
   */
  async nextOrderNumber(): Promise<string> {
    const { container, key, first } = ORDER_NUMBER_SEQUENCE;
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await this.getCustomObject(container, key);
      const last = current === undefined ? first - 1 : Number(current.value);
      if (!Number.isSafeInteger(last))
        throw new PortError(
          'commerce',
          `the order-number sequence holds ${JSON.stringify(current?.value)}, not a number`,
        );
      const written = await this.setCustomObject(container, key, last + 1, current?.version ?? 0);
      if (written.ok) return String(last + 1);
      if (written.error.code !== 'custom-object/version-conflict')
        throw new PortError('commerce', `the order-number sequence could not be advanced: ${written.error.message}`);
    }
    throw new PortError('commerce', 'the order-number sequence stayed contended after 10 attempts');
  }

  /**
   * GET /custom-objects/{container}?where=id in (…)&limit=100 (catalogue §7); a refused query (HTTP 400) throws a
   * RangeError.
   */
  async getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]> {
    if (ids.length > MAX_CUSTOM_OBJECT_IDS)
      throw new RangeError(`at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
    const literals = ids.flatMap((id) => literal(id) ?? []);
    if (literals.length === 0) return []; // `id in ()` is not a valid predicate
    const a = await run(
      this.api
        .customObjects()
        .withContainer({ container })
        .get({ queryArgs: { where: `id in (${literals.join(', ')})`, limit: MAX_CUSTOM_OBJECT_IDS } }),
    );
    if (a.status === 400)
      throw new RangeError(ctErrorSchema.safeParse(a.body).data?.message ?? 'custom object query refused (HTTP 400)');
    if (!isFound(a, `GET /custom-objects/${container}`)) return [];
    const found = ctPageSchema(ctCustomObjectSchema).parse(a.body).results;
    const byId = new Map(found.map((o) => [o.id, { id: o.id, key: o.key, value: o.value }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
