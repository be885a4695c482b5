import { isStrongPassword, normalizeEmail, type Customer, type SavedAddress } from '../../core/customers';
import type { Envelope } from '../../core/notifications';
import { validateShippingAddress } from '../../core/validation';
import type { AccountBackendPort } from '../../ports/account-backend';
import type { FakeAccountState } from './fake-account';

/** How the fake runs a call: logs it, answers an injected failure, else the answer. */
type Run = <T>(method: keyof AccountBackendPort, log: string, answer: () => Envelope<T>) => Promise<Envelope<T>>;

/** The settings and address-book calls of the fake account backend. */
type SettingsCalls = Pick<
  AccountBackendPort,
  | 'listAddresses'
  | 'addAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'updateProfile'
  | 'changePassword'
  | 'updateCommunications'
>;

const NOT_SIGNED_IN = { errors: [{ message: 'Please sign in.', key: 'account/not-signed-in' }] };
const NOT_FOUND = { errors: [{ message: 'We could not find that address.', key: 'account/address-not-found' }] };

/**
 * The signed-in customer's calls of the fake (ports/account-backend.ts): the address book (core's address rules, the
 * first address the default, `isDefault` making one the only default) and the settings (name, password, newsletter),
 * on `state.me` and `state.addressBook`. Without `state.me`: 'account/not-signed-in'. The password change checks the
 * current password against `state.accounts` (none: 'account/password-not-set') and the new one's rules.
 */
export function fakeAccountSettings(state: FakeAccountState, run: Run): SettingsCalls {
  const signedIn =
    <T>(answer: (me: Customer) => Envelope<T>) =>
    (): Envelope<T> =>
      state.me ? answer(state.me) : NOT_SIGNED_IN;
  const book = () => ({ addresses: [...state.addressBook] });
  const save = (input: { addressId?: string; address: unknown; isDefault?: boolean }) =>
    signedIn((): Envelope<{ address: SavedAddress; addresses: SavedAddress[] }> => {
      const valid = validateShippingAddress(input.address, { needsEmail: false, needsStreet: true });
      if (!valid.ok) return { errors: [{ message: valid.error.message, key: valid.error.code }] };
      const index = input.addressId ? state.addressBook.findIndex((a) => a.id === input.addressId) : -1;
      if (input.addressId && index < 0) return NOT_FOUND;
      const id = input.addressId ?? `a-${(state.addressSeq += 1)}`;
      const isDefault = !!input.isDefault || state.addressBook.length === 0 || !!state.addressBook[index]?.isDefault;
      const saved: SavedAddress = { id, address: valid.value, isDefault };
      if (isDefault) state.addressBook = state.addressBook.map((a) => ({ ...a, isDefault: false }));
      state.addressBook = index < 0 ? [...state.addressBook, saved] : state.addressBook.with(index, saved);
      return { data: { address: saved, ...book() } };
    });
  const changeMe = (changes: Partial<Customer>) => {
    state.me = { ...state.me!, ...changes };
    return { data: { customer: state.me } };
  };
  return {
    listAddresses: () =>
      run(
        'listAddresses',
        'listAddresses',
        signedIn(() => ({ data: book() })),
      ),
    addAddress: (input) => run('addAddress', `addAddress:default=${!!input.isDefault}`, save(input)),
    updateAddress: (input) =>
      run('updateAddress', `updateAddress:${input.addressId}:default=${!!input.isDefault}`, save(input)),
    deleteAddress: (addressId) =>
      run(
        'deleteAddress',
        `deleteAddress:${addressId}`,
        signedIn(() => {
          if (!state.addressBook.some((a) => a.id === addressId)) return NOT_FOUND;
          state.addressBook = state.addressBook.filter((a) => a.id !== addressId);
          return { data: book() };
        }),
      ),
    updateProfile: (input) =>
      run(
        'updateProfile',
        `updateProfile:${input.fullName}`,
        signedIn(() => {
          const fullName = input.fullName.trim();
          if (!fullName) return { errors: [{ message: 'Please enter your full name', key: 'validation/invalid' }] };
          return changeMe({ fullName, firstName: fullName.split(/\s+/)[0]! });
        }),
      ),
    changePassword: (input) =>
      run(
        'changePassword',
        'changePassword',
        signedIn((me) => {
          const account = state.accounts.get(normalizeEmail(me.email));
          if (!account || account.password === null) {
            return { errors: [{ message: 'Your account has no password yet.', key: 'account/password-not-set' }] };
          }
          if (!isStrongPassword(input.newPassword)) {
            return { errors: [{ message: 'Your password is too weak.', key: 'account/weak-password' }] };
          }
          if (account.password !== input.currentPassword) {
            return { errors: [{ message: 'Your current password is incorrect.', key: 'account/wrong-password' }] };
          }
          state.accounts.set(normalizeEmail(me.email), { ...account, password: input.newPassword });
          return changeMe({ loginTypes: [...new Set([...me.loginTypes, 'password' as const])] });
        }),
      ),
    updateCommunications: (input) =>
      run(
        'updateCommunications',
        `updateCommunications:${input.optInNewsletter}`,
        signedIn(() => changeMe({ newsletterOptIn: input.optInNewsletter })),
      ),
  };
}
