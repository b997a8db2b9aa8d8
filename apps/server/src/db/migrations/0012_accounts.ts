/**
 * Issue 19: staff accounts fit for health data.
 * - users.totp_*: the TOTP secret, sealed with a key derived from the master key (never stored
 *   in clear), the pending secret of a setup not yet confirmed, and the last time step used
 *   (replay protection: a code is accepted only for a step after this one, set atomically).
 * - user_recovery_codes: HMACs of the ten single-use recovery codes.
 * - login_challenges: the half-finished sign-in between password and code (hash of an opaque id).
 * - account_tokens: password reset (60 min) and invitation (7 days) links, stored as SHA-256.
 * - installation_settings (one row) and tenants.require_mfa: where 2FA is required.
 * - sessions.public_id: lets the owner name a session ("Abmelden" per session) without its hash.
 * Global tables like users and sessions (no tenant, no RLS); reached only through services
 * that check the caller first. PostgreSQL 15 compatible.
 */
import { type Kysely, sql } from 'kysely';
import { grantToApp } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column totp_secret bytea,
      add column totp_enabled_at timestamptz,
      add column totp_pending_secret bytea,
      add column totp_pending_at timestamptz,
      add column totp_last_step bigint`.execute(db);

  await sql`
    create table user_recovery_codes (
      user_id uuid not null references users(id) on delete cascade,
      code_hash bytea not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (user_id, code_hash)
    )`.execute(db);

  await sql`
    create table login_challenges (
      id_hash bytea primary key,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      user_agent text
    )`.execute(db);
  await sql`create index login_challenges_user_idx on login_challenges (user_id)`.execute(db);

  await sql`
    create table account_tokens (
      id_hash bytea primary key,
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('reset', 'invite')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index account_tokens_user_idx on account_tokens (user_id, purpose)`.execute(db);

  await sql`
    create table installation_settings (
      id boolean primary key default true check (id),
      require_mfa boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into installation_settings (id) values (true)`.execute(db);

  await sql`alter table tenants add column require_mfa boolean not null default false`.execute(db);

  await sql`alter table sessions add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`create unique index sessions_public_id_key on sessions (public_id)`.execute(db);

  const readWrite = ['select', 'insert', 'update', 'delete'] as const;
  for (const table of ['user_recovery_codes', 'login_challenges', 'account_tokens']) {
    await grantToApp(db, table, readWrite);
  }
  await grantToApp(db, 'installation_settings', ['select', 'update']);
}
