#!/usr/bin/env node
/**
 * The whole test suite: vitest (domain, server on PGlite and — with DATABASE_URL — on
 * PostgreSQL, web) and then the Playwright journeys in Chromium. Ends with one summary line
 * "N passed, N failed" over both runners, and exits non-zero if anything failed or did not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = join(tmp, 'vitest.json');
const playwrightJson = join(tmp, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

ensureChromium();
const started = Date.now();
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitestDone = Date.now();
const e2eStatus = run('npm', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** The e2e journeys need Debian's Chromium; on a fresh machine (as root) it is installed here. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (once)...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  }
  if (!existsSync(path)) {
    console.error(`Chromium not found at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const s = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}
const broken = vitestStatus !== 0 || e2eStatus !== 0 || !existsSync(vitestJson) || !existsSync(playwrightJson);
if (broken && failed === 0) failed = 1; // a runner crashed before reporting: never report green
console.log(
  `\nvitest ${minutes(vitestDone - started)}, Playwright (with the web build) ${minutes(Date.now() - vitestDone)}`,
);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken || failed > 0 ? 1 : 0);
