import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogFixtureSchema, type CatalogProductFixture } from '../../adapters/embedded/catalog/catalog-fixture';
import { CATALOG_FILE } from '../../adapters/embedded/db/seed';
import { containsStatement, freeFromOf, type AllergenDeclaration } from '../../core/catalogue';
import { foodLabelling, type FoodLabelling } from '../../fixtures/catalog/food-labelling';
import { kindOf } from '../../fixtures/catalog/food-kind';
import { parseUsdaSource, type UsdaFood } from '../../fixtures/catalog/source-data';
import { servedAttribute, servedProjections, type ServedProjection } from '../support/served-projections';
import { buildTestApp, injectBearer, TEST_CLIENT, type TestApp } from '../support/test-server';

// Every product's allergens (from its ingredient statement) and nutrient content claims (from its USDA SR28 food
// per its reference amount) recomputed here from the USDA source file and the catalogue's ingredient statements,
// and compared with what the commerce API (product projections' attributes) and the search API (Products records)
// serve (FALCPA; 21 CFR 101.12, 101.13, 101.54, 101.60, 101.61, 101.62).

const USDA_SOURCE = new URL('../../fixtures/catalog/source/usda-sr28-store-foods.json', import.meta.url);
const SEARCH_HEADERS = { 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' } as const;

type Projection = ServedProjection;

const hitSchema = z.looseObject({
  Product: z.looseObject({ key: z.string() }),
  allergens: z.array(z.string()).optional(),
  allergenSpecies: z.record(z.string(), z.array(z.string())).optional(),
  freeFrom: z.array(z.string()),
  claims: z.array(z.string()),
});
const searchAnswer = z.looseObject({
  results: z.array(
    z.looseObject({
      hits: z.array(hitSchema),
      nbHits: z.number(),
      nbPages: z.number(),
      facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
    }),
  ),
});

let built: TestApp;
let app: FastifyInstance;
let served: Projection[];
const usda = new Map<string, UsdaFood>(
  parseUsdaSource(JSON.parse(readFileSync(USDA_SOURCE, 'utf8'))).map((f) => [f.ndb_no, f]),
);
const products = catalogFixtureSchema.parse(JSON.parse(readFileSync(CATALOG_FILE, 'utf8'))).products;
const fixture = new Map<string, CatalogProductFixture>(products.map((p) => [p.key, p]));

/** The food product a gift is made of (same USDA food, not in 'gifts'), or the product itself. */
function foodOf(p: CatalogProductFixture): CatalogProductFixture {
  const ndb = p.variants[0]?.usdaNdbNo;
  return products.find((x) => x.categoryKey !== 'gifts' && x.variants[0]?.usdaNdbNo === ndb) ?? p;
}

/** What the rules give a product, recomputed from the USDA file and its ingredient statement. */
function recomputed(p: CatalogProductFixture): FoodLabelling {
  const ndb = p.variants[0]?.usdaNdbNo;
  const food = ndb === undefined ? undefined : usda.get(ndb);
  if (!food) return p.ingredients === undefined ? {} : { allergens: [] };
  const base = foodOf(p);
  const kind = kindOf(food, base.categoryKey, base.name);
  return foodLabelling(food, kind, base.name, p.ingredients, p.nutritionFacts?.servingSize.quantity);
}

async function search(request: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/1/indexes/*/queries',
    headers: SEARCH_HEADERS,
    payload: { requests: [{ indexName: 'Products', distinct: true, filters: 'traits:searchable', ...request }] },
  });
  expect(res.statusCode).toBe(200);
  return searchAnswer.parse(res.json()).results[0]!;
}

beforeAll(async () => {
  built = await buildTestApp([TEST_CLIENT]);
  app = built.app;
  const auth = { authorization: `Bearer ${await injectBearer(app, TEST_CLIENT)}` };
  served = await servedProjections(app, auth);
});
afterAll(async () => {
  await built?.close();
});

const attribute = servedAttribute;

/** The allergens attribute and species lists of WIRE.md for a statement. */
function wireAllergens(statement: readonly AllergenDeclaration[] | undefined) {
  const species = (a: string) => statement?.find((d) => d.allergen === a)?.species;
  const list = (a: string) => ((species(a)?.length ?? 0) > 0 ? species(a) : undefined);
  return {
    allergens: statement?.map((d) => d.allergen),
    treeNutSpecies: list('tree-nuts'),
    fishSpecies: list('fish'),
    shellfishSpecies: list('crustacean-shellfish'),
  };
}

describe('allergens and nutrient content claims, recomputed for the whole seeded catalogue', () => {
  it('the commerce API serves every product, with the allergens, reference amount and claims the rules give', () => {
    expect(served.length).toBe(products.length);
    for (const p of served) {
      const f = fixture.get(p.key);
      expect(f, p.key).toBeDefined();
      const want = recomputed(f!);
      const got = {
        ...wireAllergens(
          attribute(p, 'allergens') === undefined
            ? undefined
            : (attribute(p, 'allergens') as string[]).map((allergen) => ({
                allergen: allergen as AllergenDeclaration['allergen'],
                species:
                  (attribute(
                    p,
                    { 'tree-nuts': 'treeNutSpecies', fish: 'fishSpecies', 'crustacean-shellfish': 'shellfishSpecies' }[
                      allergen
                    ] ?? '',
                  ) as string[] | undefined) ?? [],
              })),
        ),
        referenceAmountCategory: attribute(p, 'referenceAmountCategory'),
        referenceAmountGrams: attribute(p, 'referenceAmountGrams'),
        nutrientClaims: attribute(p, 'nutrientClaims'),
        claimDisclosures: attribute(p, 'claimDisclosures'),
      };
      expect(got, p.key).toEqual({
        ...wireAllergens(want.allergens),
        referenceAmountCategory: want.referenceAmount?.category,
        referenceAmountGrams: want.referenceAmount?.grams,
        nutrientClaims: want.nutrientClaims,
        claimDisclosures: want.claimDisclosures,
      });
      expect(attribute(p, 'ingredients'), p.key).toBe(f!.ingredients);
    }
  });

  it('covers the catalogue: every food has a statement, most foods a reference amount and claims', () => {
    const foods = products.filter((p) => p.variants[0]?.usdaNdbNo !== undefined);
    expect(foods.every((p) => recomputed(p).allergens !== undefined)).toBe(true);
    const withReference = foods.filter((p) => recomputed(p).referenceAmount !== undefined);
    expect(withReference.length).toBeGreaterThan(foods.length - 20);
    expect(withReference.filter((p) => (recomputed(p).nutrientClaims ?? []).length > 0).length).toBeGreaterThan(300);
  });

  it('the search API serves each product record with the same allergens, freeFrom and claims', async () => {
    const seen = new Set<string>();
    for (let page = 0; ; page += 1) {
      const result = await search({ query: '', hitsPerPage: 200, page });
      for (const hit of result.hits) {
        const f = fixture.get(hit.Product.key);
        expect(f, hit.Product.key).toBeDefined();
        const want = recomputed(f!);
        const species = wireAllergens(want.allergens);
        const speciesRecord = Object.fromEntries(
          (want.allergens ?? []).filter((d) => d.species.length > 0).map((d) => [d.allergen, d.species]),
        );
        expect(
          {
            allergens: hit.allergens,
            allergenSpecies: hit.allergenSpecies,
            freeFrom: hit.freeFrom,
            claims: hit.claims,
          },
          hit.Product.key,
        ).toEqual({
          allergens: species.allergens,
          allergenSpecies: Object.keys(speciesRecord).length > 0 ? speciesRecord : undefined,
          freeFrom: freeFromOf(want.allergens),
          claims: want.nutrientClaims ?? [],
        });
        seen.add(hit.Product.key);
      }
      if (page + 1 >= result.nbPages) break;
    }
    expect(seen.size).toBeGreaterThan(380);
  });

  it("filters on 'free from' and claims through facets: exactly the products the rules make tree-nut-free", async () => {
    const all = await search({ query: '', hitsPerPage: 1000, facets: ['freeFrom', 'claims', 'allergens'] });
    expect(all.nbPages).toBe(1);
    // Facet counts are per record (variant), before distinct, as Algolia counts them.
    expect(all.facets?.['freeFrom']?.['tree-nut-free']).toBeGreaterThan(all.hits.length / 2);
    const keysWhere = (test: (f: FoodLabelling) => boolean) =>
      all.hits
        .map((h) => h.Product.key)
        .filter((k) => test(recomputed(fixture.get(k)!)))
        .sort();
    const free = await search({ query: '', hitsPerPage: 1000, facetFilters: [['freeFrom:tree-nut-free']] });
    expect(free.hits.map((h) => h.Product.key).sort()).toEqual(
      keysWhere((f) => f.allergens !== undefined && !f.allergens.some((d) => d.allergen === 'tree-nuts')),
    );
    for (const hit of free.hits) {
      expect(hit.allergens, hit.Product.key).not.toContain('tree-nuts');
      expect(containsStatement(recomputed(fixture.get(hit.Product.key)!).allergens)).not.toMatch(/Tree Nuts/);
    }
    expect(free.hits.length).toBeGreaterThan(200);
    const fiber = await search({ query: '', hitsPerPage: 1000, facetFilters: [['claims:good-source-of-fiber']] });
    expect(fiber.hits.map((h) => h.Product.key).sort()).toEqual(
      keysWhere((f) => (f.nutrientClaims ?? []).includes('good-source-of-fiber')),
    );
    expect(fiber.hits.length).toBeGreaterThan(20);
  });
});
