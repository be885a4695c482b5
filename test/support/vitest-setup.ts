import { afterEach } from 'vitest';

/**
 * Runs before each test file (vitest.config.ts `setupFiles`). Test files share their worker's modules, so
 * @testing-library/react's own automatic cleanup, registered when the module is first imported, would run for the
 * first file of a worker only: here every file unmounts what its tests rendered after each test, as each would alone.
 */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
