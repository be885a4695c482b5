import { isValidEmail, normalizeEmail, type LookedUpUser } from '../model';
import type { CustomerStore } from '../../../ports/customers';

/**
 * GET /api/users/find (spec: shell-account §3 Looked-up user, §4 Sign-in flow email step): the first name and guest
 * flag of an e-mail's account, or null without one (or for a malformed e-mail).
 */
export class FindUser {
  constructor(private readonly store: CustomerStore) {}

  async execute(email: string): Promise<LookedUpUser | null> {
    if (!isValidEmail(email)) return null;
    const stored = await this.store.byEmail(normalizeEmail(email));
    return stored ? { firstName: stored.customer.firstName || null, guest: stored.customer.isGuest } : null;
  }
}
