import { createHash } from 'node:crypto';
import { z } from 'zod';
import { addressSchema } from '../../../core/cart';
import { firstNameOf, LOGIN_TYPES, normalizeEmail, type Customer, type LoginType } from '../../../core/customers';
import type { SavedAddress } from '../../../core/customers';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type {
  CustomerStore,
  NewCustomer,
  SignKeyPurpose,
  SignKeyRecord,
  StoredCustomer,
} from '../../../ports/customers';
import type { IdGenerator } from '../../../ports/ids';
import type { IdentityProviderName } from '../../../ports/identity-provider';
import type { Database } from '../db/database';
import { grantStaffRole, revokeStaffRole, roleOfCustomer, staffIds } from './staff-rows';
import type { CarrierOptions } from '../../../core/shipping';
import { readCarrierOptions, writeCarrierOptions } from './carrier-options-rows';

const time = z.union([z.string(), z.date()]).transform((t) => new Date(t).toISOString());

/** A customers row as the database gives it back (validated: the table is outside this process's types). */
const customerRow = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  password_hash: z.string().nullable(),
  is_b2b: z.boolean(),
  is_guest: z.boolean(),
  login_types: z.array(z.enum(LOGIN_TYPES)),
  newsletter_opt_in: z.boolean(),
  created_at: time,
});

const addressRow = z.object({ id: z.string(), address: addressSchema, is_default: z.boolean() });

const keyRow = z.object({
  customer_id: z.string(),
  purpose: z.enum(['sign-in-link', 'reset-password']),
  redirect_path: z.string().nullable(),
  live: z.boolean(),
});

const CUSTOMER_COLUMNS =
  'id, email, full_name, first_name, password_hash, is_b2b, is_guest, login_types, newsletter_opt_in, created_at';

function stored(row: unknown): StoredCustomer {
  const r = customerRow.parse(row);
  const customer: Customer = {
    id: r.id,
    email: r.email,
    fullName: r.full_name,
    firstName: r.first_name,
    isB2b: r.is_b2b,
    isGuest: r.is_guest,
    loginTypes: r.login_types,
    newsletterOptIn: r.newsletter_opt_in,
    createdAt: r.created_at,
  };
  return { customer, passwordHash: r.password_hash };
}

const saved = (row: unknown): SavedAddress => {
  const r = addressRow.parse(row);
  return { id: r.id, address: r.address, isDefault: r.is_default };
};

const keyRecord = (row: unknown): SignKeyRecord => {
  const r = keyRow.parse(row);
  return { customerId: r.customer_id, purpose: r.purpose, redirectPath: r.redirect_path, live: r.live };
};

/** The SHA-256 of a mailed key (hex): what the sign_keys table holds instead of the key. */
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * CustomerStore on the embedded database (migrations 10 and 11): `customers` (unique by `email_normalized`),
 * `sign_keys` (SHA-256 of each key; `useKey` is one conditional UPDATE, so a key is used once however many requests
 * race), `customer_addresses` (address as validated jsonb; one default per customer), `customer_identities`
 * (identity providers' subjects) and the `customer_id` of orders.
 */
export class EmbeddedCustomerStore implements CustomerStore {
  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
  ) {}

  private async one(where: string, value: string): Promise<StoredCustomer | undefined> {
    const [row] = await this.db.query(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE ${where}`, [value]);
    return row ? stored(row) : undefined;
  }

  byEmail = (emailNormalized: string) => this.one('email_normalized = $1', emailNormalized);

  byId = async (id: string) => (await this.one('id = $1', id))?.customer;

  async create(draft: NewCustomer, nowMs: number): Promise<Result<Customer>> {
    const [row] = await this.db.query(
      'INSERT INTO customers (id, email, email_normalized, full_name, first_name, password_hash, is_b2b, is_guest, ' +
        'login_types, newsletter_opt_in, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ' +
        `ON CONFLICT (email_normalized) DO NOTHING RETURNING ${CUSTOMER_COLUMNS}`,
      [
        this.ids.uuid(),
        draft.email,
        normalizeEmail(draft.email),
        draft.fullName,
        firstNameOf(draft.fullName),
        draft.passwordHash,
        draft.isB2b,
        draft.isGuest,
        [...draft.loginTypes],
        draft.newsletterOptIn,
        iso(nowMs),
      ],
    );
    return row
      ? ok(stored(row).customer)
      : err(domainError('account/email-taken', 'An account already exists for this email address.'));
  }

  async upgradeGuest(
    id: string,
    changes: { fullName: string; isB2b: boolean; newsletterOptIn: boolean; passwordHash: string },
  ): Promise<Customer | undefined> {
    const [row] = await this.db.query(
      'UPDATE customers SET full_name = $2, first_name = $3, is_b2b = $4, newsletter_opt_in = $5, ' +
        `password_hash = $6, is_guest = false WHERE id = $1 AND is_guest RETURNING ${CUSTOMER_COLUMNS}`,
      [
        id,
        changes.fullName,
        firstNameOf(changes.fullName),
        changes.isB2b,
        changes.newsletterOptIn,
        changes.passwordHash,
      ],
    );
    return row ? stored(row).customer : undefined;
  }

  async setPassword(id: string, passwordHash: string): Promise<Customer | undefined> {
    const [row] = await this.db.query(
      `UPDATE customers SET password_hash = $2, is_guest = false WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
      [id, passwordHash],
    );
    return row ? stored(row).customer : undefined;
  }

  async updateProfile(
    id: string,
    changes: { readonly fullName?: string; readonly newsletterOptIn?: boolean },
  ): Promise<Customer | undefined> {
    const fullName = changes.fullName ?? null;
    const [row] = await this.db.query(
      'UPDATE customers SET full_name = COALESCE($2::text, full_name), first_name = COALESCE($3::text, first_name), ' +
        `newsletter_opt_in = COALESCE($4::boolean, newsletter_opt_in) WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
      [id, fullName, fullName === null ? null : firstNameOf(fullName), changes.newsletterOptIn ?? null],
    );
    return row ? stored(row).customer : undefined;
  }

  async addLoginType(id: string, loginType: LoginType): Promise<Customer | undefined> {
    const [row] = await this.db.query(
      'UPDATE customers SET login_types = CASE WHEN $2 = ANY(login_types) THEN login_types ' +
        `ELSE array_append(login_types, $2) END WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
      [id, loginType],
    );
    return row ? stored(row).customer : undefined;
  }

  async byIdentity(provider: IdentityProviderName, subject: string): Promise<StoredCustomer | undefined> {
    const [row] = await this.db.query(
      `SELECT ${CUSTOMER_COLUMNS.replace(/(\w+)/g, 'c.$1')} FROM customer_identities i ` +
        'JOIN customers c ON c.id = i.customer_id WHERE i.provider = $1 AND i.subject = $2',
      [provider, subject],
    );
    return row ? stored(row) : undefined;
  }

  async linkIdentity(customerId: string, provider: IdentityProviderName, subject: string, nowMs: number) {
    await this.db.query(
      'INSERT INTO customer_identities (provider, subject, customer_id, created_at) VALUES ($1, $2, $3, $4) ' +
        'ON CONFLICT (provider, subject) DO NOTHING',
      [provider, subject, customerId, iso(nowMs)],
    );
  }

  async attachGuestOrders(customerId: string, emailNormalized: string): Promise<number> {
    const rows = await this.db.query(
      'UPDATE orders SET customer_id = $1 WHERE customer_id IS NULL AND lower(customer_email) = $2 RETURNING id',
      [customerId, emailNormalized],
    );
    return rows.length;
  }

  async addKey(
    key: string,
    record: { customerId: string; purpose: SignKeyPurpose; redirectPath: string | null; expiresAtMs: number },
    _nowMs: number,
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO sign_keys (key_hash, customer_id, purpose, redirect_path, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [keyHash(key), record.customerId, record.purpose, record.redirectPath, iso(record.expiresAtMs)],
    );
  }

  async findKey(key: string, nowMs: number): Promise<SignKeyRecord | undefined> {
    const [row] = await this.db.query(
      'SELECT customer_id, purpose, redirect_path, (used_at IS NULL AND expires_at > $2) AS live ' +
        'FROM sign_keys WHERE key_hash = $1',
      [keyHash(key), iso(nowMs)],
    );
    return row ? keyRecord(row) : undefined;
  }

  async useKey(key: string, purpose: SignKeyPurpose, nowMs: number): Promise<SignKeyRecord | undefined> {
    const [row] = await this.db.query(
      'UPDATE sign_keys SET used_at = $3 WHERE key_hash = $1 AND purpose = $2 AND used_at IS NULL ' +
        'AND expires_at > $3 RETURNING customer_id, purpose, redirect_path, true AS live',
      [keyHash(key), purpose, iso(nowMs)],
    );
    return row ? keyRecord(row) : undefined;
  }

  async addresses(customerId: string): Promise<readonly SavedAddress[]> {
    const rows = await this.db.query(
      'SELECT id, address, is_default FROM customer_addresses WHERE customer_id = $1 ORDER BY created_at, seq',
      [customerId],
    );
    return rows.map(saved);
  }

  async saveAddress(
    customerId: string,
    input: { readonly addressId?: string; readonly address: SavedAddress['address']; readonly isDefault: boolean },
    nowMs: number,
  ): Promise<SavedAddress | undefined> {
    return this.db
      .transaction(async (tx) => {
        // The customer's row, locked: two saves of one book run one after the other (one default at most).
        const [owner] = await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        if (!owner) return undefined;
        const [{ n }] = (await tx.query('SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = $1', [
          customerId,
        ])) as [{ n: number }];
        const isDefault = input.isDefault || (n === 0 && !input.addressId);
        if (isDefault)
          await tx.query('UPDATE customer_addresses SET is_default = false WHERE customer_id = $1', [customerId]);
        const [row] = input.addressId
          ? await tx.query(
              'UPDATE customer_addresses SET address = $3, is_default = (is_default OR $4) ' +
                'WHERE id = $1 AND customer_id = $2 RETURNING id, address, is_default',
              [input.addressId, customerId, input.address, isDefault],
            )
          : await tx.query(
              'INSERT INTO customer_addresses (id, customer_id, address, is_default, created_at) ' +
                'VALUES ($1, $2, $3, $4, $5) RETURNING id, address, is_default',
              [this.ids.uuid(), customerId, input.address, isDefault, iso(nowMs)],
            );
        if (!row) throw new AddressNotFound();
        return saved(row);
      })
      .catch((e: unknown) => {
        if (e instanceof AddressNotFound) return undefined;
        throw e;
      });
  }

  async deleteAddress(customerId: string, addressId: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2 RETURNING id', [
      addressId,
      customerId,
    ]);
    return rows.length > 0;
  }

  roleOf = (customerId: string) => roleOfCustomer(this.db, customerId);
  grantStaff = (customerId: string, isAdmin?: boolean) => grantStaffRole(this.db, customerId, isAdmin);
  revokeStaff = (customerId: string) => revokeStaffRole(this.db, customerId);

  async listStaff() {
    const ids = await staffIds(this.db);
    const found = await Promise.all(
      ids.map(async (id) => ({ customer: await this.byId(id), role: await this.roleOf(id) })),
    );
    return found.flatMap((m) => (m.customer ? [{ customer: m.customer, role: m.role }] : []));
  }

  carrierOptions = (customerId: string): Promise<CarrierOptions> => readCarrierOptions(this.db, customerId);
  setCarrierOptions = (customerId: string, flags: CarrierOptions): Promise<CarrierOptions | undefined> =>
    writeCarrierOptions(this.db, customerId, flags);
}

/** Thrown inside saveAddress's transaction to roll back the default's change when the address is not the customer's. */
class AddressNotFound extends Error {}
