import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { recordingFetch, replayFetch, type Exchange } from '../replay/http-exchanges';

/**
 * Recorded exchanges of the contract suites (fixtures/recorded/contract/{suite}.json): `npm run record` runs
 * the suites with NUTSHELL_RECORD_CONTRACT=1, recording what the HTTP adapter exchanged with the local server;
 * otherwise the replay implementation answers from the file without any server.
 */

/** true while `npm run record` records the contract suites. */
export const RECORDING = process.env.NUTSHELL_RECORD_CONTRACT === '1';

/** Base URL the replaying adapters are configured with (no server answers there). */
export const REPLAY_BASE = 'http://replay.invalid';

const fileOf = (suite: string) => new URL(`../../fixtures/recorded/contract/${suite}.json`, import.meta.url);

/** A suite's recorder: `fetch(base)` records through `base` while RECORDING (else returns `base`); `save()` writes the file. */
export function contractRecorder(suite: string): { fetch(base: typeof fetch): typeof fetch; save(): void } {
  const exchanges: Exchange[] = [];
  return {
    fetch: (base) => (RECORDING ? recordingFetch(base, exchanges) : base),
    save: () => {
      if (!RECORDING) return;
      mkdirSync(new URL('.', fileOf(suite)), { recursive: true });
      writeFileSync(fileOf(suite), `${JSON.stringify({ suite, exchanges })}\n`);
    },
  };
}

/**
 * A fetch replaying the suite's recording; requests may arrive in any order (concurrent look-ups), each must
 * equal a recorded one. Throws when the recording is missing (run `npm run record`).
 */
export function contractReplay(suite: string): ReturnType<typeof replayFetch> {
  const file = fileOf(suite);
  if (!existsSync(file)) throw new Error(`no recording ${file.pathname}: run npm run record`);
  const recording = JSON.parse(readFileSync(file, 'utf8')) as { exchanges: Exchange[] };
  return replayFetch(recording.exchanges, { anyOrder: true });
}
