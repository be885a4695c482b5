import type { Container } from 'inversify';
import { TOKENS, type Token } from '../../ports/tokens';
import type { Database } from '../embedded/db/database';
import { EmbeddedGiftChoices } from '../embedded/gifting/embedded-gift-choices';
import { EmbeddedGiftDropStore } from '../embedded/gifting/embedded-gift-drop-store';

// Node only (the store hashes keys with node:crypto): kept apart from gifting-use-cases.ts, which storefront.ts, and
// so the browser's storefront chunk, imports.

/** Binds, on the embedded profile's container, the gift drop store and the choice catalogue on `wiring.Database`. */
export function bindGifting(c: Container, wiring: { readonly Database: Token<Database> }): void {
  c.bind(TOKENS.GiftDrops).toResolvedValue((d: Database) => new EmbeddedGiftDropStore(d), [wiring.Database]);
  c.bind(TOKENS.GiftChoices).toResolvedValue((d: Database) => new EmbeddedGiftChoices(d), [wiring.Database]);
}
