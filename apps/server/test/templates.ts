/** The run's migrated PGlite data folder (test/globalSetup.ts), read once per test file. */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

let blob: Blob | undefined;
export function pgliteTemplate(): Blob {
  blob ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return blob;
}
