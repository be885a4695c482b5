import type { Customer, CustomerDescription } from '../../core/customers';
import type { CustomerDirectory } from '../../ports/customer-directory';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';
import { customerDescriptionSchema, customerSchema } from './account-schemas';
import { orderHistoryRowSchema } from './account-area-schemas';
import type { OrderHistoryRow } from '../../ports/account-area';
import { z } from 'zod';

const ordersSchema = z.object({ orders: z.array(orderHistoryRowSchema) });

/**
 * The customer directory of a running local server, read over HTTP (adapters/embedded/server/
 * customer-directory-routes.ts) with the API client's bearer token: what `nutshell customer` reads while the server
 * holds the data directory. Answers are validated; an unreachable server, a refused token or an answer of the wrong
 * shape throws PortError ('customers').
 */
export class HttpCustomerDirectory implements CustomerDirectory {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('customers', options);
  }

  find(email: string): Promise<Customer | undefined> {
    return this.api.find(`/nutshell/customers?${new URLSearchParams({ email })}`, customerSchema);
  }

  describe(email: string): Promise<CustomerDescription | undefined> {
    return this.api.find(`/nutshell/customers/describe?${new URLSearchParams({ email })}`, customerDescriptionSchema);
  }

  async orders(email: string): Promise<readonly OrderHistoryRow[] | undefined> {
    return (await this.api.find(`/nutshell/customers/orders?${new URLSearchParams({ email })}`, ordersSchema))?.orders;
  }
}
