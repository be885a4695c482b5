/**
 * What the in-memory commerce fake deliberately does not do as the embedded engine does, one line each, keyed by
 * a short id. The commerce contract suites do not register a test with one of these ids on the fake
 * (test/contract/commerce-harness.ts), and test/contract/in-memory-fake.test.ts asserts that each one is real, so
 * that the list stays true.
 */
export const FAKE_LIMITATIONS = {
  'no-tax': 'carts have no taxedPrice: the fake keeps no tax table (the engine taxes by the shipping address state)',
} as const satisfies Readonly<Record<string, string>>;

/** Id of a FAKE_LIMITATIONS entry. */
export type FakeLimitationId = keyof typeof FAKE_LIMITATIONS;
