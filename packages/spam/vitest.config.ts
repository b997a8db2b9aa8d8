import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'spam',
    include: ['src/**/*.test.ts'],
    // The first test of a process that needs the text model may train it (a few seconds, more
    // on a busy machine; modelCache.ts keeps it afterwards). No test asserts speed.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
