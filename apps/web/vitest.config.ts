import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Pinned so the suite finds src/ whether run from the repo root or from apps/web.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  // With Vite's default server conditions the tests mixed react-router's CJS and ESM builds
  // ('react-router' vs 'react-router/dom'): two router contexts, and every hook threw "must be
  // used within a data router". Browser conditions load one ESM copy, as the real app does.
  resolve: { conditions: ['module', 'browser', 'development'] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default (5 s) is wall-clock: a busy machine timed out tests that pass.
    testTimeout: 60_000,
  },
});
