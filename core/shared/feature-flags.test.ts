import {
  featureFlagList,
  isFeatureOn,
  KNOWN_FEATURE_FLAGS,
  mergeFeatureFlags,
  parseFeatureFlagList,
} from './feature-flags';

describe('feature flags (shell-account §4)', () => {
  it('knows the flags the spec names', () => {
    expect(KNOWN_FEATURE_FLAGS).toEqual([
      'layoutRebrandingChangesV1',
      'seasonalGiftsIcon',
      'socialProofMessaging',
      'enableConstructorBeacon',
      'vuePerformanceTiming',
      'disableReferral',
      'autoDeliveryPortal',
      'cartLayoutUpdates',
    ]);
  });

  it("reads a comma list where a '-' prefix means false", () => {
    expect(parseFeatureFlagList('autoDeliveryPortal,-disableReferral')).toEqual({
      autoDeliveryPortal: true,
      disableReferral: false,
    });
    expect(parseFeatureFlagList('-autoDeliveryPortal')).toEqual({ autoDeliveryPortal: false });
  });

  it('ignores blanks, empty entries and entries that are no flag name; the last entry of a flag wins', () => {
    expect(parseFeatureFlagList(' cartLayoutUpdates , ,-,x y,<b>,seasonalGiftsIcon,-cartLayoutUpdates')).toEqual({
      cartLayoutUpdates: false,
      seasonalGiftsIcon: true,
    });
    expect(parseFeatureFlagList('')).toEqual({});
    expect(parseFeatureFlagList(undefined)).toEqual({});
  });

  it('writes flags back as a comma list, sorted by name', () => {
    expect(featureFlagList({ disableReferral: false, autoDeliveryPortal: true })).toBe(
      'autoDeliveryPortal,-disableReferral',
    );
    expect(parseFeatureFlagList(featureFlagList({ a: true, b: false }))).toEqual({ a: true, b: false });
  });

  it('merges the layers by precedence: local, session, site, visitor', () => {
    const merged = mergeFeatureFlags({
      visitor: { autoDeliveryPortal: true, disableReferral: true, seasonalGiftsIcon: true },
      site: { autoDeliveryPortal: false, disableReferral: false },
      session: { autoDeliveryPortal: true },
      local: { cartLayoutUpdates: true },
    });
    expect(merged).toEqual({
      autoDeliveryPortal: true,
      disableReferral: false,
      seasonalGiftsIcon: true,
      cartLayoutUpdates: true,
    });
    expect(mergeFeatureFlags({ session: { autoDeliveryPortal: false }, site: { autoDeliveryPortal: true } })).toEqual({
      autoDeliveryPortal: false,
    });
    expect(mergeFeatureFlags({ local: { autoDeliveryPortal: false }, session: { autoDeliveryPortal: true } })).toEqual({
      autoDeliveryPortal: false,
    });
  });

  it('reads a flag as on only when it is set true', () => {
    expect(isFeatureOn({ autoDeliveryPortal: true }, 'autoDeliveryPortal')).toBe(true);
    expect(isFeatureOn({ autoDeliveryPortal: false }, 'autoDeliveryPortal')).toBe(false);
    expect(isFeatureOn({}, 'autoDeliveryPortal')).toBe(false);
    expect(isFeatureOn(undefined, 'autoDeliveryPortal')).toBe(false);
  });
});
