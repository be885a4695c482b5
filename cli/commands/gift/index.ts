import { Command } from 'commander';
import { z } from 'zod';
import type { GiftDrop } from '../../../core/gifting';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { GiftDesk } from '../../../ports/gift-desk';
import { CLI_ERROR } from '../../exit-codes';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps, CommerceSession } from '../shared/deps';
import { count, identifier, jsonFlag } from '../shared/schemas';
import { customerEmail } from '../customer/find';
import { renderGift, renderGiftList } from './view';

/** The session's gift desk, or 'cli/service-unavailable' (exit 10) on the remote profile. */
function deskOf(session: CommerceSession): Result<GiftDesk> {
  if (session.gifts) return ok(session.gifts);
  return err(domainError(CLI_ERROR.unavailable, 'there are no gift drops on the remote profile'));
}

const listInput = z.strictObject({
  sender: customerEmail.optional(),
  limit: count({ min: 1, max: 500, default: 20 }),
  json: jsonFlag,
});
const idInput = z.strictObject({ id: identifier('the id').pipe(z.string().max(100)), json: jsonFlag });

/** `nutshell gift list [--sender <email>] [--limit <n>] [--json]`: the newest gift drops. */
function listCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description('list the newest gift drops, with how many recipients redeemed them')
    .option('--sender <email>', "only the gifts of this sender's e-mail (any case)")
    .option('--limit <n>', 'at most this many (1 to 500)', '20')
    .option('--json', 'print the gift drops as JSON');
  withExamples(command, ['nutshell gift list', 'nutshell gift list --sender pat@example.com --json']);
  return attachAction(command, deps, {
    schema: listInput,
    run: async (session, { sender, limit }): Promise<Result<readonly GiftDrop[]>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.list({ limit, ...(sender ? { senderEmail: sender } : {}) }) : desk;
    },
    render: (drops, _input, options) => renderGiftList(drops, options),
  });
}

/** `nutshell gift show <id> [--json]`: one gift drop and its recipients. Exit 3 for an unknown id. */
function showCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description('show a gift drop and each recipient’s status')
    .argument('<id>', 'the gift drop id')
    .option('--json', 'print the gift drop as JSON');
  withExamples(command, ['nutshell gift show 6f1c…']);
  return attachAction(command, deps, {
    schema: idInput,
    run: async (session, { id }): Promise<Result<GiftDrop>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.show(id) : desk;
    },
    render: (drop, _input, options) => renderGift(drop, options),
  });
}

/**
 * `nutshell gift resend <recipientId> [--json]`: mails the recipient a new single-use link (the old one stops
 * working). Exit 3 for an unknown recipient, 4 ('gift/already-redeemed') once redeemed.
 */
function resendCommand(deps: CliDeps): Command {
  const command = new Command('resend')
    .description('mail a gift recipient a new redeem link (the old link stops working)')
    .argument('<recipientId>', 'the recipient id (see gift show)')
    .option('--json', 'print the gift drop as JSON');
  withExamples(command, ['nutshell gift resend 0b9e…']);
  return attachAction(command, deps, {
    schema: z.strictObject({ recipientId: identifier('the recipient id').pipe(z.string().max(100)), json: jsonFlag }),
    run: async (session, { recipientId }): Promise<Result<GiftDrop>> => {
      const desk = deskOf(session);
      return desk.ok ? desk.value.resend(recipientId) : desk;
    },
    render: (drop, { recipientId }, options) =>
      `Sent a new link to recipient ${recipientId}.\n${renderGift(drop, options)}`,
  });
}

/**
 * `nutshell gift ...`: a CX agent's gift drops (spec: catalogue-gifting §4 Gift drop): list (of a sender), show one,
 * resend a recipient's link.
 */
export function giftCommand(deps: CliDeps): Command {
  return new Command('gift')
    .description('look up gift drops and resend a recipient’s link')
    .addCommand(listCommand(deps))
    .addCommand(showCommand(deps))
    .addCommand(resendCommand(deps));
}
