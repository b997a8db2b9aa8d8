/**
 * The real server (`main.ts`: web + worker) as a child process, for fault tests and benches
 * that kill it, restart it or pull its database away. No test runner in here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/index.js';
import { createTenant } from '../../src/features/tenants/provision.js';
import { Keyring } from '../../src/lib/crypto.js';

const mainTs = join(import.meta.dirname, '../../src/main.ts');

export interface ServerProcess {
  url: string;
  /** The environment it runs with (secrets included): for opening its database directly. */
  env: Record<string, string>;
  start(): void;
  /** Resolves when /api/health answers 200 (database reachable). */
  waitUp(timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Output of all runs so far (stderr and stdout), for a failing test's message. */
  output(): string;
}

export function serverProcess(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): ServerProcess {
  const port = 3700 + Math.floor(Math.random() * 250);
  const secret = randomBytes(32).toString('base64');
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    MASTER_KEY: secret,
    IP_HASH_SECRET: randomBytes(32).toString('base64'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  return {
    url,
    env,
    start() {
      child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (b: Buffer) => {
        log = (log + b.toString('utf8')).slice(-20_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    },
    // Generous: a cold start (tsx, WebAssembly, migrations) took over 30 s on a busy 2-core
    // machine. A process that exits fails at once instead of waiting out the bound.
    async waitUp(timeoutMs = 180_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child && (child.exitCode !== null || child.signalCode !== null)) {
          throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it came up:\n${log}`);
        }
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not come up at ${url} within ${timeoutMs / 1000} s:\n${log}`);
    },
    async kill(signal) {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill(signal);
      await exited;
    },
    output: () => log,
  };
}

/**
 * Starts the server once (it migrates), stops it, creates a practice the way the admin console
 * does (the embedded database allows one process at a time), and starts it again.
 */
export async function startWithPractice(
  server: ServerProcess,
  opts: { slug: string; emailRecipients: string[] },
): Promise<{ id: string; slug: string; publicKey: string }> {
  server.start();
  await server.waitUp();
  await server.kill('SIGTERM');
  const database = await openDatabase({
    databaseUrl: server.env.DATABASE_URL || undefined,
    pgliteDir: server.env.DATABASE_URL ? undefined : join(server.env.DATA_DIR ?? '', 'pg'),
  });
  let tenant: { id: string; publicKey: string };
  try {
    const keyring = new Keyring(Buffer.from(server.env.MASTER_KEY ?? '', 'base64'));
    tenant = await createTenant(database.db, keyring, {
      slug: opts.slug,
      name: `${opts.slug} Praxis`,
      emailRecipients: opts.emailRecipients,
    });
  } finally {
    await database.close();
  }
  server.start();
  await server.waitUp();
  return { id: tenant.id, slug: opts.slug, publicKey: tenant.publicKey };
}

/** One submitForm call; resolves to the HTTP status and body (or status 0 if refused). */
export async function submit(
  server: ServerProcess,
  tenant: { slug: string; publicKey: string },
  n: number,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  try {
    const res = await fetch(`${server.url}/functions/v1/submitForm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: tenant.publicKey,
        'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        tenantId: tenant.slug,
        formData: { name: `Patient ${n}`, message: 'Termin für Krankengymnastik bitte, Rezept liegt vor.' },
      }),
    });
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { status: 0, body: {}, retryAfter: null };
  }
}
