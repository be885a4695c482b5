import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { cartAddCommand } from './add';
import { cartAdjustCommand } from './adjust';
import { cartLookupCommand } from './lookup';
import { cartApplyCodeCommand } from './apply-code';
import { cartRemoveCommand } from './remove';
import { cartRemoveCodeCommand } from './remove-code';
import { cartSetQuantityCommand } from './set-quantity';
import { cartShipmentsCommand } from './shipments';
import { cartShowCommand } from './show';
import { cartPlaceOrderCommand } from './place-order';

/** `nutshell cart ...`: look up a customer's cart and fix it (DESIGN: CX agents). */
export function cartCommand(deps: CliDeps): Command {
  return new Command('cart')
    .description("look up and fix a customer's cart; place it as an order")
    .addCommand(cartShowCommand(deps))
    .addCommand(cartLookupCommand(deps))
    .addCommand(cartAdjustCommand(deps))
    .addCommand(cartAddCommand(deps))
    .addCommand(cartSetQuantityCommand(deps))
    .addCommand(cartRemoveCommand(deps))
    .addCommand(cartApplyCodeCommand(deps))
    .addCommand(cartRemoveCodeCommand(deps))
    .addCommand(cartShipmentsCommand(deps))
    .addCommand(cartPlaceOrderCommand(deps));
}
