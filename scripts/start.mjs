#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its sources changed (build-web.mjs), then starts the
 * server, in one Node process (one start-up instead of two; bench/README.md, "Start-up").
 * Run with `node --import tsx` (the server is TypeScript).
 */
await import('./build-web.mjs');
await import('../apps/server/src/main.ts');
