import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Category, Product } from '../../core/catalogue';
import { usd } from '../../core/shared';
import { EmbeddedSearch } from '../../adapters/embedded/search/embedded-search';
import { decodeParamsString } from '../../adapters/embedded/search/params-string';
import {
  catalogueSource,
  seededCatalogue,
  sequentialIds,
} from '../../adapters/embedded/search/testing/catalogues';
import { SearchRequestError, searchRequestSchema, type SearchRequest, type SearchResponse } from '../../ports/search';
import { popoverRequests, resultsRequests } from './search-bench';
import { syntheticCatalogue } from './synthetic-catalogue';

/**
 * The search index's answers as hashes, to show that a change to the index's internals leaves every answer
 * as it was: builds the embedded index (EmbeddedSearch) over the seeded catalogue and over the synthetic
 * 50,000-product catalogue (as search-bench.ts does), runs the search bench's two multi-query shapes
 * (popover runs 0..4, results runs 0..RESULTS-1), the search contract's recorded requests
 * (fixtures/recorded/contract/search.json and search-v4.json) and, after upserting changed, new and removed
 * products, the same shapes again; then writes one line per response: a label and the SHA-256 of its JSON
 * (keys in the order the index wrote them, `processingTimeMS` dropped), and a last line hashing them all.
 *
 * Usage: `npx tsx test/bench/search-answers.ts [out-file] [--products N]` (default
 * test/bench/fixtures/search-answers.sha256 and 50,000), then `diff` against the committed file.
 */

const RESULTS = 150;
const here = dirname(new URL(import.meta.url).pathname);
const RECORDINGS = ['search.json', 'search-v4.json'].map((f) => join(here, '../../fixtures/recorded/contract', f));

/** A response's JSON without timing fields. */
function canonical(response: SearchResponse): string {
  return JSON.stringify(response, (key, value: unknown) => (key === 'processingTimeMS' ? undefined : value));
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The requests of the contract suite's recorded exchanges (v4's `params` strings decoded as the server does). */
function contractRequests(): SearchRequest[][] {
  const out: SearchRequest[][] = [];
  for (const file of RECORDINGS) {
    const recording = JSON.parse(readFileSync(file, 'utf8')) as {
      exchanges: { request: { body?: { requests?: Record<string, unknown>[] } } }[];
    };
    for (const exchange of recording.exchanges) {
      const requests = exchange.request.body?.requests;
      if (!requests) continue;
      out.push(
        requests.map((r) => {
          const { params, ...rest } = r;
          const decoded = typeof params === 'string' ? decodeParamsString(params) : {};
          return searchRequestSchema.parse({ ...decoded, ...rest }) as SearchRequest;
        }),
      );
    }
  }
  return out;
}

/** Changes after the build: renamed and repriced products, a new one, removed ones (keys of `products`). */
function mutations(products: readonly Product[]): { upserts: Product[]; removals: string[] } {
  const step = Math.max(1, Math.floor(products.length / 7));
  const upserts: Product[] = [];
  for (let i = 0; i < products.length && upserts.length < 5; i += step) {
    const p = products[i]!;
    upserts.push({
      ...p,
      name: `Almond ${p.name} Deluxe`,
      tags: [...p.tags, 'vegan'],
      variants: p.variants.map((v) => ({
        ...v,
        prices: v.prices.map((price) => ({ ...price, value: usd(price.value.cents + 101) })),
      })),
    });
  }
  const template = products[3]!;
  upserts.push({
    ...template,
    id: 'prod-zz-new-cashew',
    key: 'zz-new-cashew',
    slug: 'zz-new-cashew',
    name: 'Chocolate Cashews With Dates',
    variants: template.variants.map((v, i) => ({ ...v, sku: `99999-0${i + 1}` })),
  });
  const removals = [products[1]!.key, products[Math.floor(products.length / 2)]!.key, 'no-such-product'];
  return { upserts, removals };
}

async function answers(
  label: string,
  catalogue: { products: Product[]; categories: Category[] },
  lines: string[],
): Promise<void> {
  const search = new EmbeddedSearch(catalogueSource(catalogue.products, catalogue.categories), sequentialIds(), () => 0);
  const t = performance.now();
  const counts = await search.rebuild();
  console.log(`${label}: ${counts.products} products, ${counts.records} records, rebuilt in ${(performance.now() - t).toFixed(0)} ms`);
  const run = async (name: string, requests: readonly SearchRequest[]): Promise<void> => {
    let responses: readonly SearchResponse[];
    try {
      responses = await search.search(requests);
    } catch (e) {
      // The contract also sends requests the index refuses: their error is the answer.
      const error = e instanceof SearchRequestError ? `${e.code}: ${e.message}` : String(e);
      lines.push(`${label} ${name} ${sha256(error)}`);
      return;
    }
    responses.forEach((r, i) => lines.push(`${label} ${name}#${i} ${sha256(canonical(r))}`));
  };
  const shapes = async (phase: string): Promise<void> => {
    for (let i = 0; i < 5; i++) await run(`${phase} popover ${i}`, popoverRequests(i));
    for (let i = 0; i < RESULTS; i++) await run(`${phase} results ${i}`, resultsRequests(i));
  };
  await shapes('built');
  const contract = contractRequests();
  for (let i = 0; i < contract.length; i++) await run(`built contract ${i}`, contract[i]!);
  const { upserts, removals } = mutations(catalogue.products);
  const t2 = performance.now();
  for (const p of upserts) search.upsertProduct(p);
  for (const key of removals) search.removeProduct(key);
  console.log(`${label}: ${upserts.length} upserts and ${removals.length} removals in ${(performance.now() - t2).toFixed(1)} ms`);
  await shapes('changed');
  for (let i = 0; i < contract.length; i++) await run(`changed contract ${i}`, contract[i]!);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const productsAt = args.indexOf('--products');
  const count = productsAt >= 0 ? Number(args[productsAt + 1]) : 50_000;
  const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--products') ?? join(here, 'fixtures/search-answers.sha256');
  const lines: string[] = [];
  await answers('seeded', seededCatalogue(), lines);
  await answers(`synthetic-${count}`, syntheticCatalogue(count), lines);
  lines.push(`all ${lines.length} ${sha256(lines.join('\n'))}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${lines.length - 1} responses hashed into ${out}: ${lines.at(-1)}`);
}

await main();
