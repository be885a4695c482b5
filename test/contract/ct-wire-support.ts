import type {
  Address,
  ItemShippingAddress,
  CartDiscountCode,
  LineItemCustomFields,
  DiscountCodeInfo,
} from '../../core/cart';
import { DEMO_PRODUCT_DISCOUNTS } from '../../adapters/embedded/engine/demo-product-discounts';
import type { WireDirectory } from '../../adapters/embedded/server/ct/encode-values';
import * as from from '../../adapters/commercetools/from-ct';

/**
 * Helpers and fixtures shared by the ct-wire-*.test.ts files, which check the commercetools wire mapping of
 * adapters/commercetools/WIRE.md, both directions, as inverses:
 *
 * 1. Update actions: domain CartAction → `ctAction` (HTTP adapter, to-ct.ts) → JSON → `ctCartUpdateSchema`
 *    (local server, strict) → `toDomainActions` gives back the same CartAction, for each of the 22 actions in a
 *    full and a minimal form.
 * 2. Carts: domain Cart → `ctCart` (local server, encode.ts) → JSON → `ctCartSchema` (adapter) → `from.cart`
 *    gives back the same Cart, with references resolved by expansion alone and by the adapter's lookups alone.
 * 3. Orders: `ctOrder` → JSON → `ctOrderSchema` → `from.order` gives back the same Order.
 * 4. Products and categories: every product and category of the seeded catalogue (with the demo product
 *    discounts) → `ctProductProjection` / `ctCategory` → JSON → schemas → `from.product` / `from.categories`.
 * 5. Addresses: `addressDraft` → server `ctAddressSchema` → `domainAddress`, and `ctAddress` → adapter
 *    `ctAddressSchema` → `from.address`.
 *
 * Where the commercetools shape has no place for a domain value, or a mapping normalises it on purpose, the
 * "asymmetries" tests assert the exact documented result instead of leaving the case out. Deep equality is
 * vitest's `toEqual`: a property whose value is `undefined` counts as absent, as it does once serialised.

/** What crosses HTTP: JSON text, parsed again. */
export function wire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

// ---- directories and lookups ------------------------------------------------------------------------------

export const AD = 'auto-delivery';
export const AD_CHANNEL_ID = 'channel-auto-delivery';
export const HOLIDAY = DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === 'pd-holiday-chocolate')!;
/** Expansions the adapter asks for on product projections (http-commerce.ts PRODUCT_EXPAND) plus categories. */
export const PRODUCT_EXPAND = [
  'masterVariant.prices[*].discounted.discount',
  'variants[*].prices[*].discounted.discount',
  'masterVariant.prices[*].channel',
  'variants[*].prices[*].channel',
  'categories[*]',
];

export function directory(expand?: readonly string[]): WireDirectory {
  return {
    categories: [],
    channelIdOf: (k) => (k === AD ? AD_CHANNEL_ID : k),
    categoryIdOf: (k) => `cat-${k}`,
    ...(expand ? { expand } : {}),
  };
}

/** The discount code read model the adapter would fetch by id (GET /discount-codes/{id}) for a cart's code. */
export function codeInfo(c: CartDiscountCode): DiscountCodeInfo {
  return {
    id: c.id,
    code: c.code,
    name: c.name ?? c.code,
    description: c.description ?? '',
    cartDiscountIds: c.cartDiscountIds,
    isActive: true,
    applicationCount: 0,
  };
}

/** A CtLookup that resolves everything by id, as the adapter's caches do (GET /channels, /categories, ...). */
export function fullLookup(codes: readonly CartDiscountCode[] = []): from.CtLookup {
  const byId = new Map(codes.map((c) => [c.id, codeInfo(c)]));
  return {
    channelKey: (id) => (id === AD_CHANNEL_ID ? AD : undefined),
    categoryKey: (id) => (id.startsWith('cat-') ? id.slice('cat-'.length) : undefined),
    discountCode: (id) => byId.get(id),
    productDiscountName: (id) => DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === id)?.name,
  };
}

/** A CtLookup that resolves nothing but categories (which from-ct never reads from `obj`): expansion must carry the rest. */
export const EXPANDED_ONLY: from.CtLookup = {
  channelKey: () => undefined,
  categoryKey: (id) => (id.startsWith('cat-') ? id.slice('cat-'.length) : undefined),
  discountCode: () => undefined,
  productDiscountName: () => undefined,
};

// ---- addresses ----------------------------------------------------------------------------------------------

export const US_HOME: Address = {
  name: 'Pat Jones',
  company: 'Jones Family Trust',
  street1: '125 Moen Ave',
  street2: 'Apt 2',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
  residential: true,
  email: 'pat@example.com',
  phone: '+1 908 555 0100',
};
export const CA_BUSINESS: Address = {
  name: 'Robin Tremblay',
  company: 'Maple Treats Inc.',
  street1: '100 King St W',
  street2: 'Suite 5600',
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5X 1C9',
  country: 'CA',
  residential: false,
  email: 'orders@maple-treats.example',
  phone: '416-555-0199',
};
export const MINIMAL: Address = { country: 'US' };
export const ITEM_FULL: ItemShippingAddress = {
  ...US_HOME,
  key: 'shipment-1',
  custom: {
    requestedDeliveryOn: '2026-12-18',
    priceCents: 1295,
    shipmentPickupCarrier: 'UPS',
    shipmentPickupCarrierCode: 'UPSN',
    shippingMethodName: 'UPS Ground',
    shippingMethodId: 'ups-ground',
    signedTrustedMatchkey: 'sig-3f2a9c',
  },
};
export const ITEM_CA: ItemShippingAddress = {
  ...CA_BUSINESS,
  key: 'shipment-2',
  custom: {
    requestedDeliveryOn: '2026-12-20',
    priceCents: 0,
    shipmentPickupCarrier: 'Canada Post',
    shipmentPickupCarrierCode: 'CPC',
    shippingMethodName: 'Expedited Parcel',
    shippingMethodId: 'cpc-expedited',
    signedTrustedMatchkey: 'sig-77b01e',
  },
};
export const ITEM_MINIMAL: ItemShippingAddress = { key: 'shipment-3', country: 'US', custom: {} };
/** The line custom fields, every one set. */
export const FULL_LINE_CUSTOM: LineItemCustomFields = {
  autoDeliveryInterval: 30,
  markedAsGift: true,
  greetingCardMessage: 'Happy holidays, love Pat',
  externalId: 'ext-2',
  parentExternalId: 'ext-1',
  listMetadata: '{"list":"holiday-2026"}',
  recipientsJson: '[{"name":"Robin","email":"robin@example.com"}]',
  meltable: false,
};
