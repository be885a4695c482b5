import { ChooseFirstDeliveries, ORDER_UPLOAD_TEMPLATE_ROWS, UploadOrder } from '../../core/checkout';
import type { QuoteShipping } from '../../core/shipping';
import { isBulkUploadAvailable } from '../../core/customers';
import { domainError, err, ok } from '../../core/shared';
import type { AccountService } from '../../ports/account-service';
import type { CommercePort } from '../../ports/commerce';
import type { OrderUploadDesk } from '../../ports/order-upload-desk';
import { createOrderFileReader } from '../order-upload/order-file-reader';
import { createOrderFileTemplates } from '../order-upload/order-file-templates';

/** The refusal of a customer without is_bulk_upload_available. */
export const ORDER_UPLOAD_FORBIDDEN = 'Order upload is not available for this account.';

/**
 * The in-process order upload desk (server and CLI; Node only, as csv-parse and exceljs are): UploadOrder over the
 * commerce port with the csv-parse/exceljs reader, for a customer looked up by id or e-mail who has
 * is_bulk_upload_available (a business account). The new cart's owner is the customer id, as a signed-in session's.
 * With checkout's quote (`useCases.checkout`), every shipment then gets its first delivery option
 * (ChooseFirstDeliveries), so that checkout opens at payment (core-cart-checkout §2); a failed quote leaves the
 * shipments without one (checkout then opens at the delivery step) and the upload still succeeds.
 */
export function orderUploadDesk(parts: {
  readonly commerce: Pick<CommercePort, 'getProductBySku' | 'createCart' | 'updateCart'>;
  readonly accounts: Pick<AccountService, 'customer' | 'customerByEmail'>;
  readonly useCases?: { readonly checkout?: { readonly quoteShipping: Pick<QuoteShipping, 'execute'> } };
}): OrderUploadDesk {
  const uploadOrder = new UploadOrder({ reader: createOrderFileReader(), commerce: parts.commerce });
  const quoteShipping = parts.useCases?.checkout?.quoteShipping;
  const deliveries = quoteShipping && new ChooseFirstDeliveries({ commerce: parts.commerce, quoteShipping });
  const templates = createOrderFileTemplates();
  return {
    async upload(who, file, onProgress) {
      const customer =
        'customerId' in who
          ? await parts.accounts.customer(who.customerId)
          : await parts.accounts.customerByEmail(who.customerEmail);
      if (!customer) return err(domainError('resource/not-found', 'No customer with that e-mail.'));
      if (!isBulkUploadAvailable(customer)) return err(domainError('auth/forbidden', ORDER_UPLOAD_FORBIDDEN));
      const r = await uploadOrder.execute({ customerId: customer.id, customerEmail: customer.email, file }, onProgress);
      if (!r.ok) return r;
      const { cart, rows, shipments, lines } = r.value;
      await deliveries?.execute(cart);
      return ok({ cartId: cart.id, customerId: customer.id, rows, shipments, lines });
    },
    template: (format) => templates.template(format, ORDER_UPLOAD_TEMPLATE_ROWS),
  };
}
