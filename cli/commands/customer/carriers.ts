import { Command } from 'commander';
import { z } from 'zod';
import { ok, type Result } from '../../../core/shared';
import { CARRIER_NAMES, type CarrierName, type CarrierOptions } from '../../../core/shipping';
import { renderCarrierOptions } from '../../output/carriers-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps, CommerceSession } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { directoryOf, noCustomer } from './directory-of';
import { customerEmail } from './find';

const carrierName = z.enum(CARRIER_NAMES as [CarrierName, ...CarrierName[]], {
  error: `a carrier is one of ${CARRIER_NAMES.join(', ')}`,
});
const carrierList = z.array(z.string().trim().toLowerCase().pipe(carrierName)).default([]);

const input = z.strictObject({
  email: customerEmail,
  allow: carrierList,
  disallow: carrierList,
  json: jsonFlag,
});

/** The account's flags after the changes (none: as they are), or 'resource/not-found' without an account. */
async function carriersOf(
  session: CommerceSession,
  email: string,
  changes: { readonly allow: readonly CarrierName[]; readonly disallow: readonly CarrierName[] },
): Promise<Result<CarrierOptions>> {
  const directory = directoryOf(session);
  if (!directory.ok) return directory;
  if (changes.allow.length === 0 && changes.disallow.length === 0) {
    const description = await directory.value.describe(email);
    return description ? ok(description.carrierOptions) : noCustomer(email);
  }
  return (await directory.value.setCarriers(email, changes)) ?? noCustomer(email);
}

/**
 * `nutshell customer carriers <email> [--disallow <carrier...>] [--allow <carrier...>] [--json]`: the customer's
 * carrier allow flags (spec: core-cart-checkout §3 Customer store carrierOptions; §6 "Customers may disallow
 * carriers"; all allowed by default), changed first when asked: each carrier of --disallow off, of --allow on
 * (lasership, ontrac, bluestreak, cdl, grandhusky, tforce, uds). Every quote of the customer's carts then honours
 * them. Prints a table of Carrier and Allowed; `--json` prints the seven flags. Exit 2 for an unknown carrier, 3 when
 * there is no account, 10 on the remote profile.
 */
export function customerCarriersCommand(deps: CliDeps): Command {
  const command = new Command('carriers')
    .description("show or change the carriers a customer's orders may ship with")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--disallow <carrier...>', `carriers to disallow: ${CARRIER_NAMES.join(', ')}`)
    .option('--allow <carrier...>', 'carriers to allow again')
    .option('--json', 'print the allow flags as JSON');
  withExamples(command, [
    'nutshell customer carriers pat@example.com',
    'nutshell customer carriers pat@example.com --disallow ontrac lasership',
    'nutshell customer carriers pat@example.com --allow ontrac --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: (session, { email, allow, disallow }) => carriersOf(session, email, { allow, disallow }),
    render: (flags, _input, options) => renderCarrierOptions(flags, options),
  });
}
