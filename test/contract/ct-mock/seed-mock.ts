import { readFile } from 'node:fs/promises';
import type {
  AttributeDefinitionDraft,
  AttributeType,
  CartDiscountDraft,
  CategoryDraft,
  ChannelDraft,
  CustomObjectDraft,
  DiscountCodeDraft,
  FieldDefinition,
  FieldType,
  PriceDraft,
  ProductDiscountDraft,
  ProductDraft,
  ProductTypeDraft,
  ProductVariantDraft,
  ResourceTypeId,
  TypeDraft,
} from '@commercetools/platform-sdk';
import type { Price } from '../../../core/cart';
import type { Product, Variant } from '../../../core/catalogue';
import { catalogFixtureSchema, type CatalogFixture } from '../../../adapters/embedded/catalog/catalog-fixture';
import { AUTO_DELIVERY_CHANNEL, catalogToDomain } from '../../../adapters/embedded/catalog/to-product';
import { CATALOG_FILE, TAG_CONTAINER, tagLabel, tagSlug } from '../../../adapters/embedded/db/seed';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from '../../../adapters/embedded/engine/demo-discounts';
import { DEMO_PRODUCT_DISCOUNTS } from '../../../adapters/embedded/engine/demo-product-discounts';
import { applyProductDiscounts } from '../../../adapters/embedded/engine/product-discounts';

/**
 * Seeds a commercetools project (here: `@labdigital/commercetools-mock` listening on localhost) with the
 * catalogue fixture and the demo discounts, in the wire shapes of adapters/commercetools/WIRE.md, through
 * the HTTP API only (plain POSTs of commercetools drafts), so that the same seed would work against a real
 * project. Test code: it reuses the embedded engine's fixture parsing, mapping and product discounts.
 *
 * What the mock (or commercetools drafts in general) cannot represent is listed in SEED_NOT_REPRESENTED.
 */

/** Key of the product type of every seeded product. */
export const PRODUCT_TYPE_KEY = 'nutshell-food';
/** Container of the nutrition facts custom objects (key = product key), as in the embedded seed. */
export const NUTRITION_CONTAINER = 'productNutritionFacts';
/** Storefront path prefixes whose products the contract suites use; always seeded. */
export const CONTRACT_CATEGORY_ROOTS = ['/nuts', '/driedfruit', '/chocolatessweets'] as const;

/**
 * Differences between the embedded seed and what this seed can put into the mock (commercetools drafts carry
 * no ids, and some state has no draft field); each line is explained where the seed works around it.
 */
export const SEED_NOT_REPRESENTED: readonly string[] = [
  // commercetools DiscountCode has no applicationCount field and no draft/action sets a usage count, so a
  // used-up code cannot be seeded: SUMMER15 gets maxApplications 100 but behaves as unused.
  'SUMMER15 applicationCount 100 (used up): DiscountCode has no applicationCount; only maxApplications 100 is seeded',
  // Drafts take no id: the mock assigns UUIDs. The embedded ids (tag-vegan, cd-summer, dc-save10, prod-…,
  // cat-…, pd-…) are in SeedSummary.ids, mapped to the mock's ids.
  'resource ids: the mock assigns UUIDs; embedded ids such as tag-vegan, cd-summer, dc-save10 are not kept (SeedSummary.ids maps our keys, codes and embedded ids to them)',
  // The mock's DiscountCodeRepository.create does `isActive: draft.isActive || true`; OLDNUTS is therefore
  // created and then deactivated with a changeIsActive update action.
  'OLDNUTS isActive false: the mock ignores isActive false on DiscountCodeDraft; fixed with a changeIsActive update',
  // The mock never applies product discounts to prices; `discounted` is sent on the default price drafts
  // (PriceDraft.discounted, referencing the seeded product discount), computed as the embedded seed does.
  'Price.discounted: computed by the seed (applyProductDiscounts) and sent in PriceDraft.discounted; the mock does not derive it',
];

/** What was seeded: counts, the time it took, and the mock's ids of the seeded resources by our keys/ids. */
export interface SeedSummary {
  readonly ms: number;
  readonly counts: {
    readonly types: number;
    readonly categories: number;
    readonly products: number;
    readonly variants: number;
    readonly tagObjects: number;
    readonly nutritionObjects: number;
    readonly cartDiscounts: number;
    readonly discountCodes: number;
    readonly productDiscounts: number;
  };
  /** The auto-delivery channel's discountPercent custom field. */
  readonly autoDeliveryDiscountPercent: number;
  readonly ids: {
    readonly productType: string;
    readonly channel: string;
    /** category key → id */
    readonly categories: Readonly<Record<string, string>>;
    /** product key → id */
    readonly products: Readonly<Record<string, string>>;
    /** tag slug (custom object key in container 'tags') → id */
    readonly tags: Readonly<Record<string, string>>;
    /** embedded cart discount id (e.g. 'cd-summer') → id */
    readonly cartDiscounts: Readonly<Record<string, string>>;
    /** discount code (e.g. 'SAVE10') → id */
    readonly discountCodes: Readonly<Record<string, string>>;
    /** embedded product discount id (e.g. 'pd-medjool-dollar-off') → id */
    readonly productDiscounts: Readonly<Record<string, string>>;
  };
}

/** Options of seedCommercetoolsMock. */
export interface SeedOptions {
  /** Client-credentials to get a token when the API requires one; the token endpoint is `${authUrl}/oauth/token`. */
  readonly auth?: { readonly authUrl: string; readonly clientId: string; readonly clientSecret: string };
  /** 'all' (default) seeds the whole catalogue; 'contract' only products under CONTRACT_CATEGORY_ROOTS. */
  readonly products?: 'all' | 'contract';
  /** Parallel requests while seeding products and custom objects (default 16; the mock is CPU-bound, so it matters little). */
  readonly concurrency?: number;
  /**
   * Send `discounted` on the default price drafts of products a demo product discount matches (default true).
   * The mock never derives it; turn it off against a real project, which applies product discounts itself.
   */
  readonly presetDiscountedPrices?: boolean;
}

const LOCALE = 'en-US';
const en = (s: string): Record<string, string> => ({ [LOCALE]: s });
const money = (cents: number) => ({ currencyCode: 'USD', centAmount: cents });

type Api = <T = { id: string; version: number }>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

async function bearerToken(auth: NonNullable<SeedOptions['auth']>): Promise<string> {
  const basic = Buffer.from(`${auth.clientId}:${auth.clientSecret}`).toString('base64');
  const res = await fetch(`${auth.authUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token)
    throw new Error(`seed: token request answered HTTP ${res.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

function apiClient(apiUrl: string, projectKey: string, token: string | undefined): Api {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${apiUrl}/${projectKey}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`seed: ${method} ${path} answered HTTP ${res.status}: ${text.slice(0, 2000)}`);
    return JSON.parse(text);
  };
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results in input order. */
async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Product type (WIRE.md "Attributes of product type nutshell-food")

const TEXT: AttributeType = { name: 'text' };
const NUMBER: AttributeType = { name: 'number' };
const BOOLEAN: AttributeType = { name: 'boolean' };

/** The attributes of WIRE.md: name, type, and whether they are "same for all" variants. */
export const NUTSHELL_FOOD_ATTRIBUTES: readonly { name: string; type: AttributeType; sameForAll: boolean }[] = [
  { name: 'productPath', type: TEXT, sameForAll: true },
  { name: 'oneLinerDescription', type: TEXT, sameForAll: true },
  { name: 'tags', type: { name: 'set', elementType: TEXT }, sameForAll: true },
  {
    name: 'tagReferences',
    type: { name: 'set', elementType: { name: 'reference', referenceTypeId: 'key-value-document' } },
    sameForAll: true,
  },
  { name: 'meltable', type: BOOLEAN, sameForAll: true },
  { name: 'ingredients', type: TEXT, sameForAll: true },
  { name: 'countryOfOrigin', type: TEXT, sameForAll: true },
  { name: 'variantName', type: TEXT, sameForAll: false },
  { name: 'weightGrams', type: NUMBER, sameForAll: false },
  { name: 'active', type: BOOLEAN, sameForAll: false },
  { name: 'backordered', type: BOOLEAN, sameForAll: false },
  { name: 'maximumPiecesPerOrder', type: NUMBER, sameForAll: false },
  { name: 'unitName', type: TEXT, sameForAll: false },
  { name: 'unitSize', type: TEXT, sameForAll: false },
  { name: 'bagSize', type: TEXT, sameForAll: false },
  { name: 'bulk', type: BOOLEAN, sameForAll: false },
  { name: 'wholesale', type: BOOLEAN, sameForAll: false },
  { name: 'autoDeliveryEligible', type: BOOLEAN, sameForAll: false },
  { name: 'usdaNdbNo', type: TEXT, sameForAll: false },
  { name: 'servingsPerContainer', type: NUMBER, sameForAll: false },
  // JSON text: { groupShipments, skipFulfillment, shippingMethod, address }; no fixture variant has one today.
  { name: 'fixedAddress', type: TEXT, sameForAll: false },
];

function productTypeDraft(): ProductTypeDraft {
  return {
    key: PRODUCT_TYPE_KEY,
    name: 'Nutshell food',
    description: 'A food product sold by weight in bags (WIRE.md)',
    attributes: NUTSHELL_FOOD_ATTRIBUTES.map((a): AttributeDefinitionDraft => ({
      name: a.name,
      label: en(a.name),
      type: a.type,
      isRequired: false,
      isSearchable: true,
      attributeConstraint: a.sameForAll ? 'SameForAll' : 'None',
      inputHint: 'SingleLine',
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Custom types

const fieldType = {
  String: { name: 'String' },
  Number: { name: 'Number' },
  Boolean: { name: 'Boolean' },
  Date: { name: 'Date' },
  Money: { name: 'Money' },
} as const satisfies Record<string, FieldType>;
type FieldTypeName = keyof typeof fieldType;

function typeDraft(key: string, resourceTypeIds: ResourceTypeId[], fields: Record<string, FieldTypeName>): TypeDraft {
  return {
    key,
    name: en(key),
    resourceTypeIds,
    fieldDefinitions: Object.entries(fields).map(([name, t]): FieldDefinition => ({
      name,
      label: en(name),
      required: false,
      type: fieldType[t],
      inputHint: 'SingleLine',
    })),
  };
}

/** The custom types of WIRE.md (and the channel's `channelFields`). */
export const CUSTOM_TYPE_DRAFTS: readonly TypeDraft[] = [
  typeDraft('channelFields', ['channel'], { discountPercent: 'Number' }),
  typeDraft('lineItemFields', ['line-item'], {
    autoDeliveryInterval: 'Number',
    markedAsGift: 'Boolean',
    greetingCardMessage: 'String',
    externalId: 'String',
    parentExternalId: 'String',
    listMetadata: 'String',
    recipientsJson: 'String',
    meltable: 'Boolean',
  }),
  typeDraft('customLineItemFields', ['custom-line-item'], { adjustmentReason: 'String', shipmentKey: 'String' }),
  // In commercetools the resource type id 'order' covers carts and orders.
  typeDraft('cartFields', ['order'], {
    stashedDiscountCode: 'String',
    stashedDiscountCodeName: 'String',
    orderTags: 'String',
    reshippedFromOrderNumber: 'String',
    copiedFromOrderNumber: 'String',
  }),
  typeDraft('shippingAddressFields', ['address'], {
    requestedDeliveryOn: 'Date',
    price: 'Money',
    shipmentPickupCarrier: 'String',
    shipmentPickupCarrierCode: 'String',
    shippingMethodName: 'String',
    shippingMethodId: 'String',
    signedTrustedMatchkey: 'String',
  }),
  typeDraft('orderFields', ['order'], {
    receiptToken: 'String',
    idempotencyKey: 'String',
    totals: 'String',
    payments: 'String',
  }),
];

/**
 * The auto-delivery channel's discountPercent: the catalogue's auto-delivery saving in whole percent when it is
 * the same for every variant with an auto-delivery price, else 5.
 */
export function autoDeliveryDiscountPercent(fixture: CatalogFixture): number {
  const percents = new Set<number>();
  for (const p of fixture.products) {
    for (const v of p.variants) {
      if (v.autoDeliveryPriceCents !== undefined && v.priceCents > 0)
        percents.add(Math.round((1 - v.autoDeliveryPriceCents / v.priceCents) * 100));
    }
  }
  const [only] = percents;
  return percents.size === 1 && only !== undefined ? only : 5;
}

// ---------------------------------------------------------------------------------------------------------
// Catalogue

function categoryDrafts(fixture: CatalogFixture): CategoryDraft[] {
  // Parents first: sort by depth (number of path segments), stable within a depth.
  const depth = (path: string) => path.split('/').length;
  return [...fixture.categories]
    .sort((a, b) => depth(a.path) - depth(b.path))
    .map((c) => ({
      key: c.key,
      name: en(c.name),
      slug: en(c.path.split('/').pop() ?? c.key),
      description: en(c.description),
      ...(c.customPageTitle !== undefined ? { metaTitle: en(c.customPageTitle) } : {}),
      ...(c.metaDescription !== undefined ? { metaDescription: en(c.metaDescription) } : {}),
      orderHint: String(c.orderHint / 1000),
      ...(c.parentKey !== undefined ? { parent: { typeId: 'category' as const, key: c.parentKey } } : {}),
    }));
}

function priceDrafts(v: Variant, productDiscountIds: ReadonlyMap<string, string> | undefined): PriceDraft[] {
  return v.prices.map((p: Price): PriceDraft => {
    const isDefault = p.channelKey === undefined;
    const discountId =
      p.discounted?.discountId !== undefined ? productDiscountIds?.get(p.discounted.discountId) : undefined;
    return {
      key: isDefault ? `${v.sku}-default` : `${v.sku}-ad`,
      value: money(p.value.cents),
      ...(p.channelKey !== undefined ? { channel: { typeId: 'channel', key: p.channelKey } } : {}),
      ...(p.tiers.length > 0
        ? { tiers: p.tiers.map((t) => ({ minimumQuantity: t.minimumQuantity, value: money(t.value.cents) })) }
        : {}),
      ...(p.discounted && discountId
        ? {
            discounted: {
              value: money(p.discounted.value.cents),
              discount: { typeId: 'product-discount', id: discountId },
            },
          }
        : {}),
    };
  });
}

function attributes(entries: Record<string, unknown>): { name: string; value: unknown }[] {
  return Object.entries(entries)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
}

function productDraft(
  p: Product,
  tagIds: ReadonlyMap<string, string>,
  productDiscountIds: ReadonlyMap<string, string> | undefined,
): ProductDraft {
  const tagReferences = [...new Set(p.tags.map(tagSlug))].map((slug) => {
    const id = tagIds.get(slug);
    if (!id) throw new Error(`seed: no tag object for '${slug}'`);
    return { typeId: 'key-value-document', id };
  });
  const [master, ...rest] = p.variants;
  if (!master) throw new Error(`seed: product ${p.key} has no variants`);
  const variant = (v: Variant): ProductVariantDraft => ({
    sku: v.sku,
    key: v.sku,
    prices: priceDrafts(v, productDiscountIds),
    images: [{ url: p.imageUrl, dimensions: { w: 400, h: 400 } }],
    attributes: attributes({
      // same for all variants
      productPath: p.path,
      oneLinerDescription: p.oneLinerDescription,
      tags: p.tags,
      tagReferences,
      meltable: p.meltable,
      ingredients: v.ingredients,
      countryOfOrigin: v.countryOfOrigin,
      // per variant
      variantName: v.variantName,
      weightGrams: v.weightGrams,
      active: v.active,
      backordered: v.backordered,
      maximumPiecesPerOrder: v.maximumPiecesPerOrder,
      unitName: v.unitName,
      unitSize: v.unitSize,
      bagSize: v.bagSize,
      bulk: v.bulk,
      wholesale: v.wholesale,
      autoDeliveryEligible: v.autoDeliveryEligible,
      usdaNdbNo: v.usdaNdbNo,
      servingsPerContainer: v.servingsPerContainer,
      fixedAddress: v.fixedAddress,
    }),
  });
  return {
    key: p.key,
    name: en(p.name),
    slug: en(p.slug),
    description: en(p.description),
    ...(p.customPageTitle !== undefined ? { metaTitle: en(p.customPageTitle) } : {}),
    ...(p.metaDescription !== undefined ? { metaDescription: en(p.metaDescription) } : {}),
    productType: { typeId: 'product-type', key: PRODUCT_TYPE_KEY },
    categories: p.categoryKeys.map((key) => ({ typeId: 'category', key })),
    masterVariant: variant(master),
    variants: rest.map(variant),
    publish: true,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Discounts

function productDiscountDrafts(): ProductDiscountDraft[] {
  return DEMO_PRODUCT_DISCOUNTS.map((d) => ({
    key: d.key,
    name: en(d.name),
    description: en(d.description),
    value:
      d.value.type === 'relative'
        ? { type: 'relative', permyriad: d.value.permyriad }
        : { type: 'absolute', money: [money(d.value.cents)] },
    predicate:
      [
        d.productKeys.length > 0
          ? `product.key in (${d.productKeys.map((k) => JSON.stringify(k)).join(', ')})`
          : undefined,
        d.tag !== undefined ? `attributes.tags contains ${JSON.stringify(d.tag)}` : undefined,
      ]
        .filter(Boolean)
        .join(' or ') || 'false',
    sortOrder: String(d.sortOrder),
    isActive: d.isActive,
    ...(d.validUntil !== undefined ? { validUntil: d.validUntil } : {}),
  }));
}

function cartDiscountDrafts(): CartDiscountDraft[] {
  return DEMO_CART_DISCOUNTS.map((d) => ({
    key: d.key,
    name: en(d.name),
    ...(d.description !== undefined ? { description: en(d.description) } : {}),
    cartPredicate: d.cartPredicate,
    value:
      d.value.type === 'relative'
        ? { type: 'relative', permyriad: d.value.permyriad }
        : { type: 'absolute', money: [money(d.value.cents)] },
    target: { type: 'lineItems', predicate: 'true' },
    sortOrder: String(d.sortOrder),
    requiresDiscountCode: d.requiresDiscountCode,
    isActive: d.isActive,
    ...(d.stackingMode ? { stackingMode: d.stackingMode } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Seeds the commercetools project `projectKey` at `apiUrl` (e.g. `http://127.0.0.1:PORT`) over HTTP with:
 * product type `nutshell-food`, channel `auto-delivery` (custom type `channelFields`, discountPercent), the
 * custom types of WIRE.md, the catalogue's categories and (published) products, one tag custom object per
 * distinct tag (container 'tags'), one nutrition facts custom object per product (container
 * 'productNutritionFacts'), the demo product discounts (with `discounted` preset on the matching default
 * prices), cart discounts and discount codes. Pass `options.auth` when the API needs a bearer token.
 * Throws on the first request the API rejects. Call it once on an empty project.
 */
export async function seedCommercetoolsMock(
  apiUrl: string,
  projectKey: string,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const api = apiClient(apiUrl, projectKey, options.auth ? await bearerToken(options.auth) : undefined);
  const concurrency = options.concurrency ?? 16;

  const fixture = catalogFixtureSchema.parse(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
  const domain = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));
  const products =
    options.products === 'contract'
      ? domain.products.filter((p) => CONTRACT_CATEGORY_ROOTS.some((root) => p.path.startsWith(`${root}/`)))
      : domain.products;
  const nutrition = new Map(fixture.products.map((fp) => [fp.key, fp.nutritionFacts]));
  const tags = new Map(products.flatMap((p) => p.tags).map((t) => [tagSlug(t), t]));

  // Independent roots: product type, custom types, tag objects, product discounts.
  const [productType, , tagObjects, productDiscounts] = await Promise.all([
    api('POST', '/product-types', productTypeDraft()),
    Promise.all(CUSTOM_TYPE_DRAFTS.map((t) => api('POST', '/types', t))),
    pool([...tags], concurrency, ([slug, name]) =>
      api<{ id: string; key: string }>('POST', '/custom-objects', {
        container: TAG_CONTAINER,
        key: slug,
        value: { name, label: tagLabel(name) },
      } satisfies CustomObjectDraft),
    ),
    Promise.all(productDiscountDrafts().map((d) => api('POST', '/product-discounts', d))),
  ]);

  const discountPercent = autoDeliveryDiscountPercent(fixture);
  const channelDraft: ChannelDraft = {
    key: AUTO_DELIVERY_CHANNEL,
    roles: ['ProductDistribution'],
    name: en('Auto-Delivery'),
    custom: { type: { typeId: 'type', key: 'channelFields' }, fields: { discountPercent } },
  };
  const channel = await api('POST', '/channels', channelDraft);

  const categoryIds: Record<string, string> = {};
  for (const draft of categoryDrafts(fixture)) {
    // Sequential: a child's parent must exist (categories are sorted parents first).
    categoryIds[draft.key!] = (await api('POST', '/categories', draft)).id;
  }

  const tagIds = new Map(tagObjects.map((o) => [o.key, o.id]));
  const productDiscountIds = new Map(DEMO_PRODUCT_DISCOUNTS.map((d, i) => [d.id, productDiscounts[i]!.id]));
  const discountedBy = options.presetDiscountedPrices === false ? undefined : productDiscountIds;
  const productIds: Record<string, string> = {};
  await pool(products, concurrency, async (p) => {
    productIds[p.key] = (await api('POST', '/products', productDraft(p, tagIds, discountedBy))).id;
  });
  const nutritionObjects = await pool(
    products.filter((p) => nutrition.get(p.key) !== undefined),
    concurrency,
    (p) =>
      api('POST', '/custom-objects', {
        container: NUTRITION_CONTAINER,
        key: p.key,
        value: nutrition.get(p.key),
      } satisfies CustomObjectDraft),
  );

  const cartDiscounts = await Promise.all(cartDiscountDrafts().map((d) => api('POST', '/cart-discounts', d)));
  const cartDiscountIds = new Map(DEMO_CART_DISCOUNTS.map((d, i) => [d.id, cartDiscounts[i]!.id]));
  const discountCodeIds: Record<string, string> = {};
  await Promise.all(
    DEMO_DISCOUNT_CODES.map(async (c) => {
      const draft: DiscountCodeDraft = {
        code: c.code,
        name: en(c.name),
        ...(c.description !== undefined ? { description: en(c.description) } : {}),
        // The mock reads only `id` of these references (not `key`).
        cartDiscounts: c.cartDiscountIds.map((id) => {
          const ctId = cartDiscountIds.get(id);
          if (!ctId) throw new Error(`seed: discount code ${c.code} names unknown cart discount ${id}`);
          return { typeId: 'cart-discount', id: ctId };
        }),
        isActive: c.isActive,
        ...(c.maxApplications !== undefined ? { maxApplications: c.maxApplications } : {}),
        // applicationCount (SUMMER15: 100, used up) has no commercetools representation; see SEED_NOT_REPRESENTED.
      };
      const created = await api<{ id: string; version: number; isActive: boolean }>('POST', '/discount-codes', draft);
      discountCodeIds[c.code] = created.id;
      if (created.isActive !== c.isActive) {
        await api('POST', `/discount-codes/${created.id}`, {
          version: created.version,
          actions: [{ action: 'changeIsActive', isActive: c.isActive }],
        });
      }
    }),
  );

  return {
    ms: Math.round(performance.now() - started),
    counts: {
      types: CUSTOM_TYPE_DRAFTS.length,
      categories: Object.keys(categoryIds).length,
      products: products.length,
      variants: products.reduce((n, p) => n + p.variants.length, 0),
      tagObjects: tagObjects.length,
      nutritionObjects: nutritionObjects.length,
      cartDiscounts: cartDiscounts.length,
      discountCodes: DEMO_DISCOUNT_CODES.length,
      productDiscounts: productDiscounts.length,
    },
    autoDeliveryDiscountPercent: discountPercent,
    ids: {
      productType: productType.id,
      channel: channel.id,
      categories: categoryIds,
      products: productIds,
      tags: Object.fromEntries(tagIds),
      cartDiscounts: Object.fromEntries(cartDiscountIds),
      discountCodes: discountCodeIds,
      productDiscounts: Object.fromEntries(productDiscountIds),
    },
  };
}
