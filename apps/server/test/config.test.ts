import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('config', () => {
  it('generates missing secrets once beside (not in) the data folder with mode 0600 and reuses them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const file = join(`${dir}-keys`, 'secrets.json');
    expect(a.keysDir).toBe(`${dir}-keys`);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    expect(a.warnings).toEqual([]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const b = loadConfig({ DATA_DIR: dir });
    expect(b.secrets.masterKey.equals(a.secrets.masterKey)).toBe(true);
    expect(a.secrets.masterKey).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toContain(a.secrets.masterKey.toString('base64'));
  });

  it('moves the keys of an older install out of the data folder, and warns when they share one', () => {
    const root = mkdtempSync(join(tmpdir(), 'pd-cfg-'));
    const dir = join(root, 'data');
    mkdirSync(dir);
    const key = Buffer.alloc(32, 7).toString('base64');
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ masterKey: key, ipHashSecret: key }));
    const a = loadConfig({ DATA_DIR: dir });
    // The repository's default data folder 'data' gets a 'praxisdesk-keys' folder beside it.
    expect(a.keysDir).toBe(join(root, 'praxisdesk-keys'));
    expect(a.secrets.masterKey.toString('base64')).toBe(key);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    expect(readFileSync(join(root, 'praxisdesk-keys', 'secrets.json'), 'utf8')).toContain(key);
    expect(a.warnings?.join(' ')).toContain('verschoben');

    const inside = loadConfig({ DATA_DIR: dir, KEYS_DIR: join(dir, 'keys') });
    expect(inside.warnings?.join(' ')).toContain('Hauptschlüssel liegt im Datenordner');
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
