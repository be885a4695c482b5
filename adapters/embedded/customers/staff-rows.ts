import { z } from 'zod';
import { CHECK_OUT_AS_CUSTOMER, NO_STAFF_ROLE, type StaffRole } from '../../../core/customers';
import type { Database } from '../db/database';

const roleRow = z.object({ permissions: z.array(z.string()), is_admin: z.boolean() });

const roleOfRow = (row: unknown): StaffRole => {
  const r = roleRow.parse(row);
  return { permissions: r.permissions, isAdmin: r.is_admin };
};

/** The staff role of an account (migration 13: `customers.permissions`, `is_admin`); NO_STAFF_ROLE for unknown ids. */
export async function roleOfCustomer(db: Database, customerId: string): Promise<StaffRole> {
  const [row] = await db.query('SELECT permissions, is_admin FROM customers WHERE id = $1', [customerId]);
  return row ? roleOfRow(row) : NO_STAFF_ROLE;
}

/**
 * Gives the account 'checkOutAsCustomer' (kept once) and, when `isAdmin` is given, that admin flag (else it stays):
 * the role afterwards, or undefined for an unknown id.
 */
export async function grantStaffRole(
  db: Database,
  customerId: string,
  isAdmin: boolean | undefined,
): Promise<StaffRole | undefined> {
  const [row] = await db.query(
    'UPDATE customers SET permissions = CASE WHEN $2 = ANY(permissions) THEN permissions ' +
      'ELSE array_append(permissions, $2) END, is_admin = COALESCE($3, is_admin) WHERE id = $1 ' +
      'RETURNING permissions, is_admin',
    [customerId, CHECK_OUT_AS_CUSTOMER, isAdmin ?? null],
  );
  return row ? roleOfRow(row) : undefined;
}

/**
 * Takes 'checkOutAsCustomer' and the admin flag away and deletes every session of the account (its devices signed
 * out, any acting ended), in one transaction: the role afterwards, or undefined for an unknown id.
 */
export async function revokeStaffRole(db: Database, customerId: string): Promise<StaffRole | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query(
      'UPDATE customers SET permissions = array_remove(permissions, $2), is_admin = false WHERE id = $1 ' +
        'RETURNING permissions, is_admin',
      [customerId, CHECK_OUT_AS_CUSTOMER],
    );
    if (!row) return undefined;
    await tx.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
    return roleOfRow(row);
  });
}

/** The ids of the accounts with 'checkOutAsCustomer', ordered by normalized e-mail. */
export async function staffIds(db: Database): Promise<readonly string[]> {
  const rows = await db.query('SELECT id FROM customers WHERE $1 = ANY(permissions) ORDER BY email_normalized', [
    CHECK_OUT_AS_CUSTOMER,
  ]);
  return rows.map((r) => z.object({ id: z.string() }).parse(r).id);
}
