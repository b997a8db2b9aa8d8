import { defineConfig } from 'vitest/config';

/** One run over every workspace's unit and integration tests (e2e runs under Playwright). */
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/server', 'apps/web'] },
});
