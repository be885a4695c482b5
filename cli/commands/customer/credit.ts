import { Command } from 'commander';
import { z } from 'zod';
import { COURTESY_CREDIT_LABEL, MAX_STORE_CREDIT_CENTS, ORDER_REASON_LABELS } from '../../../core/checkout';
import { domainError, err, parseDollars, type Result } from '../../../core/shared';
import type { StoreCreditDesk } from '../../../ports/store-credit-desk';
import type { StoreCreditAccount } from '../../../ports/stored-value';
import { CLI_ERROR } from '../../exit-codes';
import { renderStoreCredit } from '../../output/store-credit-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps, CommerceSession } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { customerEmail } from './find';

/** A dollar amount as typed ('25', '25.5', '25.50', '$25.50') → cents, 1 to MAX_STORE_CREDIT_CENTS. */
const amount = z.string().transform((text, ctx) => {
  const cents = parseDollars(text.replace(/^\$/, ''))?.cents;
  if (cents === undefined || cents < 1 || cents > MAX_STORE_CREDIT_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'an amount in dollars from 0.01 to 1000.00' });
    return z.NEVER;
  }
  return cents;
});
const addInput = z.strictObject({
  email: customerEmail,
  amount,
  reason: z.enum(ORDER_REASON_LABELS, { message: `one of the order reason labels, e.g. "${COURTESY_CREDIT_LABEL}"` }),
  note: z.string().trim().max(500).optional(),
  json: jsonFlag,
});
const showInput = z.strictObject({ email: customerEmail, json: jsonFlag });

/** The session's store credit desk, or 'cli/service-unavailable' (exit 10) on the remote profile. */
function deskOf(session: CommerceSession): Result<StoreCreditDesk> {
  if (session.storeCredit) return { ok: true, value: session.storeCredit };
  return err(domainError(CLI_ERROR.unavailable, 'there is no store credit on the remote profile'));
}

/**
 * `nutshell customer credit add <email> <amount> --reason <label> [--note <text>] [--json]`: issues store credit
 * (spec: core-cart-checkout §3 Customer store credit; §6 courtesy credit): the amount in dollars (0.01 to 1,000.00),
 * the reason one of the order reason labels (usually 'Courtesy Credit'); prints the balance and ledger afterwards.
 * Exit 3 for an e-mail without an account, 2 for a bad amount or label.
 */
function creditAddCommand(deps: CliDeps): Command {
  const command = new Command('add')
    .description("credit a customer's store credit")
    .argument('<email>', "the customer's e-mail address (any case)")
    .argument('<amount>', 'the amount in dollars, e.g. 25 or 12.50 (at most 1000.00)')
    .requiredOption('--reason <label>', `an order reason label, e.g. "${COURTESY_CREDIT_LABEL}"`)
    .option('--note <text>', 'a note kept with the credit')
    .option('--json', 'print the account as JSON');
  withExamples(command, [`nutshell customer credit add pat@example.com 25 --reason "${COURTESY_CREDIT_LABEL}"`]);
  return attachAction(command, deps, {
    schema: addInput,
    run: async (session, input): Promise<Result<StoreCreditAccount>> => {
      const desk = deskOf(session);
      if (!desk.ok) return desk;
      const { email, amount: amountCents, reason, note } = input;
      return desk.value.credit({ email, amountCents, reason, issuedBy: 'cli', ...(note ? { note } : {}) });
    },
    render: (account, _input, options) => renderStoreCredit(account, options),
  });
}

/** `nutshell customer credit show <email> [--json]`: the store credit balance and its ledger, newest first. */
function creditShowCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description("show a customer's store credit balance and ledger")
    .argument('<email>', "the customer's e-mail address (any case)")
    .option('--json', 'print the account as JSON');
  withExamples(command, ['nutshell customer credit show pat@example.com']);
  return attachAction(command, deps, {
    schema: showInput,
    run: async (session, { email }): Promise<Result<StoreCreditAccount>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.show(email) : desk;
    },
    render: (account, _input, options) => renderStoreCredit(account, options),
  });
}

/** `nutshell customer credit add|show`: a customer's store credit (a CX agent's courtesy credit). */
export function customerCreditCommand(deps: CliDeps): Command {
  return new Command('credit')
    .description("issue and show a customer's store credit")
    .addCommand(creditAddCommand(deps))
    .addCommand(creditShowCommand(deps));
}
