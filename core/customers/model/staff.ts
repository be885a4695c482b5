import type { Customer } from './customer';

/** The session permission that makes a customer a CX agent (spec: core-cart-checkout §6; shell-account §6 Staff). */
export const CHECK_OUT_AS_CUSTOMER = 'checkOutAsCustomer';

/**
 * What a customer may do as staff: the session permissions the account carries ('checkOutAsCustomer' for CX agents)
 * and the admin flag (spec: shell-account §2 "An isAdmin value is available app-wide"; core §6 placed-by 'Employee').
 */
export interface StaffRole {
  readonly permissions: readonly string[];
  readonly isAdmin: boolean;
}

/** The role of every ordinary customer: no permission, not an admin. */
export const NO_STAFF_ROLE: StaffRole = { permissions: [], isAdmin: false };

/** Whether the role allows CX mode (core §6: "CX mode is allowed only if session permission checkOutAsCustomer"). */
export function isStaffRole(role: StaffRole): boolean {
  return role.permissions.includes(CHECK_OUT_AS_CUSTOMER);
}

/**
 * Whom a CX agent's session acts for (spec: core-cart-checkout §6 CX mode; shell-account §2 Staff cart lookup): the
 * cart opened by its key and, once the agent named the customer, that customer's id and e-mail. null fields: a
 * guest's cart (no key only for a cart made without one).
 */
export interface ActingFor {
  readonly cartId: string;
  readonly cartKey: string | null;
  readonly customerId: string | null;
  readonly customerEmail: string | null;
}

/** A staff member as `nutshell staff list` shows it: the account and its role. */
export interface StaffMember {
  readonly customer: Customer;
  readonly role: StaffRole;
}
