/**
 * `npm start` builds the web app only when its sources changed (scripts/build-web.mjs; issue 16):
 * checked on a throw-away checkout, so nothing here builds for real.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/build-web.mjs');
const root = mkdtempSync(join(tmpdir(), 'pd-webbuild-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const run = (...flags: string[]) =>
  execFileSync(process.execPath, [script, '--root', root, ...flags], { encoding: 'utf8' }).trim();

it('needs a build without one, not after it, and again after any source or the lockfile changes', () => {
  write('apps/web/src/main.tsx', 'export {};');
  write('packages/domain/src/texts.ts', "export const a = 'Termin';");
  write('package-lock.json', '{}');
  expect(run('--dry-run')).toBe('Web app needs a build.');
  write('apps/web/dist/index.html', '<!doctype html>');
  run('--stamp');
  expect(run('--dry-run')).toMatch(/up to date/);

  write('packages/domain/src/texts.ts', "export const a = 'Termine';");
  expect(run('--dry-run')).toBe('Web app needs a build.');
  run('--stamp');
  write('package-lock.json', '{"lockfileVersion":3}');
  expect(run('--dry-run')).toBe('Web app needs a build.');
  run('--stamp');
  write('apps/web/src/new.tsx', 'export {};');
  expect(run('--dry-run')).toBe('Web app needs a build.');
  run('--stamp');
  // A build folder without its index (deleted, half-written) is rebuilt.
  rmSync(join(root, 'apps/web/dist/index.html'));
  expect(run('--dry-run')).toBe('Web app needs a build.');
});

it('recognises a touched but unchanged file, and a same-size change, by its contents', () => {
  const file = join(root, 'apps/web/src/main.tsx');
  write('apps/web/src/main.tsx', 'export const x = 1;');
  write('apps/web/dist/index.html', '<!doctype html>');
  run('--stamp');
  const { atime, mtime } = statSync(file);
  expect(run('--dry-run')).toMatch(/up to date/);
  // Same size, other contents, mtime set back to the stamped one: ctime still moved.
  write('apps/web/src/main.tsx', 'export const x = 2;');
  utimesSync(file, atime, mtime);
  expect(run('--dry-run')).toBe('Web app needs a build.');
  // Rewritten with the stamped bytes (a checkout, a copy): the stat data moved, the contents did not.
  write('apps/web/src/main.tsx', 'export const x = 1;');
  expect(run('--dry-run')).toMatch(/up to date/);
});
