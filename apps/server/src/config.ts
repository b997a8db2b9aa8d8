/**
 * The one place that reads process.env. Everything is checked with zod at start-up so a
 * misconfigured deployment fails fast with a readable message instead of at the first request.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const base64Key = z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('PraxisDesk <no-reply@praxisdesk.local>'),
  MASTER_KEY: base64Key.optional(),
  IP_HASH_SECRET: base64Key.optional(),
  /**
   * Whose X-Forwarded-For to believe (needed for per-IP limits behind a reverse proxy):
   * 'false' (nobody), the proxies' addresses or CIDR ranges ('10.0.0.5,10.1.0.0/16', also
   * 'loopback', 'uniquelocal'), a number of proxy hops, or 'true' = exactly one proxy hop.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => /^(true|false|\d{1,2})$/.test(v) || v.split(',').every((p) => isProxyAddress(p.trim())),
      "must be 'false', 'true', a hop count, or a comma-separated list of proxy addresses / CIDR ranges",
    ),
  /** A request (headers and body) must arrive within this time; stops slow-upload connection hogging. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** Optional AI spam classifier: an OpenAI-compatible chat completions endpoint. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** Public intake limits per client IP and per practice, each per 10 minutes. */
  INTAKE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  INTAKE_LIMIT_PER_TENANT: z.coerce.number().int().min(1).default(2000),
  /** Sign-in attempts per client address per 15 minutes (the per-account lock is separate). */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Optional ClamAV scan of uploads: clamd's Unix socket path or host:port (issue 17). */
  CLAMAV_SOCKET: z.string().optional(),
  /** Where generated secrets live when MASTER_KEY/IP_HASH_SECRET are not set (default: beside DATA_DIR). */
  KEYS_DIR: z.string().optional(),
  /** How long .eml files stay in DATA_DIR/outbox when SMTP_URL is not set (days). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** How long a claimed job belongs to its worker before another may take it (crash recovery). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /**
   * Webhook receivers on plain http or on loopback/private addresses (a receiver on the
   * developer's machine, the tests' local receiver). Default: allowed outside production;
   * production refuses them always (SSRF), and refuses this setting.
   */
  WEBHOOK_ALLOW_LOCAL: z.enum(['true', 'false']).optional(),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(p: string): boolean {
  if (PROXY_NAMES.has(p)) return true;
  const [addr = '', bits, ...rest] = p.split('/');
  const family = isIP(addr);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * 'true' means one hop: the address the proxy appended last. Trusting every hop would take the
 * left-most X-Forwarded-For entry, which the client itself writes — a per-IP limit bypass.
 */
function trustProxyOf(v: string): false | number | string[] {
  if (v === 'false') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) || false;
  return v.split(',').map((p) => p.trim());
}

export interface Secrets {
  /** Wraps the per-tenant data keys (AES-256-GCM). Never stored in the database. */
  masterKey: Buffer;
  /** HMAC key for IP hashes, so the hashes cannot be reversed by enumerating the IP space. */
  ipHashSecret: Buffer;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  secrets: Secrets;
  seedDemo: boolean;
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (`true` is read as 1 hop). */
  trustProxy: boolean | number | string[];
  requestTimeoutMs: number;
  intakeLimits: { perIp: number; perTenant: number };
  /** Sign-in attempts per client address per 15 minutes; 50 when not set. */
  loginLimitPerIp?: number;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  jobLeaseSeconds: number;
  webDist: string;
  /** clamd's socket path or host:port; undefined = no virus scan. */
  clamav?: string | undefined;
  /** Where generated secrets are kept (not used when both come from the environment). */
  keysDir?: string;
  /** Warnings for the start-up log (e.g. key and data in one folder). */
  warnings?: string[];
  outboxRetentionDays?: number;
  /** Webhook receivers: https on public addresses only, unless `allowLocalTargets` (never in production). */
  webhooks: { allowLocalTargets: boolean };
}

export class ConfigError extends Error {}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our own pages are served from: PUBLIC_URL's, and — when that is a loopback
 * address, as in the embedded default — its loopback aliases on the same scheme and port, so
 * the reception works whether a developer opens localhost or 127.0.0.1.
 */
export function ownOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const keysDir = resolve(e.KEYS_DIR ?? defaultKeysDir(dataDir));
  const warnings: string[] = [];
  if (e.NODE_ENV === 'production' && e.WEBHOOK_ALLOW_LOCAL === 'true') {
    throw new ConfigError(
      'WEBHOOK_ALLOW_LOCAL=true is not allowed in production (webhooks need https on public addresses).',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secrets: loadSecrets(e, dataDir, keysDir, warnings),
    seedDemo: e.SEED_DEMO === 'auto' ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    intakeLimits: { perIp: e.INTAKE_LIMIT_PER_IP, perTenant: e.INTAKE_LIMIT_PER_TENANT },
    loginLimitPerIp: e.LOGIN_LIMIT_PER_IP,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    webDist: join(repoRoot, 'apps/web/dist'),
    clamav: e.CLAMAV_SOCKET,
    keysDir,
    warnings,
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    webhooks: {
      allowLocalTargets: e.NODE_ENV !== 'production' && (e.WEBHOOK_ALLOW_LOCAL ?? 'true') === 'true',
    },
  };
}

/**
 * Generated secrets live beside the data folder, not in it: `<DATA_DIR>/../praxisdesk-keys`.
 * A copy of the data folder (or its backup) then holds only ciphertext; the key is backed up
 * on its own (docs/security.md, "Keys").
 */
export function defaultKeysDir(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}-keys`.replace(/^data-keys$/, 'praxisdesk-keys'));
}

/** True when `inner` is `outer` or lies inside it. */
function isInside(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Production must bring its secrets through the environment (several processes share them).
 * Elsewhere a missing secret is generated once into KEYS_DIR/secrets.json (mode 0600; by
 * default a folder beside DATA_DIR, not inside it), so a fresh checkout starts without any
 * setup and keeps its keys across restarts. Installs from before issue 17 kept the file in
 * DATA_DIR: it is moved to KEYS_DIR on the next start. A key inside the data folder is warned
 * about at start-up.
 */
function loadSecrets(e: z.infer<typeof envSchema>, dataDir: string, keysDir: string, warnings: string[]): Secrets {
  if (e.MASTER_KEY && e.IP_HASH_SECRET) {
    return {
      masterKey: Buffer.from(e.MASTER_KEY, 'base64'),
      ipHashSecret: Buffer.from(e.IP_HASH_SECRET, 'base64'),
    };
  }
  if (e.NODE_ENV === 'production') {
    throw new ConfigError('MASTER_KEY and IP_HASH_SECRET must be set in production (32 random bytes each, base64).');
  }
  const file = join(keysDir, 'secrets.json');
  const legacy = join(dataDir, 'secrets.json');
  if (!existsSync(file) && existsSync(legacy) && legacy !== file) {
    // Older installs: move the generated keys out of the data folder (same content, 0600).
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, readFileSync(legacy), { mode: 0o600 });
    rmSync(legacy);
    warnings.push(`Schlüsseldatei aus ${legacy} nach ${file} verschoben (getrennt von den Daten sichern).`);
  }
  if (isInside(keysDir, dataDir)) {
    warnings.push(
      `WARNUNG: Der Hauptschlüssel liegt im Datenordner (${file}). Wer eine Kopie oder Sicherung des Datenordners hat, kann alles entschlüsseln. KEYS_DIR außerhalb von DATA_DIR setzen oder MASTER_KEY/IP_HASH_SECRET übergeben.`,
    );
  }
  const stored: Partial<Record<'masterKey' | 'ipHashSecret', string>> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const kept = {
    masterKey: stored.masterKey ?? randomBytes(32).toString('base64'),
    ipHashSecret: stored.ipHashSecret ?? randomBytes(32).toString('base64'),
  };
  if (kept.masterKey !== stored.masterKey || kept.ipHashSecret !== stored.ipHashSecret) {
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    masterKey: Buffer.from(e.MASTER_KEY ?? kept.masterKey, 'base64'),
    ipHashSecret: Buffer.from(e.IP_HASH_SECRET ?? kept.ipHashSecret, 'base64'),
  };
}
