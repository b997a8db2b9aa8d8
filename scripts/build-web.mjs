#!/usr/bin/env node
/**
 * Builds the web app only when its sources changed since the last build (`npm start` runs this
 * before the server): a fingerprint of every source file of apps/web, packages/domain and the
 * lockfile is kept beside the build in apps/web/dist/.sources-hash.
 *
 *   node scripts/build-web.mjs            build if needed
 *   --dry-run                             only say whether a build is needed
 *   --stamp                               record the current sources as built (no build)
 *   --root DIR                            another checkout (tests)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args[rootAt + 1] : join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.sources-hash');

/** What the build reads: sources, their configs, and the installed versions (lockfile). */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/reception.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name === 'node_modules' ? [] : files(join(path, name))));
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const current = sourcesHash();
const built = existsSync(join(dist, 'index.html')) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';

if (args.includes('--stamp')) {
  writeFileSync(stampFile, current);
} else if (built === current) {
  console.log('Web app is up to date (sources unchanged since the last build).');
} else if (args.includes('--dry-run')) {
  console.log('Web app needs a build.');
} else {
  const status = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile, current);
}
