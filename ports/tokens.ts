import type { AccountService } from './account-service';
import type { CommercePort } from './commerce';
import type { CustomerStore } from './customers';
import type { IdentityProviderPort } from './identity-provider';
import type { PasswordHasher } from './password-hasher';
import type { Clock } from './clock';
import type { IdGenerator } from './ids';
import type { MailPort, OutboxReader } from './mail';
import type { PaymentGatewayPort, PaymentTokenizerPort, PaymentVaultPort } from './payments';
import type { SearchPort } from './search';
import type { ShippingRatesPort } from './shipping-rates';
import type { StorefrontService } from './storefront-service';
import type { StoredValuePort } from './stored-value';
import type { SubscriptionStore } from './subscriptions';
import type { OrderPaymentStatePort } from './order-payment-state';
import type { GiftChoiceCatalog, GiftDropStore } from './gift-drops';
import type { BusinessProfileStore } from './business-profiles';
import type { ResaleCertificateStore } from './resale-certificates';
import type { TargetingPort } from './targeting';
import type { SocialProofPort } from './social-proof';
import type { ContentEditorPort, ContentPort } from './content';

/** A typed service identifier for the composition roots' container (inversify accepts symbols). */
export type Token<T> = symbol & { readonly __type?: T };

/** The identifier `nutshell.{name}` for a `T` (Symbol.for, so two copies of a module agree on it). */
export const token = <T>(name: string): Token<T> => Symbol.for(`nutshell.${name}`) as Token<T>;

/** Service identifiers of the ports, bound only in adapters/wiring (DESIGN §3.8). */
export const TOKENS = {
  Commerce: token<CommercePort>('Commerce'),
  ShippingRates: token<ShippingRatesPort>('ShippingRates'),
  Search: token<SearchPort>('Search'),
  PaymentGateway: token<PaymentGatewayPort>('PaymentGateway'),
  PaymentTokenizer: token<PaymentTokenizerPort>('PaymentTokenizer'),
  PaymentVault: token<PaymentVaultPort>('PaymentVault'),
  StoredValue: token<StoredValuePort>('StoredValue'),
  Subscriptions: token<SubscriptionStore>('Subscriptions'),
  GiftDrops: token<GiftDropStore>('GiftDrops'),
  GiftChoices: token<GiftChoiceCatalog>('GiftChoices'),
  BusinessProfiles: token<BusinessProfileStore>('BusinessProfiles'),
  ResaleCertificates: token<ResaleCertificateStore>('ResaleCertificates'),
  OrderPaymentState: token<OrderPaymentStatePort>('OrderPaymentState'),
  Clock: token<Clock>('Clock'),
  Ids: token<IdGenerator>('Ids'),
  StorefrontService: token<StorefrontService>('StorefrontService'),
  Mail: token<MailPort>('Mail'),
  Outbox: token<OutboxReader>('Outbox'),
  Customers: token<CustomerStore>('Customers'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  AccountService: token<AccountService>('AccountService'),
  IdentityProvider: token<IdentityProviderPort>('IdentityProvider'),
  Targeting: token<TargetingPort>('Targeting'),
  SocialProof: token<SocialProofPort>('SocialProof'),
  Content: token<ContentPort>('Content'),
  ContentEditor: token<ContentEditorPort>('ContentEditor'),
} as const;
