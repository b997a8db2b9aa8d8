/**
 * A tenant transaction with what every tenant operation needs, bound to the caller and the
 * practices in scope: `tx` (row-level security admits exactly those practices), `seal`/`open`
 * (encryption with the practice's data key, bound to table, record and column), and `audit`
 * (entries carry the caller as actor). Services use it instead of restating tenant, table,
 * record, key version and actor at every call:
 *
 *   const inTenant = tenantTransactions(db, keyring);
 *   return inTenant(auth, tenantIds, async ({ tx, open, audit }) => { … });
 */
import type { Database } from '../db/index.js';
import { type Tx, withTenant } from '../db/scope.js';
import { type Actor, type Audit, auditor, userActor } from './audit.js';
import type { Keyring } from './crypto.js';

/** Where a sealed value lives; `tenantId` may be left out when one practice is in scope. */
export interface SealRef {
  table: string;
  recordId: string;
  /** Distinguishes several encrypted columns of one row. */
  column?: string;
  tenantId?: string;
}

export interface Sealed {
  blob: Buffer;
  keyVersion: number;
}

export interface TenantTx {
  tx: Tx;
  /** The practices this transaction may see and write. */
  tenantIds: readonly string[];
  seal(ref: SealRef, value: unknown): Promise<Sealed>;
  sealBytes(ref: SealRef, bytes: Buffer): Promise<Sealed>;
  open<T = unknown>(ref: SealRef, sealed: Sealed): Promise<T>;
  openBytes(ref: SealRef, sealed: Sealed): Promise<Buffer>;
  /** An entry's practice defaults to the one in scope; with several in scope it must be named. */
  audit: Audit;
}

/** A staff member's auth context counts as that user. */
export type Caller = Actor | { userId: string };
const actorOf = (c: Caller): Actor => ('kind' in c ? c : userActor(c));

/** Binds an open transaction (already scoped to `tenantIds`) to the caller. */
export function bindTenantTx(tx: Tx, keyring: Keyring, caller: Caller, tenantIds: readonly string[]): TenantTx {
  const only = (given: string | undefined, what: string): string => {
    if (given) {
      if (!tenantIds.includes(given)) throw new Error(`${what}: practice ${given} is not in this transaction's scope`);
      return given;
    }
    if (tenantIds.length !== 1) throw new Error(`${what}: name the practice (${tenantIds.length} in scope)`);
    return tenantIds[0] as string;
  };
  const ref = (r: SealRef) => ({
    table: r.table,
    recordId: r.recordId,
    column: r.column,
    tenantId: only(r.tenantId, 'seal'),
  });
  const write = auditor(tx, actorOf(caller));
  return {
    tx,
    tenantIds,
    seal: async (r, value) => keyring.encrypt(tx, ref(r), value),
    sealBytes: async (r, bytes) => keyring.encryptBytes(tx, ref(r), bytes),
    open: async <T>(r: SealRef, s: Sealed) => keyring.decrypt<T>(tx, ref(r), s.blob, s.keyVersion),
    openBytes: async (r, s) => keyring.decryptBytes(tx, ref(r), s.blob, s.keyVersion),
    audit: async (record) =>
      write({ ...record, tenantId: record.tenantId === null ? null : only(record.tenantId, 'audit') }),
  };
}

/** `inTenant(caller, tenantIds, fn)`: runs fn in a tenant transaction bound to the caller. */
export function tenantTransactions(db: Database, keyring: Keyring) {
  return function inTenant<T>(
    caller: Caller,
    tenantIds: string | readonly string[],
    fn: (t: TenantTx) => Promise<T>,
  ): Promise<T> {
    const ids = typeof tenantIds === 'string' ? [tenantIds] : tenantIds;
    return withTenant(db, ids, (tx) => fn(bindTenantTx(tx, keyring, caller, ids)));
  };
}

export type InTenant = ReturnType<typeof tenantTransactions>;
