import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './preactCompat.ts';

// Pinned so the suite finds src/ whether run from the repo root or from apps/web.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // With Vite's default server conditions the tests mixed react-router's CJS and ESM builds
  // ('react-router' vs 'react-router/dom'): two router contexts, and every hook threw "must be
  // used within a data router". Browser conditions load one ESM copy, as the real app does.
  // The same Preact aliases as the build (vite.config.ts), so the tests exercise what ships.
  resolve: { conditions: ['module', 'browser', 'development'], mainFields: ['module'], alias: preactCompat },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Vitest hands libraries in node_modules to Node, which knows no aliases: Testing Library
    // would render with the real react-dom. Inlined, they go through the aliases like our code.
    server: { deps: { inline: ['@testing-library/react', 'react-router', '@tanstack/react-query'] } },
    // Vitest's default (5 s) is wall-clock: a busy machine timed out tests that pass.
    testTimeout: 60_000,
  },
});
