/**
 * The committed lockfile keeps `npm ci` working on a fresh machine (issue 18, point 11):
 * every optional dependency a locked package declares has its own lock entry (npm ci refuses
 * the lockfile otherwise: Biome's other-platform binaries were missing), and every locked
 * package runs on the oldest Node.js the README promises (package.json engines), so nothing
 * needs Node 22 (cookie@2 and content-disposition@3 did; pinned through overrides).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';

const require = createRequire(import.meta.url);
const semver = require('semver') as {
  satisfies(v: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string };
  link?: boolean;
}

const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm looks for `name` from the package at `path`: its own node_modules, then upwards. */
function resolves(path: string, name: string): boolean {
  let at = path;
  for (;;) {
    if (lock.packages[`${at ? `${at}/` : ''}node_modules/${name}`]) return true;
    if (!at) return false;
    const i = at.lastIndexOf('/node_modules/');
    at = i >= 0 ? at.slice(0, i) : '';
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency (npm ci checks them on every platform)', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds only packages that run on the Node.js version the README promises', () => {
    const promised = semver.minVersion(root.engines.node)?.version ?? '';
    expect(promised).toBe('20.19.0');
    const tooNew = Object.entries(lock.packages)
      .filter(([path, e]) => path && !e.link && e.engines?.node && !semver.satisfies(promised, e.engines.node))
      .map(([path, e]) => `${path}@${e.version} needs node ${e.engines?.node}`);
    expect(tooNew).toEqual([]);
  });
});
