import { validateBusinessFields, type BusinessProfile } from '../../core/business';
import type { Envelope } from '../../core/notifications';
import type { AccountBackendPort } from '../../ports/account-backend';
import type { FakeAccountState } from './fake-account';

/** How the fake runs a call: logs it, answers an injected failure, else the answer. */
type Run = <T>(method: keyof AccountBackendPort, log: string, answer: () => Envelope<T>) => Promise<Envelope<T>>;

const NOT_SIGNED_IN = { errors: [{ message: 'Please sign in.', key: 'account/not-signed-in' }] };

/**
 * The business-units calls of the fake account backend (ports/account-backend.ts; core-cart-checkout §7): the form
 * checked by core's `validateBusinessFields` (its first message, with `fields`), the profile kept in
 * `state.businessProfile`; a second create answers 'business/account-exists', an update without a profile
 * 'business/not-found'. Without `state.me`: 'account/not-signed-in'.
 */
export function fakeBusinessCalls(
  state: FakeAccountState,
  run: Run,
): Pick<AccountBackendPort, 'createBusinessAccount' | 'updateBusinessProfile'> {
  const save =
    (input: unknown, source: BusinessProfile['source'] | undefined) =>
    (): Envelope<{
      profile: BusinessProfile;
    }> => {
      const me = state.me;
      if (!me) return NOT_SIGNED_IN;
      const existing = state.businessProfile;
      if (source && existing) {
        return {
          errors: [{ message: 'This account already has a business account.', key: 'business/account-exists' }],
        };
      }
      if (!source && !existing) {
        return { errors: [{ message: 'This account has no business account.', key: 'business/not-found' }] };
      }
      const fields = validateBusinessFields(input);
      if (!fields.ok) {
        const error = { message: fields.error.message, key: fields.error.code, fields: fields.error.details?.fields };
        return { errors: [error] };
      }
      const at = '2026-03-02T15:00:00.000Z';
      const profile: BusinessProfile = {
        customerId: me.id,
        source: existing?.source ?? source ?? 'Account Creation',
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
        ...fields.value,
      };
      state.businessProfile = profile;
      return { data: { profile } };
    };
  return {
    createBusinessAccount: (input) =>
      run('createBusinessAccount', `createBusinessAccount:${input.source}`, save(input, input.source)),
    updateBusinessProfile: (input) => run('updateBusinessProfile', 'updateBusinessProfile', save(input, undefined)),
  };
}
