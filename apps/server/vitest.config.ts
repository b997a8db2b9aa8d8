import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one database per backend for the whole run; suites copy it (harness.ts).
    globalSetup: ['test/globalSetup.ts'],
    // Cheap argon2 parameters in tests (never in production): see the file.
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
