import { z } from 'zod';
import type { Envelope, Message } from './envelope-types';

/**
 * The zod schema of the storefront backend's response envelope, for parsing it at the edge (spec:
 * core-cart-checkout §7 Response envelope). Apart from envelope.ts, so that handling an envelope in the
 * browser does not bring zod into the initial JavaScript.
 */

/** A vendor message: `message` may be missing or null, `key` null; unknown fields are kept. */
const messageSchema = z.looseObject({
  message: z.string().nullish(),
  key: z.string().nullish(),
});

const messages = z
  .array(messageSchema)
  .nullish()
  .transform((list): Message[] | undefined =>
    list?.flatMap((m) => (m.message ? [m.key ? { message: m.message, key: m.key } : { message: m.message }] : [])),
  );

const optionalArray = z
  .array(z.unknown())
  .nullish()
  .transform((v) => v ?? undefined);

/**
 * zod schema of an envelope whose `data` matches `dataSchema`, for parsing at the edge. Loose, as
 * for vendor payloads: unknown fields pass, nulls read as absent, messages without text are dropped.
 * spec: core-cart-checkout §7 Response envelope.
 */
export function envelopeSchema<S extends z.ZodType>(dataSchema: S) {
  return z
    .looseObject({
      data: dataSchema.optional(),
      errors: messages,
      warnings: messages,
      notices: messages,
      dataLayer: optionalArray,
      rudderstackEvents: optionalArray,
      redirect_to: z
        .looseObject({ url: z.string(), target: z.string().nullish() })
        .nullish()
        .transform((r) => (r ? (r.target ? { url: r.url, target: r.target } : { url: r.url }) : undefined)),
    })
    .transform((e): Envelope<z.output<S>> => e);
}
