import { existsSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two runs: everything on PGlite (in memory), and the contract, integration, CLI, security and reliability suites again
 * on PostgreSQL when a server is known (NUTSHELL_TEST_DATABASE_URL, or the URL the pretest step wrote).
 */
const postgresUrl =
  process.env.NUTSHELL_TEST_DATABASE_URL ||
  (existsSync('.tmp/test-postgres-url') ? readFileSync('.tmp/test-postgres-url', 'utf8').trim() : '');

/** Tests that need several processes on one PostgreSQL: the postgres project runs them, the pglite one never. */
const POSTGRES_ONLY = ['test/reliability/auto-delivery-processes.test.ts', 'test/reliability/*-processes.test.ts'];

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

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
          env: { NUTSHELL_TEST_DATABASE_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['test/{contract,integration,cli,security,reliability}/**/*.test.ts'],
                env: { NUTSHELL_TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
