/**
 * Public intake: encrypted files, magic links, e-mail log kinds.
 *
 * - submission_files: the encrypted prescription file in the database (bytea, at most 4 MB),
 *   so uploads are transactional with their submission, backed up with it, and every app
 *   process sees them (no shared disk needed). Tenant-owned, RLS like the others.
 * - magic_links: read-only access for e-mail recipients. Looked up by submission before the
 *   tenant is known, so it is a global table without health data: hashes only.
 */
import { type Kysely, sql } from 'kysely';
import { grantToApp, tenantIsolation } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table submission_files (
      submission_id uuid primary key references form_submissions(id) on delete cascade,
      tenant_id uuid not null references tenants(id) on delete cascade,
      content bytea not null,
      key_version integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table magic_links (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null references tenants(id) on delete cascade,
      submission_id uuid not null references form_submissions(id) on delete cascade,
      recipient text not null,
      token_hash bytea not null unique,
      code_hash bytea not null,
      failed_attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index magic_links_submission_idx on magic_links (submission_id)`.execute(db);

  await sql`alter table email_logs add column kind text not null default 'notification'
    check (kind in ('notification', 'confirmation'))`.execute(db);
  await sql`alter table email_logs add column job_id bigint`.execute(db);

  await sql`create index jobs_tenant_idx on jobs (tenant_id)`.execute(db);
  await sql`create index tenants_allowed_origins_idx on tenants using gin (allowed_origins)`.execute(db);

  await grantToApp(db, 'submission_files', ['select', 'insert', 'update', 'delete']);
  await grantToApp(db, 'magic_links', ['select', 'insert', 'update', 'delete']);
  await tenantIsolation(db, 'submission_files');
}
