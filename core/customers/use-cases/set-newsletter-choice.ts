import { err, ok, type Result } from '../../shared';
import type { Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import { NOT_SIGNED_IN } from './account-errors';

/**
 * PUT /api/me/communications (spec: shell-account §2 Account area, Email Communications; §3 Sign-up option
 * optInNewsletter; core-cart-checkout §3 Customer description `contact.subscribed`): records whether the signed-in
 * customer takes the newsletter. The contact's `subscribed` is the account's choice (`contactOf`), so it follows.
 * An account that is gone: 'account/not-signed-in'.
 */
export class SetNewsletterChoice {
  constructor(private readonly store: CustomerStore) {}

  async execute(customerId: string, input: { readonly optInNewsletter: boolean }): Promise<Result<Customer>> {
    const customer = await this.store.updateProfile(customerId, { newsletterOptIn: input.optInNewsletter === true });
    return customer ? ok(customer) : err(NOT_SIGNED_IN);
  }
}
