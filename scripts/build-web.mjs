#!/usr/bin/env node
/**
 * Builds the web app only when its sources changed since the last build (`npm start` runs this
 * before the server): a fingerprint of every source file of apps/web, packages/domain and the
 * lockfile is kept beside the build in apps/web/dist/.sources-hash, with a digest of the files'
 * stat data so that an unchanged tree is recognised without reading ~400 files.
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

function sourcesHash(list) {
  const hash = createHash('sha256');
  for (const file of list) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/**
 * The fast path: a digest of every input's path, size, inode and change times (like git's
 * index), read without opening a file. A write always moves ctime, which no tool can set back,
 * so an unchanged digest means unchanged sources; a changed one only means "hash the contents".
 */
function statsDigest(list) {
  const hash = createHash('sha256');
  for (const file of list) {
    const st = statSync(file, { bigint: true });
    hash.update(`${relative(root, file)}\0${st.size}:${st.ino}:${st.mtimeNs}:${st.ctimeNs}\0`);
  }
  return hash.digest('hex');
}

function readStamp() {
  if (!existsSync(join(dist, 'index.html')) || !existsSync(stampFile)) return { hash: '', stats: '' };
  const text = readFileSync(stampFile, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    return { hash: text, stats: '' }; // the earlier format: the content hash alone
  }
}

const list = inputs.flatMap((input) => files(join(root, input)));
const stats = statsDigest(list);
const stamp = readStamp();
/** The contents' hash, read only when needed and then once. */
let contents;
const current = () => (contents ??= sourcesHash(list));
const upToDate = () => {
  if (stamp.stats === stats && stamp.hash) return true;
  const same = stamp.hash === current();
  // Touched but equal (a checkout, a copy): remember the new stats for the next start.
  if (same && !args.includes('--dry-run')) writeFileSync(stampFile, JSON.stringify({ hash: stamp.hash, stats }));
  return same;
};

if (args.includes('--stamp')) {
  writeFileSync(stampFile, JSON.stringify({ hash: current(), stats }));
} else if (upToDate()) {
  console.log('Web app is up to date (sources unchanged since the last build).');
} else if (args.includes('--dry-run')) {
  console.log('Web app needs a build.');
} else {
  // Stamped with the sources as they were before the build read them: a change during the
  // build is found at the next start.
  const hash = current();
  const status = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile, JSON.stringify({ hash, stats }));
}
