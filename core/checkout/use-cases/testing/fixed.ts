import type { Clock } from '../../../../ports/clock';
import type { IdGenerator } from '../../../../ports/ids';

/** 2025-06-09T12:00:00Z in ms since the epoch. */
export const FIXED_NOW_MS = 1_749_470_400_000;

/** A clock that always says `nowMs`. */
export function fixedClock(nowMs = FIXED_NOW_MS): Clock {
  return { nowMs: () => nowMs };
}

/** Ids in sequence: uuid() → '00000000-0000-4000-8000-000000000001', ...; token() → 'token-1', 'token-2', ... */
export function sequentialIds(): IdGenerator {
  let uuids = 0;
  let tokens = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${String((uuids += 1)).padStart(12, '0')}`,
    token: () => `token-${(tokens += 1)}`,
  };
}
