import type { Clock } from '../../ports/clock';
import type { CommercePort } from '../../ports/commerce';
import type { CartOwnershipPort, CustomerStore } from '../../ports/customers';
import type { IdentityProviderPort } from '../../ports/identity-provider';
import type { IdGenerator } from '../../ports/ids';
import type { MailPort } from '../../ports/mail';
import type { PasswordHasher } from '../../ports/password-hasher';
import type { BusinessProfileStore } from '../../ports/business-profiles';
import { CreateBusinessAccount, GetBusinessProfile, UpdateBusinessProfile } from '../../core/business';
import {
  AddStaff,
  RemoveStaff,
  StaffRoles,
  AdoptSessionCart,
  ChangeName,
  ChangePassword,
  CopyCartToAnonymous,
  DeleteAddress,
  DescribeCustomer,
  SetCarrierOptions,
  FindUser,
  ForgotPassword,
  CreateGuestAccount,
  GetCustomer,
  HasPassword,
  ListAddresses,
  ReadSignKeyPage,
  ResetPassword,
  SaveAddress,
  SendSignInLink,
  SetNewsletterChoice,
  SignInByLinkKey,
  SignInWithPassword,
  SignUp,
  SignInWithProvider,
  StartProviderSignIn,
} from '../../core/customers';

/** The ports the account use cases need. */
export interface AccountPortSet {
  readonly commerce: CommercePort;
  readonly customers: CustomerStore;
  readonly passwords: PasswordHasher;
  readonly mail: MailPort;
  readonly cartOwnership: CartOwnershipPort;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly identity: IdentityProviderPort;
  /** Business profiles; absent: no business section (every customer without a business account). */
  readonly businessProfiles?: BusinessProfileStore | undefined;
}

/** Business accounts (spec: core-cart-checkout §6 Business, §7 business-units calls). */
export interface BusinessUseCases {
  readonly createBusinessAccount: CreateBusinessAccount;
  readonly getBusinessProfile: GetBusinessProfile;
  readonly updateBusinessProfile: UpdateBusinessProfile;
}

/** Customer accounts, sign-in and the address book (spec: shell-account §4 Sign-in flow; core-cart-checkout §3). */
export interface AccountUseCases {
  readonly signIn: SignInWithPassword;
  readonly signUp: SignUp;
  readonly findUser: FindUser;
  readonly getCustomer: GetCustomer;
  readonly sendSignInLink: SendSignInLink;
  readonly signInByLinkKey: SignInByLinkKey;
  readonly forgotPassword: ForgotPassword;
  readonly createGuestAccount: CreateGuestAccount;
  readonly resetPassword: ResetPassword;
  readonly readSignKeyPage: ReadSignKeyPage;
  readonly describe: DescribeCustomer;
  readonly setCarrierOptions: SetCarrierOptions;
  readonly listAddresses: ListAddresses;
  readonly saveAddress: SaveAddress;
  readonly deleteAddress: DeleteAddress;
  readonly adoptSessionCart: AdoptSessionCart;
  readonly copyCartToAnonymous: CopyCartToAnonymous;
  readonly changeName: ChangeName;
  readonly changePassword: ChangePassword;
  readonly hasPassword: HasPassword;
  readonly setNewsletterChoice: SetNewsletterChoice;
  readonly startProviderSignIn: StartProviderSignIn;
  readonly signInWithProvider: SignInWithProvider;
  readonly addStaff: AddStaff;
  readonly removeStaff: RemoveStaff;
  readonly staffRoles: StaffRoles;
  /** With a business profile store only. */
  readonly business?: BusinessUseCases;
}

/**
 * The account section of the storefront (createStorefront, storefront.ts: the one place use cases are constructed):
 * every account use case over its ports.
 */
export function accountUseCases(p: AccountPortSet): AccountUseCases {
  const { customers: store, passwords, mail, clock, ids, commerce, identity } = p;
  const forgotPassword = new ForgotPassword(store, mail, clock, ids);
  const profiles = p.businessProfiles;
  const business: BusinessUseCases | undefined = profiles && {
    createBusinessAccount: new CreateBusinessAccount(store, profiles, clock),
    getBusinessProfile: new GetBusinessProfile(profiles),
    updateBusinessProfile: new UpdateBusinessProfile(profiles, clock),
  };
  return {
    ...(business ? { business } : {}),
    signIn: new SignInWithPassword(store, passwords),
    signUp: new SignUp(store, passwords, mail, clock, ids),
    findUser: new FindUser(store),
    getCustomer: new GetCustomer(store),
    sendSignInLink: new SendSignInLink(store, mail, clock, ids),
    signInByLinkKey: new SignInByLinkKey(store, clock),
    forgotPassword,
    createGuestAccount: new CreateGuestAccount(store, forgotPassword, clock),
    resetPassword: new ResetPassword(store, passwords, clock),
    readSignKeyPage: new ReadSignKeyPage(store, clock),
    describe: new DescribeCustomer(store, profiles),
    setCarrierOptions: new SetCarrierOptions(store),
    listAddresses: new ListAddresses(store),
    saveAddress: new SaveAddress(store, clock),
    deleteAddress: new DeleteAddress(store),
    adoptSessionCart: new AdoptSessionCart(commerce, p.cartOwnership),
    copyCartToAnonymous: new CopyCartToAnonymous(commerce, ids),
    changeName: new ChangeName(store),
    changePassword: new ChangePassword(store, passwords),
    hasPassword: new HasPassword(store),
    setNewsletterChoice: new SetNewsletterChoice(store),
    startProviderSignIn: new StartProviderSignIn(identity),
    signInWithProvider: new SignInWithProvider(identity, store, mail, clock),
    addStaff: new AddStaff(store, mail, clock, ids),
    removeStaff: new RemoveStaff(store),
    staffRoles: new StaffRoles(store),
  };
}
