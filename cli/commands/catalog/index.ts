import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { catalogListCommand } from './list';

/** `nutshell catalog ...`: browse the catalogue (products, SKUs, prices). */
export function catalogCommand(deps: CliDeps): Command {
  return new Command('catalog').description('browse the product catalogue').addCommand(catalogListCommand(deps));
}
