/**
 * Writes the app's OpenAPI document, as GET /api/openapi.json serves it, to the given file
 * (npm run lint:openapi lints it with Redocly). An in-memory database; nothing is kept.
 *
 *   node --import tsx scripts/openapi.ts .tmp/openapi.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';

const out = process.argv[2] ?? '.tmp/openapi.json';
const dataDir = '.tmp/openapi-data';
const config = {
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  // The address a deployment would publish (the linter refuses localhost as a server).
  publicUrl: 'https://praxisdesk.example',
};
const { db, close } = await openDatabase({});
const app = await buildApp({ config, db, serveWeb: false });
const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
await app.close();
await close();
console.log(`OpenAPI document written to ${out}`);
