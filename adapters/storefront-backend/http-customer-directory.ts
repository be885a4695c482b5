import type { AddedStaff, Customer, CustomerDescription, StaffMember } from '../../core/customers';
import type { CustomerBusiness, CustomerDirectory } from '../../ports/customer-directory';
import { businessProfileSchema } from './business-schemas';
import { LocalApiClient, type LocalApiOptions, type Refusal } from '../http/local-api-client';
import { customerDescriptionSchema, customerSchema } from './account-schemas';
import { orderHistoryRowSchema } from './account-area-schemas';
import type { OrderHistoryRow } from '../../ports/account-area';
import { z } from 'zod';
import { domainError, err, ok, parseErrorCode, type Result } from '../../core/shared';
import type { CarrierName, CarrierOptions } from '../../core/shipping';

const ordersSchema = z.object({ orders: z.array(orderHistoryRowSchema) });
const customerBusinessSchema = z.object({ customer: customerSchema, profile: businessProfileSchema.nullable() });
const staffMemberSchema = z.object({
  customer: customerSchema,
  role: z.object({ permissions: z.array(z.string()), isAdmin: z.boolean() }),
});
const addedStaffSchema = z.object({ member: staffMemberSchema, created: z.boolean(), mailed: z.boolean() });
const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

/** A refused staff write: 404 'resource/not-found', else 'validation/invalid', with the server's message. */
function failure(refused: Refusal): Result<never> {
  return err(domainError(refused.status === 404 ? 'resource/not-found' : 'validation/invalid', refused.message));
}
const carrierOptionsSchema = customerDescriptionSchema.shape.carrierOptions;

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

  business(email: string): Promise<CustomerBusiness | undefined> {
    return this.api.find(`/nutshell/customers/business?${new URLSearchParams({ email })}`, customerBusinessSchema);
  }

  async setCarriers(
    email: string,
    changes: { readonly allow: readonly CarrierName[]; readonly disallow: readonly CarrierName[] },
  ): Promise<Result<CarrierOptions> | undefined> {
    const path = `/nutshell/customers/carriers?${new URLSearchParams({ email })}`;
    const answer = await this.api.submit('PUT', path, changes, carrierOptionsSchema);
    if ('ok' in answer) return ok(answer.ok);
    const code = parseErrorCode(answer.refused.code, 'validation/invalid');
    return code === 'resource/not-found' ? undefined : err(domainError(code, answer.refused.message));
  }

  async orders(email: string): Promise<readonly OrderHistoryRow[] | undefined> {
    return (await this.api.find(`/nutshell/customers/orders?${new URLSearchParams({ email })}`, ordersSchema))?.orders;
  }

  async addStaff(input: { email: string; name?: string; admin: boolean }): Promise<Result<AddedStaff>> {
    const answer = await this.api.submit('POST', '/nutshell/staff', input, addedStaffSchema);
    return 'ok' in answer ? ok(answer.ok) : failure(answer.refused);
  }

  async removeStaff(email: string): Promise<Result<StaffMember>> {
    const path = `/nutshell/staff?${new URLSearchParams({ email })}`;
    const answer = await this.api.submit('DELETE', path, undefined, staffMemberSchema);
    return 'ok' in answer ? ok(answer.ok) : failure(answer.refused);
  }

  async listStaff(): Promise<readonly StaffMember[]> {
    return (await this.api.get('/nutshell/staff', staffListSchema)).staff;
  }
}
