import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogFixtureSchema, type CatalogProductFixture } from '../../adapters/embedded/catalog/catalog-fixture';
import { CATALOG_FILE } from '../../adapters/embedded/db/seed';
import { computeNutritionFacts } from '../../core/catalogue';
import { parseUsdaSource, type UsdaFood } from '../../fixtures/catalog/source-data';
import { servedAttribute, servedProjections, type ServedProjection } from '../support/served-projections';
import { buildTestApp, injectBearer, TEST_CLIENT, type TestApp } from '../support/test-server';

// Every label the local server serves (GET custom-objects/productNutritionFacts/{key}) is the label 21 CFR
// 101.9(c) gives the product's USDA SR28 food, recomputed here from the USDA source file, not from the seed.
// The serving (grams, description) and servings per container are the product's; they are not the rounding.
// spec: catalogue-gifting §3 Nutrition facts, §7 (custom object productNutritionFacts by product key).

const CT = '/commerce/nutshell';
const USDA_SOURCE = new URL('../../fixtures/catalog/source/usda-sr28-store-foods.json', import.meta.url);

type Projection = ServedProjection;

/** A served nutrient: the shape the label is declared in. */
const servedNutrient = z.strictObject({
  quantity: z.number(),
  unit: z.string(),
  lessThan: z.literal(true).optional(),
  pdv: z.number().optional(),
});
const servedObject = z.looseObject({
  container: z.literal('productNutritionFacts'),
  key: z.string(),
  value: z.looseObject({ perServing: z.record(z.string(), servedNutrient) }),
});

let built: TestApp;
let app: FastifyInstance;
let auth: { authorization: string };
let served: Projection[];
const usda = new Map<string, UsdaFood>(
  parseUsdaSource(JSON.parse(readFileSync(USDA_SOURCE, 'utf8'))).map((f) => [f.ndb_no, f]),
);
const fixture = new Map<string, CatalogProductFixture>(
  catalogFixtureSchema.parse(JSON.parse(readFileSync(CATALOG_FILE, 'utf8'))).products.map((p) => [p.key, p]),
);

beforeAll(async () => {
  built = await buildTestApp([TEST_CLIENT]);
  app = built.app;
  auth = { authorization: `Bearer ${await injectBearer(app, TEST_CLIENT)}` };
  served = await servedProjections(app, auth);
});
afterAll(async () => {
  await built?.close();
});

const attribute = servedAttribute;

async function servedLabel(key: string) {
  const res = await app.inject({ url: `${CT}/custom-objects/productNutritionFacts/${key}`, headers: auth });
  return { status: res.statusCode, body: res.statusCode === 200 ? servedObject.parse(res.json()) : undefined };
}

describe('served nutrition labels (21 CFR 101.9(c))', () => {
  it('serves the whole seeded catalogue', () => {
    expect(served.length).toBe(fixture.size);
    expect(new Set(served.map((p) => p.key))).toEqual(new Set(fixture.keys()));
  });

  it('serves, for every product, the label recomputed from its USDA food per 100 g × its serving grams', async () => {
    let labels = 0;
    for (const p of served) {
      const ndbNo = attribute(p, 'usdaNdbNo');
      const food = typeof ndbNo === 'string' ? usda.get(ndbNo) : undefined;
      const serving = fixture.get(p.key)?.nutritionFacts?.servingSize;
      const { status, body } = await servedLabel(p.key);
      const energy = food?.nutrients_per_100g.energy_kcal;
      if (energy === null || energy === undefined) {
        expect(status, p.key).toBe(404);
        continue;
      }
      expect(status, p.key).toBe(200);
      expect(serving, p.key).toBeDefined();
      if (!food || !serving) continue;
      const spc = attribute(p, 'servingsPerContainer');
      const expected = computeNutritionFacts(
        food.nutrients_per_100g,
        { grams: serving.quantity, description: serving.description },
        typeof spc === 'number' ? spc : undefined,
      );
      expect(body?.value, p.key).toStrictEqual(expected);
      labels += 1;
    }
    expect(labels).toBeGreaterThan(300);
  });

  it('declares no cholesterol of 2 to 5 mg per serving (unrounded) as a bare 5 mg, and no "less than" outside 101.9(c)(3), (c)(6), (c)(7)', async () => {
    let between = 0;
    for (const p of served) {
      const food = usda.get(String(attribute(p, 'usdaNdbNo')));
      const grams = fixture.get(p.key)?.nutritionFacts?.servingSize.quantity;
      const { body } = await servedLabel(p.key);
      if (!food || grams === undefined || !body) continue;
      const per100 = food.nutrients_per_100g.cholesterol_mg;
      const mg = per100 === null ? undefined : (per100 * grams) / 100;
      const cholesterol = body.value.perServing.cholesterol;
      if (mg !== undefined && mg >= 2 && mg <= 5) {
        between += 1;
        expect(cholesterol, `${p.key}: ${mg} mg`).toMatchObject({ quantity: 5, unit: 'mg', lessThan: true });
      }
      for (const [nutrient, declared] of Object.entries(body.value.perServing)) {
        if (!declared.lessThan) continue;
        expect(
          ['cholesterol', 'totalCarbohydrate', 'dietaryFiber', 'totalSugars', 'addedSugars', 'protein'],
          `${p.key} ${nutrient}`,
        ).toContain(nutrient);
        expect(declared.quantity, `${p.key} ${nutrient}`).toBe(nutrient === 'cholesterol' ? 5 : 1);
      }
    }
    expect(between).toBeGreaterThan(0);
  });
});
