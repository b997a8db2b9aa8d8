import { defineConfig } from '@playwright/test';

// E2E_PORT lets parallel checkouts run their journeys side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = '.tmp/data';

/**
 * Journeys in Debian's Chromium against the real server, started the way a newcomer starts it:
 * the embedded database in a fresh data folder, seeded with demo data. The demo passwords are
 * read back from the data folder (fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous but finite bounds: on a busy 2-core machine journeys that pass took over 30 s
  // (axe alone several seconds a page) and page updates over expect's default 5 s. Waits end as
  // soon as their condition holds; no journey depends on how fast the machine is.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // A cold start: migrations and demo data on a fresh embedded database.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // Every journey posts from 127.0.0.1; the production default (30 per 10 min) would trip.
      INTAKE_LIMIT_PER_IP: '1000',
      // The same for sign-ins: the suite signs in well over 50 times within 15 minutes.
      LOGIN_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
