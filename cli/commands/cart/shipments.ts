import { Command } from 'commander';
import { z } from 'zod';
import { domainError, err, type Result } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart, findCart } from '../shared/find-cart';
import { cartRef, identifier, jsonFlag, quantity } from '../shared/schemas';
import { addInput, addressOptions, renderShipmentsOf, setAddressInput, shipmentKeyArg } from './shipments-input';

const cartOption = (c: Command) => c.requiredOption('--cart <cartKeyOrId>', 'cart key or cart id');
const jsonOption = (c: Command) => c.option('--json', 'print the updated Cart as JSON');

/** `cart shipments list --cart <ref>`: the shipments table (spec §3 Shipment), or the Cart with --json. */
function listCommand(deps: CliDeps): Command {
  const command = jsonOption(cartOption(new Command('list').description("list the cart's shipments")));
  withExamples(command, ['nutshell cart shipments list --cart 4711-cx']);
  return attachAction(command, deps, {
    schema: z.strictObject({ cart: cartRef, json: jsonFlag }),
    run: ({ commerce }, { cart }) => findCart(commerce, cart),
    render: renderShipmentsOf,
  });
}

/** `cart shipments add --cart <ref> --name --street1 --city --state --zip [--country]`: a new shipment-N. */
function addCommand(deps: CliDeps): Command {
  const command = jsonOption(
    cartOption(addressOptions(new Command('add').description('add an empty shipment to an address'))),
  );
  withExamples(command, [
    'nutshell cart shipments add --cart 4711-cx --name "Alex Friend" --street1 "400 Lake Shore Dr" --city Chicago ' +
      '--state IL --zip 60611',
  ]);
  return attachAction(command, deps, {
    schema: addInput,
    run: ({ commerce, storefront }, { cart: ref, address }) =>
      editCart(commerce, ref, (cart) =>
        storefront.cart.editShipments.execute({ cart, edit: { kind: 'add', address } }),
      ),
    render: renderShipmentsOf,
  });
}

/** The line a CX agent names: by line item id, else the one line of that SKU. */
function lineIdOf(cart: Cart, ref: string): Result<string> {
  const byId = cart.lineItems.find((l) => l.id === ref);
  if (byId) return { ok: true, value: byId.id };
  const bySku = cart.lineItems.filter((l) => l.variant.sku === ref);
  if (bySku.length === 1) return { ok: true, value: bySku[0]!.id };
  return err(domainError('cart/line-not-found', `Cannot find line item for ID ${ref}`, { lineItemId: ref }));
}

/** `cart shipments move <lineItemId|sku> <qty> --from shipment-1 --to shipment-2 --cart <ref>`: the reassign edit. */
function moveCommand(deps: CliDeps): Command {
  const command = jsonOption(
    cartOption(
      new Command('move')
        .description('move units of a line from one shipment to another')
        .argument('<line>', 'line item id or SKU')
        .argument('<quantity>', 'units to move')
        .requiredOption('--from <shipmentKey>', 'shipment the units leave, e.g. shipment-1')
        .requiredOption('--to <shipmentKey>', 'shipment the units go to, e.g. shipment-2'),
    ),
  );
  withExamples(command, ['nutshell cart shipments move ALM-1LB 1 --from shipment-1 --to shipment-2 --cart 4711-cx']);
  const schema = z.strictObject({
    line: identifier('line item id or SKU'),
    quantity: quantity(1),
    from: shipmentKeyArg,
    to: shipmentKeyArg,
    cart: cartRef,
    json: jsonFlag,
  });
  return attachAction(command, deps, {
    schema,
    run: ({ commerce, storefront }, input) =>
      editCart(commerce, input.cart, async (cart) => {
        const lineItemId = lineIdOf(cart, input.line);
        if (!lineItemId.ok) return lineItemId;
        const edit = { kind: 'reassign', lineItemId: lineItemId.value, fromKey: input.from, toKey: input.to } as const;
        return storefront.cart.editShipments.execute({ cart, edit: { ...edit, quantity: input.quantity } });
      }),
    render: renderShipmentsOf,
  });
}

/** `cart shipments remove <key> --cart <ref>`: its units become unassigned, later shipments renumbered. */
function removeCommand(deps: CliDeps): Command {
  const command = jsonOption(
    cartOption(new Command('remove').description('remove a shipment').argument('<key>', 'e.g. shipment-2')),
  );
  withExamples(command, ['nutshell cart shipments remove shipment-2 --cart 4711-cx']);
  return attachAction(command, deps, {
    schema: z.strictObject({ key: shipmentKeyArg, cart: cartRef, json: jsonFlag }),
    run: ({ commerce, storefront }, { cart: ref, key }) =>
      editCart(commerce, ref, (cart) => storefront.cart.editShipments.execute({ cart, edit: { kind: 'remove', key } })),
    render: renderShipmentsOf,
  });
}

/** `cart shipments set-address <key> --cart <ref> --street1 ...`: the shipment's address. */
function setAddressCommand(deps: CliDeps): Command {
  const command = jsonOption(
    cartOption(
      addressOptions(
        new Command('set-address').description("set a shipment's address").argument('<key>', 'e.g. shipment-1'),
      ),
    ),
  );
  withExamples(command, [
    'nutshell cart shipments set-address shipment-2 --cart 4711-cx --street1 "9 Elm St" --city Newark --state NJ ' +
      '--zip 07102',
  ]);
  return attachAction(command, deps, {
    schema: setAddressInput,
    run: ({ commerce, storefront }, { cart: ref, key, address }) =>
      editCart(commerce, ref, (cart) =>
        storefront.cart.editShipments.execute({ cart, edit: { kind: 'set-address', key, address } }),
      ),
    render: renderShipmentsOf,
  });
}

/**
 * `nutshell cart shipments list|add|move|remove|set-address` (spec: core-cart-checkout §3 Shipment; §4 Cart shipping
 * modes and edits): a CX agent splits a cart over several addresses through the same EditShipments use case as the
 * checkout's /checkout/address/multi; the shipping mode follows ('Multiple' when more than one shipment holds lines).
 * Exit 2 for bad input, 3 for an unknown cart or line, 5 for an unknown shipment or too many units to move, 4 on a
 * version conflict.
 */
export function cartShipmentsCommand(deps: CliDeps): Command {
  return new Command('shipments')
    .description("list and edit a cart's shipments")
    .addCommand(listCommand(deps))
    .addCommand(addCommand(deps))
    .addCommand(moveCommand(deps))
    .addCommand(removeCommand(deps))
    .addCommand(setAddressCommand(deps));
}
