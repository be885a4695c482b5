import { Command } from 'commander';
import { z } from 'zod';
import { decodeSelection } from '../../../core/customizers';
import { ok } from '../../../core/shared';
import { withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { attachLocalAction } from './local-action';
import { decodeBundleView } from './bundle-selection';
import { customizerKind } from './schemas';
import { renderSelection, selectionJson } from './selection-view';

const input = z.strictObject({ kind: customizerKind, selection: z.string(), json: jsonFlag });

/**
 * `nutshell customizer decode <kind> <selection> [--json]`: the slots of an encoded selection (a custom line's
 * externalId; spec: catalogue-gifting §3 Customizer selection encoding), of a mix, box, tray or the gift box bundle
 * 9910-03 (3 gift boxes, §1). No session. Exit 2 with the reason for a selection that does not decode, or a bundle
 * that is not 3 gift boxes ('customizer/invalid-selection'), or an unknown kind.
 */
export function customizerDecodeCommand(deps: CliDeps): Command {
  const command = new Command('decode')
    .description('decode a custom mix, box or tray, or a gift box bundle, selection string into its slots')
    .argument('<kind>', 'mix, box, tray or bundle')
    .argument('<selection>', 'the encoded selection, e.g. 0gL30k41')
    .option('--json', 'print the selection and its slots as JSON');
  withExamples(command, [
    'nutshell customizer decode mix 0gL30k41',
    'nutshell customizer decode tray 0gL0000k4 --json',
    'nutshell customizer decode bundle 2dt2du2dw',
  ]);
  return attachLocalAction(command, deps, {
    schema: input,
    run: ({ kind, selection }) => {
      if (kind === 'bundle') return decodeBundleView(selection);
      const slots = decodeSelection(kind, selection);
      return slots.ok ? ok({ kind, selection, slots: slots.value }) : slots;
    },
    render: renderSelection,
    json: selectionJson,
  });
}
