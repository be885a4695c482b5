/**
 * Feature flags (spec: shell-account §4 Analytics and targeting behaviour: "Feature flags come in layers by
 * precedence: local, session, site, visitor; set from a comma list where a '-' prefix means false. Flags seen:
 * layoutRebrandingChangesV1, seasonalGiftsIcon, socialProofMessaging, enableConstructorBeacon, vuePerformanceTiming,
 * disableReferral, autoDeliveryPortal, cartLayoutUpdates.").
 */

/** The flags the spec names (shell-account §4). A list may set others too; these are the ones the store reads. */
export const KNOWN_FEATURE_FLAGS = [
  'layoutRebrandingChangesV1',
  'seasonalGiftsIcon',
  'socialProofMessaging',
  'enableConstructorBeacon',
  'vuePerformanceTiming',
  'disableReferral',
  'autoDeliveryPortal',
  'cartLayoutUpdates',
] as const;

/** One of KNOWN_FEATURE_FLAGS. */
export type FeatureFlagName = (typeof KNOWN_FEATURE_FLAGS)[number];

/** The layers, highest precedence first: a flag set in an earlier layer wins over a later one. */
export const FEATURE_FLAG_LAYERS = ['local', 'session', 'site', 'visitor'] as const;

/** One of FEATURE_FLAG_LAYERS. */
export type FeatureFlagLayer = (typeof FEATURE_FLAG_LAYERS)[number];

/** Flags by name: true (on) or false (off); a flag absent from the record is unset (off when read). */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/** A flag's name: a letter, then letters, digits or underscores, at most 64 characters. */
const FLAG_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * The flags of a comma list (shell-account §4 "set from a comma list where a '-' prefix means false"):
 * 'autoDeliveryPortal,-disableReferral' → { autoDeliveryPortal: true, disableReferral: false }. Blanks around names
 * and empty entries are ignored, as are entries that are no flag name; a later entry of the same flag wins.
 */
export function parseFeatureFlagList(list: string | undefined): FeatureFlags {
  const flags: Record<string, boolean> = {};
  for (const raw of (list ?? '').split(',')) {
    const entry = raw.trim();
    const off = entry.startsWith('-');
    const name = off ? entry.slice(1).trim() : entry;
    if (FLAG_NAME.test(name)) flags[name] = !off;
  }
  return flags;
}

/**
 * The comma list of `flags` in the form parseFeatureFlagList reads, names sorted ('-disableReferral,autoDeliveryPortal'
 * sorts by name: 'autoDeliveryPortal,-disableReferral').
 */
export function featureFlagList(flags: FeatureFlags): string {
  return Object.keys(flags)
    .sort()
    .map((name) => (flags[name] ? name : `-${name}`))
    .join(',');
}

/**
 * The flags in effect from the layers (shell-account §4 "layers by precedence: local, session, site, visitor"): each
 * flag takes its value from the highest layer that sets it; a layer that is absent sets nothing.
 */
export function mergeFeatureFlags(layers: Partial<Readonly<Record<FeatureFlagLayer, FeatureFlags>>>): FeatureFlags {
  const merged: Record<string, boolean> = {};
  for (const layer of [...FEATURE_FLAG_LAYERS].reverse()) Object.assign(merged, layers[layer] ?? {});
  return merged;
}

/** Whether `name` is on in `flags` (unset and absent flags are off). */
export function isFeatureOn(flags: FeatureFlags | undefined, name: FeatureFlagName): boolean {
  return flags?.[name] === true;
}
