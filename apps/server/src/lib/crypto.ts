/**
 * Encryption at rest: AES-256-GCM envelope encryption.
 * - Each tenant has data keys (tenant_keys, versioned), wrapped by the master key, which lives
 *   outside the database (env or DATA_DIR/secrets.json).
 * - Each record is encrypted with the tenant's newest data key; tenant id, table and record id
 *   are bound as associated data, so a ciphertext copied to another row or tenant fails to open.
 * - Rotation: `rotateTenantKey` adds a version; new writes use it, old rows still open with
 *   the version stored beside them.
 * Blob layout: 0x01 | iv (12) | tag (16) | ciphertext.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';

const FORMAT = 1;

function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT]), iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, blob: Buffer, aad: string): Buffer {
  if (blob.length < 29 || blob[0] !== FORMAT) throw new DecryptionError();
  const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(1, 13));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(blob.subarray(13, 29));
  try {
    return Buffer.concat([decipher.update(blob.subarray(29)), decipher.final()]);
  } catch {
    throw new DecryptionError();
  }
}

export class DecryptionError extends Error {
  constructor() {
    super('Entschlüsselung fehlgeschlagen');
  }
}

/** What the spec shows instead of form data that cannot be decrypted. */
export const DECRYPTION_FAILED = { error: 'Entschlüsselung fehlgeschlagen' } as const;

export interface RecordRef {
  tenantId: string;
  table: string;
  recordId: string;
  /** Distinguishes several encrypted columns of one row. */
  column?: string;
}

const aadOf = (r: RecordRef) => `${r.tenantId}|${r.table}|${r.recordId}|${r.column ?? ''}`;

export class Keyring {
  // Unwrapped data keys, per tenant and version. Derivable from the database, so a cache.
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly masterKey: Buffer) {}

  /** Creates version 1 of a new tenant's data key. Call inside withTenant(tenantId). */
  async createTenantKey(tx: Tx, tenantId: string): Promise<void> {
    await this.insertKey(tx, tenantId, 1);
  }

  async rotateTenantKey(tx: Tx, tenantId: string): Promise<number> {
    const row = await tx
      .selectFrom('tenant_keys')
      .select(sql<number>`coalesce(max(version), 0)`.as('v'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const version = Number(row.v) + 1;
    await this.insertKey(tx, tenantId, version);
    return version;
  }

  async encrypt(tx: Tx, ref: RecordRef, value: unknown): Promise<{ blob: Buffer; keyVersion: number }> {
    const { key, version } = await this.currentKey(tx, ref.tenantId);
    return { blob: seal(key, Buffer.from(JSON.stringify(value), 'utf8'), aadOf(ref)), keyVersion: version };
  }

  /**
   * encrypt() with the tenant's current key version and wrapped key already read by the
   * caller (intake reads them in the same statement as its other facts): no query here.
   */
  encryptWithKey(
    ref: RecordRef,
    value: unknown,
    current: { version: number; wrappedKey: Buffer },
  ): { blob: Buffer; keyVersion: number } {
    const key = this.unwrap(ref.tenantId, current.version, current.wrappedKey);
    return { blob: seal(key, Buffer.from(JSON.stringify(value), 'utf8'), aadOf(ref)), keyVersion: current.version };
  }

  /** Raw bytes (files): same envelope, no JSON. */
  async encryptBytes(tx: Tx, ref: RecordRef, bytes: Buffer): Promise<{ blob: Buffer; keyVersion: number }> {
    const { key, version } = await this.currentKey(tx, ref.tenantId);
    return { blob: seal(key, bytes, aadOf(ref)), keyVersion: version };
  }

  async decryptBytes(tx: Tx, ref: RecordRef, blob: Buffer, keyVersion: number): Promise<Buffer> {
    return open(await this.keyFor(tx, ref.tenantId, keyVersion), blob, aadOf(ref));
  }

  /**
   * decrypt() with the record's wrapped data key already read by the caller (the inbox list
   * reads it in the same statement as the rows): no query here. A missing key fails like a
   * wrong one.
   */
  decryptWithKey<T = unknown>(
    ref: RecordRef,
    blob: Buffer,
    keyVersion: number,
    wrappedKey: Buffer | null | undefined,
  ): T {
    if (!wrappedKey) throw new DecryptionError();
    return openJson<T>(this.unwrap(ref.tenantId, keyVersion, wrappedKey), ref, blob);
  }

  async decrypt<T = unknown>(tx: Tx, ref: RecordRef, blob: Buffer, keyVersion: number): Promise<T> {
    return openJson<T>(await this.keyFor(tx, ref.tenantId, keyVersion), ref, blob);
  }

  private async insertKey(tx: Tx, tenantId: string, version: number): Promise<void> {
    const key = randomBytes(32);
    const wrapped = seal(this.masterKey, key, `tenant-key|${tenantId}|${version}`);
    await tx.insertInto('tenant_keys').values({ tenant_id: tenantId, version, wrapped_key: wrapped }).execute();
    this.cache.set(`${tenantId}:${version}`, key);
  }

  private async currentKey(tx: Tx, tenantId: string): Promise<{ key: Buffer; version: number }> {
    const row = await tx
      .selectFrom('tenant_keys')
      .select(['version', 'wrapped_key'])
      .where('tenant_id', '=', tenantId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new Error(`Tenant ${tenantId} has no data key`);
    return { key: this.unwrap(tenantId, row.version, row.wrapped_key), version: row.version };
  }

  private async keyFor(tx: Tx, tenantId: string, version: number): Promise<Buffer> {
    const cached = this.cache.get(`${tenantId}:${version}`);
    if (cached) return cached;
    const row = await tx
      .selectFrom('tenant_keys')
      .select('wrapped_key')
      .where('tenant_id', '=', tenantId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) throw new DecryptionError();
    return this.unwrap(tenantId, version, row.wrapped_key);
  }

  private unwrap(tenantId: string, version: number, wrapped: Buffer): Buffer {
    const id = `${tenantId}:${version}`;
    let key = this.cache.get(id);
    if (!key) {
      key = open(this.masterKey, wrapped, `tenant-key|${tenantId}|${version}`);
      this.cache.set(id, key);
    }
    return key;
  }
}

const openJson = <T>(key: Buffer, ref: RecordRef, blob: Buffer): T =>
  JSON.parse(open(key, blob, aadOf(ref)).toString('utf8')) as T;

/** The decrypted form data of one submission (form_submissions.form_data). */
export function decryptFormData(
  keyring: Keyring,
  tx: Tx,
  row: { tenantId: string; id: string; formData: Buffer; keyVersion: number },
): Promise<Record<string, unknown>> {
  return keyring.decrypt(
    tx,
    { tenantId: row.tenantId, table: 'form_submissions', recordId: row.id },
    row.formData,
    row.keyVersion,
  );
}

/** The same envelope with a caller's own key: secrets that belong to no tenant (TOTP secrets). */
export const sealWithKey = (key: Buffer, plaintext: Buffer, aad: string) => seal(key, plaintext, aad);
export const openWithKey = (key: Buffer, blob: Buffer, aad: string) => open(key, blob, aad);
