import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { customizerDecodeCommand } from './decode';
import { customizerEncodeCommand } from './encode';

/**
 * `nutshell customizer ...`: encode and decode the selection strings of custom mixes, boxes and trays and of the gift
 * box bundle 9910-03 (spec: catalogue-gifting §1, §3 Customizer selection encoding), as a custom cart line's
 * externalId carries them. Needs no session.
 */
export function customizerCommand(deps: CliDeps): Command {
  return new Command('customizer')
    .description('encode and decode custom mix, box, tray and gift box bundle selections')
    .addCommand(customizerEncodeCommand(deps))
    .addCommand(customizerDecodeCommand(deps));
}
