import type { CustomerStore } from '../../../ports/customers';
import { storedCustomerOf } from './change-password';

/**
 * Whether the signed-in customer's account has a password (spec: shell-account §2 Your Account, §6 "a guest can set
 * a password"): Your Account offers a password change when it has one, else the mailed set-password link. false for
 * an account that is gone.
 */
export class HasPassword {
  constructor(private readonly store: CustomerStore) {}

  async execute(customerId: string): Promise<boolean> {
    return (await storedCustomerOf(this.store, customerId))?.passwordHash != null;
  }
}
