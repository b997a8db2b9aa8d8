import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one database per backend for the whole run; suites copy it (harness.ts).
    globalSetup: ['test/globalSetup.ts'],
    // Cheap argon2 parameters in tests (never in production): see the file.
    setupFiles: ['test/setup.ts'],
    // Generous but finite: 30 s timed out passing tests on a busy 2-core machine. No test
    // asserts speed; a bound only stops a hang.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
