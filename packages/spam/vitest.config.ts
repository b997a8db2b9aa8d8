import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'spam', include: ['src/**/*.test.ts'] } });
