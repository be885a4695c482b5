import { Command } from 'commander';
import { z } from 'zod';
import { encodeSelection, validateSelection, type Slot } from '../../../core/customizers';
import { ok } from '../../../core/shared';
import { withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { attachLocalAction } from './local-action';
import { encodeBundleView } from './bundle-selection';
import { customizerKind, slotOfToken } from './schemas';
import { renderSelection, selectionJson } from './selection-view';

const input = z
  .strictObject({ kind: customizerKind, slots: z.array(z.string()).min(1, 'name at least one slot'), json: jsonFlag })
  .transform((value, ctx) => {
    const slots: (Slot | null)[] = [];
    for (const [i, token] of value.slots.entries()) {
      const slot = slotOfToken(value.kind, token, i + 1);
      if (typeof slot === 'string') {
        ctx.addIssue({ code: 'custom', message: slot, path: ['slots'] });
        return z.NEVER;
      }
      slots.push(slot);
    }
    return { kind: value.kind, slots, json: value.json };
  });

/**
 * `nutshell customizer encode <kind> <slots...> [--json]`: the encoded selection of a mix (`1007:3` per ingredient:
 * product number and parts), a box or a tray (`1007` per slot, `-` for an empty one), or the gift box bundle 9910-03
 * (its 3 gift boxes 8009 to 8014 in shipping order) (spec: catalogue-gifting §1, §3 Customizer selection encoding).
 * No session. Exit 2 for a token it cannot read ('cli/invalid-input') or slots that make no selection
 * ('customizer/invalid-selection': a mix of more than 10, parts outside 1 to 9, a bundle not of 3 gift boxes, …).
 */
export function customizerEncodeCommand(deps: CliDeps): Command {
  const command = new Command('encode')
    .description('encode the slots of a custom mix, box or tray, or of a gift box bundle, as its selection string')
    .argument('<kind>', 'mix, box, tray or bundle')
    .argument(
      '<slots...>',
      "a mix's product-number:parts (1007:3); a box's or tray's product number or - for empty; a bundle's 3 gift boxes",
    )
    .option('--json', 'print the selection and its slots as JSON');
  withExamples(command, [
    'nutshell customizer encode mix 1007:3 1204:1',
    'nutshell customizer encode tray 1007 - 1204 - 2301 --json',
    'nutshell customizer encode bundle 8009 8010 8012',
  ]);
  return attachLocalAction(command, deps, {
    schema: input,
    run: ({ kind, slots }) => {
      if (kind === 'bundle') return encodeBundleView(slots);
      const valid = validateSelection(kind, slots);
      return valid.ok ? ok({ kind, selection: encodeSelection(kind, slots), slots }) : valid;
    },
    render: renderSelection,
    json: selectionJson,
  });
}
