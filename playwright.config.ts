import { defineConfig } from '@playwright/test';

/** Browser end-to-end tests in Debian's Chromium against `npm start` on a fresh temporary data directory. */
const PORT = Number(process.env.E2E_PORT ?? 3123);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command:
      `rm -rf ${DATA_DIR} && PORT=${PORT} NUTSHELL_DATA_DIR=${DATA_DIR} LOG_LEVEL=warn ` +
      'npx tsx adapters/wiring/server-main.ts',
    url: `http://localhost:${PORT}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_DATA_DIR: DATA_DIR },
  },
});
