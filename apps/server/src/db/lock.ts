/**
 * PGlite has no lock on its data folder: two processes writing to it lose data. We take an
 * exclusive lock file (O_EXCL) holding our pid; a lock left by a dead process is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dirname(dir), { recursive: true, mode: 0o700 });
  const file = join(dirname(dir), `${dir.split('/').pop()}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      if (pid === process.pid) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
