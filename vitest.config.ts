import { existsSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two runs: everything on PGlite (in memory), and the contract, integration, CLI, security and reliability suites again
 * on PostgreSQL when a server is known (NUTSHELL_TEST_DATABASE_URL, or the URL the pretest step wrote).
 *
 * Test files share their worker's modules (`isolate: false`): loading the app's module graph, PGlite's WebAssembly
 * and jsdom once per worker rather than once per file is most of a run's time (core's 160 files: 95 s isolated, 10 s
 * shared). A file that mocks modules or stubs globals needs modules of its own: those run apart, isolated (project
 * `pglite-isolated`). Every database a file opens is fresh (test/support/test-database.ts), so files never share data.
 */
const postgresUrl =
  process.env.NUTSHELL_TEST_DATABASE_URL ||
  (existsSync('.tmp/test-postgres-url') ? readFileSync('.tmp/test-postgres-url', 'utf8').trim() : '');

/** Tests that need several processes on one PostgreSQL: the postgres project runs them, the pglite one never. */
const POSTGRES_ONLY = ['test/reliability/auto-delivery-processes.test.ts', 'test/reliability/*-processes.test.ts'];

/** Each project's global setup: the database its test files' fresh databases start from, prepared once per run. */
const DATABASE_TEMPLATE = './test/support/database-template.ts';

/**
 * Files that replace modules (vi.mock) or globals (vi.stubGlobal, vi.stubEnv) for their own tests: each runs on
 * modules of its own, so neither the replacement leaks into other files nor a module other files loaded first
 * escapes it.
 */
const MOCKING = [
  'ui/app/error-capture.test.ts',
  'ui/features/hydration.test.tsx',
  'ui/features/search/use-media-query.test.tsx',
  'ui/features/search/header-search-island.test.tsx',
  'ui/features/search/header-search.test.tsx',
  'ui/features/shell-chrome/tip-popover.test.tsx',
  'ui/features/product/sticky-add-to-cart.test.tsx',
  'ui/features/recommendations/use-viewport.test.tsx',
  'ui/features/recommendations/recommendation-slider.test.tsx',
];

const ALL_TESTS = [
  'core/**/*.test.ts',
  'ports/**/*.test.ts',
  'adapters/**/*.test.ts',
  'ui/**/*.test.{ts,tsx}',
  'cli/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'test/{contract,integration,cli,replay,security,reliability}/**/*.test.ts',
  'test/bench/**/*.test.ts',
];

const PGLITE = { NUTSHELL_TEST_DATABASE_URL: '' };

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./test/support/vitest-setup.ts'],
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY, ...MOCKING],
          isolate: false,
          env: PGLITE,
          globalSetup: [DATABASE_TEMPLATE],
        },
      },
      {
        extends: true as const,
        test: { name: 'pglite-isolated', include: MOCKING, env: PGLITE },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['test/{contract,integration,cli,security,reliability}/**/*.test.ts'],
                isolate: false,
                env: { NUTSHELL_TEST_DATABASE_URL: postgresUrl },
                globalSetup: [DATABASE_TEMPLATE],
              },
            },
          ]
        : []),
    ],
  },
});
