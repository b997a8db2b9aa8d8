import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.js';

describe('embedded database folder lock', () => {
  it('refuses a second opener of the same data folder with a clear error', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pd-lock-')), 'pg');
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/already in use by process/);
    } finally {
      await first.close();
    }
    // Released on close: the folder opens again, with its data.
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  });

  it('takes over a lock left behind by a process that no longer exists', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pd-lock-')), 'pg');
    writeFileSync(`${dir}.lock`, '999999999');
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });
});
