/**
 * A private PostgreSQL server for fault tests: its own data folder and port, so a test may stop
 * it, start it, or fill its disk without touching the shared server other suites use.
 * Needs Debian's PostgreSQL binaries; as root they run as the `postgres` user.
 * `privateCluster()` answers a reason instead when the machine cannot do this.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface PrivateCluster {
  /** Superuser URL of the `postgres` database. */
  url: string;
  dir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Runs a command as the cluster's owner (root → postgres). */
  asOwner(cmd: string, args: string[]): string;
  destroy(): void;
}

function binDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => join(base, v, 'bin')).find((d) => existsSync(join(d, 'initdb')));
  return found;
}

function ownerUid(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

export async function privateCluster(): Promise<PrivateCluster | string> {
  const bin = binDir();
  if (!bin) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin): apt-get install postgresql';
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? ownerUid() : undefined;
  if (isRoot && !owner) return 'running as root without a postgres user to run the server as';
  const dir = mkdtempSync(join(tmpdir(), 'pd-pgcluster-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const asOwner = (cmd: string, args: string[]) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    // Bounds generous for a busy machine (initdb there took tens of seconds).
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 }).toString();
  };
  const data = join(dir, 'data');
  const port = 25_000 + Math.floor(Math.random() * 5000);
  try {
    asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `initdb failed: ${(err as { stderr?: Buffer }).stderr?.toString() ?? err}`;
  }
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=16MB`;
  const pgCtl = (...args: string[]) => asOwner(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  // Asynchronous, so that a test's requests keep flowing while the server stops or starts.
  const pgCtlAsync = async (...args: string[]) => {
    const argv = ['-D', data, ...args];
    const cmd = join(bin, 'pg_ctl');
    await promisify(execFile)(isRoot ? 'runuser' : cmd, isRoot ? ['-u', 'postgres', '--', cmd, ...argv] : argv, {
      timeout: 180_000,
    });
  };
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start: () => pgCtlAsync('start', '-w', '-t', '150', '-l', join(dir, 'log'), '-o', opts),
    // Fast: what an operator's `systemctl stop postgresql` does — sessions end, new ones refused.
    stop: () => pgCtlAsync('stop', '-w', '-m', 'fast'),
    asOwner,
    destroy: () => {
      try {
        pgCtl('stop', '-w', '-m', 'immediate');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (err) {
    cluster.destroy();
    return `the private PostgreSQL server did not start: ${(err as { stderr?: Buffer }).stderr?.toString() ?? err}`;
  }
  return cluster;
}
