import type { Container } from 'inversify';
import type { BusinessProfileStore } from '../../ports/business-profiles';
import type { Clock } from '../../ports/clock';
import type { CustomerStore } from '../../ports/customers';
import type { GiftChoiceCatalog, GiftDropStore } from '../../ports/gift-drops';
import type { IdGenerator } from '../../ports/ids';
import type { IdentityProviderPort } from '../../ports/identity-provider';
import type { MailPort } from '../../ports/mail';
import type { PasswordHasher } from '../../ports/password-hasher';
import type { PaymentGatewayPort, PaymentVaultPort } from '../../ports/payments';
import type { SearchPort } from '../../ports/search';
import type { ShippingRatesPort } from '../../ports/shipping-rates';
import type { StoredValuePort } from '../../ports/stored-value';
import type { SubscriptionStore } from '../../ports/subscriptions';
import { TOKENS, type Token } from '../../ports/tokens';
import { EmbeddedBusinessProfileStore } from '../embedded/business/embedded-business-profile-store';
import { EmbeddedResaleCertificateStore } from '../embedded/resellers/embedded-resale-certificate-store';
import type { Database } from '../embedded/db/database';
import type { EmbeddedCommerce } from '../embedded/engine/embedded-commerce';
import type { EmbeddedOrderPaymentState } from '../embedded/engine/order-payment-state';
import type { EmbeddedShopperLists } from '../embedded/shopper-lists/embedded-shopper-lists';
import { createStorefront, type Storefront } from './storefront';

/** Binds, on the embedded profile's container, the business profile and resale certificate stores on the database. */
export function bindBusiness(c: Container, wiring: { readonly Database: Token<Database> }): void {
  c.bind(TOKENS.BusinessProfiles).toResolvedValue(
    (d: Database) => new EmbeddedBusinessProfileStore(d),
    [wiring.Database],
  );
  c.bind(TOKENS.ResaleCertificates).toResolvedValue(
    (d: Database) => new EmbeddedResaleCertificateStore(d),
    [wiring.Database],
  );
}

/**
 * Binds `wiring.Storefront`: createStorefront over the embedded container's ports (engine and shopper lists by the
 * wiring's tokens), links in mail on `siteUrl`.
 */
export function bindStorefront(
  c: Container,
  siteUrl: string,
  wiring: {
    readonly Engine: Token<EmbeddedCommerce>;
    readonly ShopperLists: Token<EmbeddedShopperLists>;
    readonly Storefront: Token<Storefront>;
  },
): void {
  c.bind(wiring.Storefront).toResolvedValue(
    (
      engine: EmbeddedCommerce,
      rates: ShippingRatesPort,
      gateway: PaymentGatewayPort,
      search: SearchPort,
      lists: EmbeddedShopperLists,
      k: Clock,
      i: IdGenerator,
      customers: CustomerStore,
      passwords: PasswordHasher,
      m: MailPort,
      identityPort: IdentityProviderPort,
      storedValue: StoredValuePort,
      orderPayments: EmbeddedOrderPaymentState,
      vault: PaymentVaultPort,
      subscriptions: SubscriptionStore,
      giftDrops: GiftDropStore,
      giftChoices: GiftChoiceCatalog,
      businessProfiles: BusinessProfileStore,
    ) =>
      createStorefront({
        ...{ cartEditor: engine, commerce: engine, rates, gateway, search, lists, orders: lists, clock: k, ids: i },
        ...{ customers, passwords, mail: m, siteUrl, cartOwnership: engine },
        ...{
          identity: identityPort,
          storedValue,
          orderPayments,
          vault,
          subscriptions,
          giftDrops,
          giftChoices,
          businessProfiles,
        },
      }),
    [
      wiring.Engine,
      TOKENS.ShippingRates,
      TOKENS.PaymentGateway,
      TOKENS.Search,
      wiring.ShopperLists,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.Customers,
      TOKENS.PasswordHasher,
      TOKENS.Mail,
      TOKENS.IdentityProvider,
      TOKENS.StoredValue,
      TOKENS.OrderPaymentState,
      TOKENS.PaymentVault,
      TOKENS.Subscriptions,
      TOKENS.GiftDrops,
      TOKENS.GiftChoices,
      TOKENS.BusinessProfiles,
    ],
  );
}
