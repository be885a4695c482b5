import { ok, err, domainError, type Result } from '../../../shared';
import {
  CHECK_OUT_AS_CUSTOMER,
  firstNameOf,
  NO_STAFF_ROLE,
  type Customer,
  type LoginType,
  type SavedAddress,
  type StaffRole,
} from '../../model';
import type {
  CustomerStore,
  NewCustomer,
  SignKeyPurpose,
  SignKeyRecord,
  StoredCustomer,
} from '../../../../ports/customers';
import type { PasswordHasher } from '../../../../ports/password-hasher';
import type { MailMessage, MailPort } from '../../../../ports/mail';
import type { Address } from '../../../cart/model';
import { ALL_CARRIERS_ALLOWED, type CarrierOptions } from '../../../shipping/model';

/** An in-memory CustomerStore for unit tests: keys kept in the clear (the real store hashes them). */
export class FakeCustomerStore implements CustomerStore {
  readonly rows = new Map<string, StoredCustomer>();
  readonly keys = new Map<string, SignKeyRecord & { expiresAtMs: number; used: boolean }>();
  readonly attached: { customerId: string; email: string }[] = [];
  /** Linked identities: '{provider} {subject}' → customer id. */
  readonly identities = new Map<string, string>();
  private readonly book = new Map<string, SavedAddress & { customerId: string }>();
  private n = 0;
  /** Staff roles by customer id; accounts without one have NO_STAFF_ROLE. */
  readonly roles = new Map<string, StaffRole>();
  /** Customer ids whose sessions revokeStaff ended. */
  readonly endedSessions: string[] = [];

  async byEmail(emailNormalized: string) {
    return [...this.rows.values()].find((r) => r.customer.email.toLowerCase() === emailNormalized);
  }
  async byId(id: string) {
    return this.rows.get(id)?.customer;
  }
  async create(draft: NewCustomer, nowMs: number): Promise<Result<Customer>> {
    if (await this.byEmail(draft.email.toLowerCase())) return err(domainError('account/email-taken', 'taken'));
    const customer: Customer = {
      id: `c-${(this.n += 1)}`,
      email: draft.email,
      fullName: draft.fullName,
      firstName: firstNameOf(draft.fullName),
      isB2b: draft.isB2b,
      isGuest: draft.isGuest,
      loginTypes: draft.loginTypes,
      newsletterOptIn: draft.newsletterOptIn,
      createdAt: new Date(nowMs).toISOString(),
    };
    this.rows.set(customer.id, { customer, passwordHash: draft.passwordHash });
    return ok(customer);
  }
  private change(id: string, f: (s: StoredCustomer) => StoredCustomer | undefined): Customer | undefined {
    const row = this.rows.get(id);
    const next = row ? f(row) : undefined;
    if (next) this.rows.set(id, next);
    return next?.customer;
  }
  async upgradeGuest(
    id: string,
    c: { fullName: string; isB2b: boolean; newsletterOptIn: boolean; passwordHash: string },
  ) {
    return this.change(id, (r) =>
      r.customer.isGuest
        ? {
            customer: { ...r.customer, fullName: c.fullName, firstName: firstNameOf(c.fullName), isGuest: false },
            passwordHash: c.passwordHash,
          }
        : undefined,
    );
  }
  async setPassword(id: string, passwordHash: string) {
    return this.change(id, (r) => ({ customer: { ...r.customer, isGuest: false }, passwordHash }));
  }
  async updateProfile(id: string, changes: { fullName?: string; newsletterOptIn?: boolean }) {
    return this.change(id, (r) => {
      const fullName = changes.fullName ?? r.customer.fullName;
      const newsletterOptIn = changes.newsletterOptIn ?? r.customer.newsletterOptIn;
      return { ...r, customer: { ...r.customer, fullName, firstName: firstNameOf(fullName), newsletterOptIn } };
    });
  }
  async addLoginType(id: string, loginType: LoginType) {
    return this.change(id, (r) => ({
      ...r,
      customer: { ...r.customer, loginTypes: [...new Set([...r.customer.loginTypes, loginType])] },
    }));
  }
  async byIdentity(provider: string, subject: string) {
    const id = this.identities.get(`${provider} ${subject}`);
    return id === undefined ? undefined : this.rows.get(id);
  }
  async linkIdentity(customerId: string, provider: string, subject: string) {
    const k = `${provider} ${subject}`;
    if (!this.identities.has(k)) this.identities.set(k, customerId);
  }
  async attachGuestOrders(customerId: string, email: string) {
    this.attached.push({ customerId, email });
    return 0;
  }
  async addKey(key: string, r: Omit<SignKeyRecord, 'live'> & { expiresAtMs: number }) {
    this.keys.set(key, { ...r, live: true, used: false });
  }
  async findKey(key: string, nowMs: number) {
    const k = this.keys.get(key);
    return k
      ? {
          customerId: k.customerId,
          purpose: k.purpose,
          redirectPath: k.redirectPath,
          live: !k.used && k.expiresAtMs > nowMs,
        }
      : undefined;
  }
  async useKey(key: string, purpose: SignKeyPurpose, nowMs: number) {
    const found = await this.findKey(key, nowMs);
    if (!found?.live || found.purpose !== purpose) return undefined;
    this.keys.get(key)!.used = true;
    return found;
  }
  async addresses(customerId: string) {
    return [...this.book.values()]
      .filter((a) => a.customerId === customerId)
      .map(({ id, address, isDefault }) => ({ id, address, isDefault }));
  }
  async saveAddress(customerId: string, input: { addressId?: string; address: Address; isDefault: boolean }) {
    const existing = input.addressId ? this.book.get(input.addressId) : undefined;
    if (input.addressId && existing?.customerId !== customerId) return undefined;
    const id = input.addressId ?? `a-${(this.n += 1)}`;
    const saved = { id, address: input.address, isDefault: input.isDefault, customerId };
    this.book.set(id, saved);
    return { id, address: saved.address, isDefault: saved.isDefault };
  }
  async deleteAddress(customerId: string, addressId: string) {
    return this.book.get(addressId)?.customerId === customerId && this.book.delete(addressId);
  }
  async roleOf(customerId: string) {
    return this.roles.get(customerId) ?? NO_STAFF_ROLE;
  }
  async grantStaff(customerId: string, isAdmin?: boolean) {
    if (!this.rows.has(customerId)) return undefined;
    const before = await this.roleOf(customerId);
    const permissions = before.permissions.includes(CHECK_OUT_AS_CUSTOMER)
      ? before.permissions
      : [...before.permissions, CHECK_OUT_AS_CUSTOMER];
    const role = { permissions, isAdmin: isAdmin ?? before.isAdmin };
    this.roles.set(customerId, role);
    return role;
  }
  async revokeStaff(customerId: string) {
    if (!this.rows.has(customerId)) return undefined;
    const before = await this.roleOf(customerId);
    const role = { permissions: before.permissions.filter((p) => p !== CHECK_OUT_AS_CUSTOMER), isAdmin: false };
    this.roles.set(customerId, role);
    this.endedSessions.push(customerId);
    return role;
  }
  async listStaff() {
    return [...this.rows.values()]
      .filter((r) => this.roles.get(r.customer.id)?.permissions.includes(CHECK_OUT_AS_CUSTOMER))
      .map((r) => ({ customer: r.customer, role: this.roles.get(r.customer.id)! }))
      .sort((a, b) => a.customer.email.toLowerCase().localeCompare(b.customer.email.toLowerCase()));
  }
  /** Carrier allow flags by customer id (all allowed when absent). */
  readonly carriers = new Map<string, CarrierOptions>();
  async carrierOptions(customerId: string) {
    return this.carriers.get(customerId) ?? ALL_CARRIERS_ALLOWED;
  }
  async setCarrierOptions(customerId: string, flags: CarrierOptions) {
    if (!this.rows.has(customerId)) return undefined;
    this.carriers.set(customerId, flags);
    return flags;
  }
}

/** A PasswordHasher for unit tests: 'hash:' + the password; counts verifications (the unknown e-mail's too). */
export class FakePasswordHasher implements PasswordHasher {
  verifications = 0;
  async hash(password: string) {
    return `hash:${password}`;
  }
  async verify(hash: string | null | undefined, password: string) {
    this.verifications += 1;
    return !!hash && hash === `hash:${password}`;
  }
}

/** A MailPort that keeps what it is given. */
export class FakeMail implements MailPort {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}
