#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown, Moto G-class screen) against
 * the reception pages, in Debian's Chromium, and the JavaScript the landing page downloads.
 * Starts its own server (embedded database, demo seed) on LH_PORT; build the web app first:
 *
 *   npm run build -w apps/web && node bench/lighthouse-reception.mjs
 *
 * Prints one line per page and exits non-zero if a page is below the budget
 * (performance >= 95, accessibility = 100).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.LH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const dataDir = join(root, '.tmp/lighthouse-data');
// LH_PAGES (comma-separated paths) measures other pages instead, e.g. `/login` (issue 16).
const pages = process.env.LH_PAGES?.split(',') ?? [
  '/online-rezeption?tenant=physio-am-park',
  '/online-rezeption/terminbuchung?tenant=physio-am-park',
  '/online-rezeption/terminbuchung/rezept?tenant=physio-am-park',
  '/online-rezeption/fragen?tenant=physio-am-park',
  '/online-rezeption/absagen?tenant=bewegungsstudio-mitte',
  '/success?tenant=physio-am-park',
];

rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
    IP_HASH_SECRET: Buffer.alloc(32, 2).toString('base64'),
  },
});

let failed = false;
try {
  await waitFor(`${base}/api/health`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no result for ${path}`);
      const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const a = lhr.audits;
      const scripts = (a['network-requests'].details?.items ?? []).filter((i) => i.resourceType === 'Script');
      const jsBytes = scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0);
      const foreign = (a['network-requests'].details?.items ?? []).filter((i) => !i.url.startsWith(base));
      console.log(
        [
          path.padEnd(62),
          `perf ${perf}`,
          `a11y ${a11y}`,
          `FCP ${a['first-contentful-paint'].displayValue}`,
          `LCP ${a['largest-contentful-paint'].displayValue}`,
          `TBT ${a['total-blocking-time'].displayValue}`,
          `CLS ${a['cumulative-layout-shift'].displayValue}`,
          `JS ${(jsBytes / 1024).toFixed(1)} KiB transferred (${scripts.length} files)`,
          foreign.length ? `FOREIGN ${foreign.map((f) => f.url).join(' ')}` : 'own origin only',
        ].join(' | '),
      );
      if (perf < 95 || a11y < 100 || foreign.length) failed = true;
      if (a11y < 100) {
        for (const [id, audit] of Object.entries(a)) {
          if (audit.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === id)) {
            console.log(`   a11y: ${id} – ${audit.title}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}
