import type { AccountService } from '../../ports/account-service';
import type { AccountUseCases } from './account-use-cases';
import { err } from '../../core/shared';
import { NO_BUSINESS_ACCOUNT } from '../../core/business';

/** The business calls without a business profile store: nobody has a business account. */
const NO_BUSINESS = () => Promise.resolve(err(NO_BUSINESS_ACCOUNT));

/**
 * The local server's view of the account use cases (ports/account-service.ts): each call forwarded to one use case.
 * No logic lives here; it only adapts argument shapes.
 */
export function accountService(a: AccountUseCases): AccountService {
  return {
    signIn: (input) => a.signIn.execute(input),
    signUp: (input) => a.signUp.execute(input),
    startProviderSignIn: (provider) => a.startProviderSignIn.execute(provider),
    signInWithProvider: (input) => a.signInWithProvider.execute(input),
    findUser: (email) => a.findUser.execute(email),
    sendSignInLink: (input) => a.sendSignInLink.execute(input),
    signInByLinkKey: (key) => a.signInByLinkKey.execute(key),
    forgotPassword: (input) => a.forgotPassword.execute(input),
    createGuestAccount: (input) => a.createGuestAccount.execute(input),
    resetPassword: (input) => a.resetPassword.execute(input),
    signKeyPage: (path) => a.readSignKeyPage.execute(path),
    customer: (id) => a.getCustomer.execute(id),
    customerByEmail: (email) => a.getCustomer.byEmail(email),
    describe: (customerId) => a.describe.execute(customerId),
    setCarrierOptions: (input) => a.setCarrierOptions.execute(input),
    listAddresses: (customerId) => a.listAddresses.execute(customerId),
    saveAddress: (customerId, input) => a.saveAddress.execute(customerId, input),
    deleteAddress: (customerId, addressId) => a.deleteAddress.execute(customerId, addressId),
    adoptCart: (input) => a.adoptSessionCart.execute(input),
    copyCart: (input) => a.copyCartToAnonymous.execute(input),
    changeName: (customerId, input) => a.changeName.execute(customerId, input),
    changePassword: (customerId, input) => a.changePassword.execute(customerId, input),
    hasPassword: (customerId) => a.hasPassword.execute(customerId),
    setNewsletterChoice: (customerId, input) => a.setNewsletterChoice.execute(customerId, input),
    roleOf: (customerId) => a.staffRoles.roleOf(customerId),
    addStaff: (input) => a.addStaff.execute(input),
    removeStaff: (email) => a.removeStaff.execute(email),
    listStaff: () => a.staffRoles.execute(),
    businessAccountOf: (customerId) => a.business?.getBusinessProfile.facts(customerId) ?? Promise.resolve(undefined),
    createBusinessAccount: (customerId, input) =>
      a.business?.createBusinessAccount.execute(customerId, input) ?? NO_BUSINESS(),
    businessProfile: (customerId) => a.business?.getBusinessProfile.execute(customerId) ?? NO_BUSINESS(),
    updateBusinessProfile: (customerId, input) =>
      a.business?.updateBusinessProfile.execute(customerId, input) ?? NO_BUSINESS(),
  };
}
