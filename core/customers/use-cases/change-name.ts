import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import { NOT_SIGNED_IN } from './account-errors';

/** At most this many characters in a full name (the sign-up form's bound). */
export const FULL_NAME_MAX_LENGTH = 200;

/** shell-account §5 "name 'Please enter your full name'", the message of a blank name. */
export const FULL_NAME_REQUIRED = 'Please enter your full name';

const inputSchema = z.object({ fullName: z.string() });

/**
 * PUT /api/me/profile (spec: shell-account §2 Account area, Your Account; §5 name "Please enter your full name"):
 * changes the signed-in customer's full name (trimmed; its first word becomes the first name the utility bar greets
 * with). A blank name: 'validation/invalid' with the spec's message and `details.fields.fullName`; longer than
 * FULL_NAME_MAX_LENGTH: 'validation/invalid'; an account that is gone: 'account/not-signed-in'.
 */
export class ChangeName {
  constructor(private readonly store: CustomerStore) {}

  async execute(customerId: string, raw: { readonly fullName: string }): Promise<Result<Customer>> {
    const parsed = inputSchema.safeParse(raw);
    const fullName = parsed.success ? parsed.data.fullName.trim() : '';
    if (!fullName) {
      return err(domainError('validation/invalid', FULL_NAME_REQUIRED, { fields: { fullName: FULL_NAME_REQUIRED } }));
    }
    if (fullName.length > FULL_NAME_MAX_LENGTH) {
      const message = `Your name can have at most ${FULL_NAME_MAX_LENGTH} characters.`;
      return err(domainError('validation/invalid', message, { fields: { fullName: message } }));
    }
    const customer = await this.store.updateProfile(customerId, { fullName });
    return customer ? ok(customer) : err(NOT_SIGNED_IN);
  }
}
