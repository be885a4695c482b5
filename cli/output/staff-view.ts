import type { StaffMember } from '../../core/customers';
import { renderTable, type RenderOptions } from './table';

/** One staff member as lines: Staff (e-mail), Name, Admin, Permissions. */
export function renderStaffMember(member: StaffMember): string {
  return (
    `Staff: ${member.customer.email}\nName: ${member.customer.fullName || '—'}\n` +
    `Admin: ${member.role.isAdmin ? 'yes' : 'no'}\nPermissions: ${member.role.permissions.join(', ') || '—'}\n`
  );
}

/** The staff as a table of Email, Name and Admin ('No staff.' when there is none). */
export function renderStaff(staff: readonly StaffMember[], options: RenderOptions): string {
  if (staff.length === 0) return 'No staff.\n';
  return renderTable(
    [{ head: 'Email' }, { head: 'Name' }, { head: 'Admin' }],
    staff.map((m) => [m.customer.email, m.customer.fullName || '—', m.role.isAdmin ? 'yes' : 'no']),
    options,
  );
}
