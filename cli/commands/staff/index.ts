import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderStaff, renderStaffMember } from '../../output/staff-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { directoryOf } from '../customer/directory-of';
import { customerEmail } from '../customer/find';

const addInput = z.strictObject({
  email: customerEmail,
  name: z.string().trim().min(1, 'must not be blank').max(200).optional(),
  admin: z.boolean().default(false),
  json: jsonFlag,
});
const removeInput = z.strictObject({ email: customerEmail, json: jsonFlag });
const listInput = z.strictObject({ json: jsonFlag });

/**
 * `nutshell staff add <email> [--name <full name>] [--admin] [--json]` (spec: core-cart-checkout §6 CX mode): makes
 * the account (or takes the existing one) a CX agent with 'checkOutAsCustomer' (and the admin flag with --admin); an
 * account without a password is mailed a set-password link. Prints the member; exit 2 for a bad e-mail.
 */
function staffAddCommand(deps: CliDeps): Command {
  const command = new Command('add')
    .description('make an account a CX agent (checkOutAsCustomer); mails a set-password link to a new one')
    .argument('<email>', "the agent's e-mail address")
    .option('--name <full name>', 'the full name of an account made now')
    .option('--admin', 'also set the admin flag (orders placed by the agent say Employee)')
    .option('--json', 'print the result as JSON');
  withExamples(command, ['nutshell staff add alex@nutshell.example --name "Alex Agent" --admin']);
  return attachAction(command, deps, {
    schema: addInput,
    run: async (session, { email, name, admin }) => {
      const directory = directoryOf(session);
      if (!directory.ok) return directory;
      return directory.value.addStaff({ email, admin, ...(name ? { name } : {}) });
    },
    render: (added) =>
      renderStaffMember(added.member) +
      (added.created ? 'Account created.\n' : '') +
      (added.mailed ? `Set-password link mailed to ${added.member.customer.email}.\n` : ''),
  });
}

/** `nutshell staff remove <email> [--json]`: the permission and admin flag taken away, the agent's sessions ended. */
function staffRemoveCommand(deps: CliDeps): Command {
  const command = new Command('remove')
    .description("take the CX permission away and end the agent's sessions")
    .argument('<email>', "the agent's e-mail address")
    .option('--json', 'print the account afterwards as JSON');
  withExamples(command, ['nutshell staff remove alex@nutshell.example']);
  return attachAction(command, deps, {
    schema: removeInput,
    run: async (session, { email }) => {
      const directory = directoryOf(session);
      return directory.ok ? directory.value.removeStaff(email) : directory;
    },
    render: (member) => `${member.customer.email} is no longer staff; their sessions have ended.\n`,
  });
}

/** `nutshell staff list [--json]`: every CX agent by e-mail, as a table of Email, Name, Admin. */
function staffListCommand(deps: CliDeps): Command {
  const command = new Command('list').description('list the CX agents').option('--json', 'print them as JSON');
  return attachAction(command, deps, {
    schema: listInput,
    run: async (session) => {
      const directory = directoryOf(session);
      return directory.ok ? ok(await directory.value.listStaff()) : directory;
    },
    render: (staff, _input, options) => renderStaff(staff, options),
  });
}

/** `nutshell staff ...`: CX agents, the accounts with 'checkOutAsCustomer' (spec: core-cart-checkout §6). */
export function staffCommand(deps: CliDeps): Command {
  return new Command('staff')
    .description('add, remove and list CX agents')
    .addCommand(staffAddCommand(deps))
    .addCommand(staffRemoveCommand(deps))
    .addCommand(staffListCommand(deps));
}
