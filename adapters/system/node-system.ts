import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';

/** The system clock (ms since epoch). */
export const systemClock: Clock = { nowMs: () => Date.now() };

/** Random ids from Node's CSPRNG: UUID v4 and 32-byte base64url tokens. */
export const cryptoIds: IdGenerator = {
  uuid: () => randomUUID(),
  token: () => randomBytes(32).toString('base64url'),
};
