import { featureFlagList, parseFeatureFlagList, type FeatureFlags } from '../../core/shared';
import type { RootStore } from '../stores/root-store';

/** The localStorage key of the local layer of the feature flags (a comma list, as `?localFlags=` sets it). */
export const LOCAL_FLAGS_KEY = 'nutshell.localFlags';
/** The query parameter that adds to the local layer: `?localFlags=disableReferral,-cartLayoutUpdates`. */
export const LOCAL_FLAGS_PARAM = 'localFlags';
const MAX_LIST = 1000;

/**
 * The testers' API on `window.nutshellFlags` (documented in ARCHITECTURE.md): `list()` the local layer as a comma
 * list, `set(list)` adds a comma list to it ('-' before a name sets it false), `clear()` empties it. Changes apply
 * at once and persist in localStorage for this browser.
 */
export interface LocalFlagsApi {
  list(): string;
  set(list: string): void;
  clear(): void;
}

/** The storage the layer lives in (localStorage in the browser; tests pass a fake). */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function stored(storage: FlagStorage): FeatureFlags {
  try {
    return parseFeatureFlagList(storage.getItem(LOCAL_FLAGS_KEY)?.slice(0, MAX_LIST) ?? undefined);
  } catch {
    return {};
  }
}

function save(storage: FlagStorage, flags: FeatureFlags): void {
  try {
    if (Object.keys(flags).length === 0) storage.removeItem(LOCAL_FLAGS_KEY);
    else storage.setItem(LOCAL_FLAGS_KEY, featureFlagList(flags));
  } catch {
    // Storage refused (private mode, quota): the layer still applies to this page.
  }
}

/**
 * Starts the local layer of the feature flags (spec: shell-account §4 "Feature flags come in layers by precedence:
 * local, session, site, visitor; set from a comma list where a '-' prefix means false"): the stored list with the
 * page's `?localFlags=` list applied over it (and stored), set on the UI store, where it wins over the server's
 * layers; and the testers' API on `win.nutshellFlags`. Started by the utility bar's effect (an island on every page
 * with the shell's header), so the server's markup hydrates as rendered and flagged parts change afterwards.
 */
export function startLocalFlags(
  root: Pick<RootStore, 'ui'>,
  win: { location: { search: string }; localStorage: FlagStorage; nutshellFlags?: LocalFlagsApi },
): LocalFlagsApi {
  const storage = win.localStorage;
  const query = new URLSearchParams(win.location.search).get(LOCAL_FLAGS_PARAM);
  let flags = stored(storage);
  if (query !== null && query.length <= MAX_LIST) {
    flags = { ...flags, ...parseFeatureFlagList(query) };
    save(storage, flags);
  }
  root.ui.setLocalFlags(flags);
  const api: LocalFlagsApi = {
    list: () => featureFlagList(root.ui.localFlags),
    set(list) {
      const next = { ...root.ui.localFlags, ...parseFeatureFlagList(list) };
      save(storage, next);
      root.ui.setLocalFlags(next);
    },
    clear() {
      save(storage, {});
      root.ui.setLocalFlags({});
    },
  };
  win.nutshellFlags = api;
  return api;
}
