import { CopyOrderForCustomer, PlaceOrderForCustomer } from '../../core/checkout';
import type { AccountService } from '../../ports/account-service';
import type { CommercePort } from '../../ports/commerce';
import type { CartOwnershipPort } from '../../ports/customers';
import type { CxOrderDesk } from '../../ports/cx-order-desk';
import type { IdGenerator } from '../../ports/ids';
import type { PaymentVaultPort } from '../../ports/payments';
import type { Storefront } from './storefront';

/** What the in-process CX order desk is built from: the embedded profile's ports and its storefront's use cases. */
export interface CxOrderDeskParts {
  readonly commerce: CommercePort & CartOwnershipPort;
  readonly accounts: Pick<AccountService, 'customer' | 'customerByEmail' | 'roleOf'>;
  readonly vault: Pick<PaymentVaultPort, 'listCards' | 'nonceForCard'>;
  readonly useCases: Pick<Storefront, 'checkout' | 'customerOrders'>;
  readonly ids: IdGenerator;
  /** The storefront's public origin, e.g. 'http://localhost:3000': receipt URLs start with it. */
  readonly siteUrl: string;
}

/**
 * The in-process CX order desk (`nutshell cart place-order`, `nutshell order copy-to-cart`, and the local server's
 * /nutshell/cx routes): PlaceOrderForCustomer over the same PlaceOrder the checkout runs, CopyOrderForCustomer over
 * the same ReorderOrder as Easy Reorder.
 */
export function cxOrderDesk(parts: CxOrderDeskParts): CxOrderDesk {
  const { commerce, accounts, useCases } = parts;
  const place = new PlaceOrderForCustomer({
    commerce,
    customers: accounts,
    ownership: commerce,
    vault: parts.vault,
    placeOrder: useCases.checkout.placeOrder,
    ids: parts.ids,
    siteUrl: parts.siteUrl,
  });
  const copy = new CopyOrderForCustomer({
    commerce,
    customers: accounts,
    reorderOrder: useCases.customerOrders.reorderOrder,
  });
  return {
    placeOrder: (input) => place.execute(input),
    copyOrderToCart: (input) => copy.execute(input),
  };
}
