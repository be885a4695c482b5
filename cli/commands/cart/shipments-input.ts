import { Command } from 'commander';
import { z } from 'zod';
import type { Address, Cart } from '../../../core/cart';
import { validateShippingAddress } from '../../../core/validation';
import { renderShipments } from '../../output/cart-view';
import type { RenderOptions } from '../../output/table';
import { cartRef, jsonFlag } from '../shared/schemas';

/** A shipment key as the agent types it: shipment-N. */
export const shipmentKeyArg = z
  .string()
  .trim()
  .regex(/^shipment-\d+$/, 'must be a shipment key such as shipment-2');

/** The address flags of `shipments add` and `set-address`, checked by core's validateShippingAddress (spec §5). */
const addressFlags = {
  name: z.string().optional(),
  company: z.string().optional(),
  street1: z.string().optional(),
  street2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  country: z.string().default('US'),
  phone: z.string().optional(),
  email: z.string().optional(),
};

type AddressFlags = z.output<z.ZodObject<typeof addressFlags>>;

/** The address flags as a validated Address, or a zod issue with the §5 message on the flag ('--zip'...). */
function toAddress(flags: AddressFlags, ctx: z.RefinementCtx): Address {
  const { zip, ...rest } = flags;
  const raw = { ...rest, postalCode: zip };
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
  const v = validateShippingAddress(present, { needsEmail: false, needsStreet: true });
  if (v.ok) return v.value;
  ctx.addIssue({ code: 'custom', message: v.error.message, path: [fieldOf(v.error.details?.fields)] });
  return z.NEVER;
}

const pick = <T extends AddressFlags>(i: T): AddressFlags => {
  const { name, company, street1, street2, city, state, zip, country, phone, email } = i;
  return { name, company, street1, street2, city, state, zip, country, phone, email };
};

/** `shipments add`'s input: the cart and a validated address. */
export const addInput = z
  .strictObject({ ...addressFlags, cart: cartRef, json: jsonFlag })
  .transform((i, ctx) => ({ cart: i.cart, json: i.json, address: toAddress(pick(i), ctx) }));

/** `shipments set-address`'s input: the cart, the shipment key and a validated address. */
export const setAddressInput = z
  .strictObject({ key: shipmentKeyArg, ...addressFlags, cart: cartRef, json: jsonFlag })
  .transform((i, ctx) => ({ cart: i.cart, json: i.json, key: i.key, address: toAddress(pick(i), ctx) }));

/** The flag of the first invalid field ('zip' for postalCode). */
function fieldOf(fields: unknown): string {
  const first = Object.keys((fields ?? {}) as Record<string, string>)[0] ?? 'street1';
  return first === 'postalCode' ? 'zip' : first;
}

/** Adds the address options to `command` (`--name`, `--street1`, ... `--zip`, `--country` (default US)). */
export function addressOptions(command: Command): Command {
  return command
    .option('--name <name>', 'full name')
    .option('--company <company>', 'company')
    .requiredOption('--street1 <street>', 'street address')
    .option('--street2 <apt>', 'apartment, suite')
    .requiredOption('--city <city>', 'city')
    .requiredOption('--state <state>', 'state or province code (or its name)')
    .requiredOption('--zip <zip>', 'ZIP or postal code')
    .option('--country <country>', 'US or CA', 'US')
    .option('--phone <phone>', 'phone')
    .option('--email <email>', 'e-mail (a shipment of digital gifts needs one)');
}

/** Every shipment edit prints the cart's shipments table (or the Cart with --json). */
export function renderShipmentsOf(cart: Cart, _input: unknown, options: RenderOptions): string {
  return `Shipping mode: ${cart.shippingMode}\n${renderShipments(cart, options)}`;
}
