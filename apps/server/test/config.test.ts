import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('config', () => {
  it('generates missing secrets once into the data folder with mode 0600 and reuses them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const b = loadConfig({ DATA_DIR: dir });
    expect(b.secrets.masterKey.equals(a.secrets.masterKey)).toBe(true);
    expect(a.secrets.masterKey).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toContain(a.secrets.masterKey.toString('base64'));
  });

  it('prefers secrets from the environment', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const c = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pd-cfg-')), MASTER_KEY: key, IP_HASH_SECRET: key });
    expect(c.secrets.masterKey.toString('base64')).toBe(key);
  });

  it('fails fast in production without secrets, and on invalid values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ MASTER_KEY: 'short' })).toThrow(/MASTER_KEY/);
  });

  it('defaults to port 3000, the embedded database and demo seeding outside production', () => {
    const c = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pd-cfg-')) });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
  });
});
