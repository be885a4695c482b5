import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';

/** The browser's clock. */
export const browserClock: Clock = { nowMs: () => Date.now() };

/** Random ids from the Web Crypto API. */
export const browserIds: IdGenerator = {
  uuid: () => crypto.randomUUID(),
  token: () => {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  },
};
