/**
 * The whole data model of spec backoffice §3, plus sessions, jobs, audit log and rate limits.
 *
 * Tenant isolation in the database: every tenant-owned table has row-level security enabled
 * AND forced, and the app runs as APP_ROLE, which owns nothing and cannot bypass RLS. The
 * tenant is set per transaction with set_config('app.tenant_ids', …, true) (see db/scope.ts).
 * Keep the SQL compatible with PostgreSQL 15 (PGlite is 18).
 */
import { type Kysely, sql } from 'kysely';
import { APP_ROLE, grantToApp, tenantIsolation } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The role is cluster-wide; parallel test databases may race to create it.
  await sql`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${sql.raw(APP_ROLE)}') then
        create role ${sql.raw(APP_ROLE)} nologin nosuperuser nobypassrls noinherit;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  await sql`grant usage on schema public to ${sql.raw(APP_ROLE)}`.execute(db);

  await sql`
    create table tenants (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (slug ~ '^[a-z0-9_-]{1,64}$'),
      name text not null check (length(name) between 1 and 200),
      logo_url text,
      email_recipients text[] not null default '{}',
      public_key text not null unique,
      allowed_origins text[] not null default '{}',
      reception_config jsonb not null default '{}',
      settings jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Per-tenant data keys, wrapped by the master key that never enters the database.
  await sql`
    create table tenant_keys (
      tenant_id uuid not null references tenants(id) on delete cascade,
      version integer not null,
      wrapped_key bytea not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, version)
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      full_name text not null,
      role text not null default 'user' check (role in ('admin', 'user')),
      password_hash text,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  // A user belongs to tenants through this join table; position 0 is the default tenant.
  await sql`
    create table user_tenants (
      user_id uuid not null references users(id) on delete cascade,
      tenant_id uuid not null references tenants(id) on delete cascade,
      position integer not null default 0,
      primary key (user_id, tenant_id)
    )`.execute(db);
  await sql`create index user_tenants_tenant_idx on user_tenants (tenant_id)`.execute(db);

  // Only a SHA-256 of the opaque session id is stored: a database leak yields no live session.
  await sql`
    create table sessions (
      id_hash bytea primary key,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      user_agent text
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);
  await sql`create index sessions_expires_idx on sessions (expires_at)`.execute(db);

  await sql`
    create table form_submissions (
      id uuid primary key,
      tenant_id uuid not null references tenants(id) on delete cascade,
      form_type text not null
        check (form_type in ('contact', 'prescription', 'anamnese', 'bewerbung', 'training')),
      form_data bytea not null,
      key_version integer not null,
      is_spam boolean not null default false,
      is_processed boolean not null default false,
      processed_at timestamptz,
      processed_by uuid references users(id) on delete set null,
      spam_score smallint not null default 0 check (spam_score between 0 and 100),
      spam_confidence real,
      spam_reasons jsonb not null default '[]',
      quarantine_status text
        check (quarantine_status in ('pending', 'processing', 'failed', 'completed')),
      prescription_file jsonb,
      generated_text bytea,
      has_anamnese boolean not null default false,
      client_ip_hash text,
      user_agent text,
      idempotency_key text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, idempotency_key)
    )`.execute(db);
  await sql`create index form_submissions_inbox_idx
    on form_submissions (tenant_id, created_at desc, id desc)`.execute(db);
  await sql`create index form_submissions_type_idx
    on form_submissions (tenant_id, form_type, created_at desc)`.execute(db);

  await sql`
    create table email_logs (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null references tenants(id) on delete cascade,
      submission_id uuid not null references form_submissions(id) on delete cascade,
      recipient text not null,
      subject text not null,
      status text not null check (status in ('sent', 'failed')),
      error_message text,
      sent_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index email_logs_submission_idx on email_logs (submission_id)`.execute(db);

  await sql`
    create table anamnese_submissions (
      id uuid primary key,
      tenant_id uuid not null references tenants(id) on delete cascade,
      original_submission_id uuid references form_submissions(id) on delete cascade,
      answers bytea not null,
      key_version integer not null,
      completed_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index anamnese_submissions_original_idx
    on anamnese_submissions (original_submission_id)`.execute(db);

  await sql`
    create table anamnese_ai_summaries (
      id uuid primary key,
      tenant_id uuid not null references tenants(id) on delete cascade,
      anamnese_submission_id uuid not null
        references anamnese_submissions(id) on delete cascade,
      ai_model text not null,
      tokens_used integer,
      processing_time_ms integer,
      summary bytea not null,
      key_version integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index anamnese_ai_summaries_latest_idx
    on anamnese_ai_summaries (anamnese_submission_id, created_at desc)`.execute(db);

  // Keyed HMAC of the normalised IP; never the IP itself.
  await sql`
    create table ip_blacklist (
      ip_hash text primary key,
      reason text not null,
      added_by uuid references users(id) on delete set null,
      added_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table membership_packages (
      id uuid primary key default gen_random_uuid(),
      name text not null unique,
      description text not null default '',
      monthly_price numeric(10, 2) not null,
      yearly_price numeric(10, 2) not null,
      is_active boolean not null default true,
      features jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table user_memberships (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      package_id uuid not null references membership_packages(id),
      addons jsonb not null default '[]',
      status text not null default 'active' check (status in ('active', 'inactive')),
      start_date timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index user_memberships_one_active
    on user_memberships (user_id) where status = 'active'`.execute(db);

  // Durable job queue (transactional outbox): claimed with FOR UPDATE SKIP LOCKED.
  await sql`
    create table jobs (
      id bigserial primary key,
      queue text not null,
      tenant_id uuid references tenants(id) on delete cascade,
      payload jsonb not null default '{}',
      status text not null default 'pending'
        check (status in ('pending', 'running', 'done', 'failed')),
      attempts integer not null default 0,
      max_attempts integer not null default 10,
      run_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jobs_due_idx on jobs (queue, run_at) where status in ('pending', 'running')`.execute(db);

  // Append-only: the app role may insert and read, never update or delete.
  await sql`
    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor_kind text not null check (actor_kind in ('user', 'link', 'system', 'anonymous')),
      actor_user_id uuid,
      tenant_id uuid,
      action text not null,
      target_type text,
      target_id text,
      outcome text not null check (outcome in ('success', 'failure', 'denied')),
      details jsonb not null default '{}'
    )`.execute(db);
  await sql`create index audit_log_at_idx on audit_log (at desc)`.execute(db);

  // Fixed-window counters shared by every app process (login throttling, public rate limits).
  await sql`
    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null
    )`.execute(db);

  const readWrite = ['select', 'insert', 'update', 'delete'] as const;
  for (const table of [
    'tenants',
    'tenant_keys',
    'users',
    'user_tenants',
    'sessions',
    'form_submissions',
    'email_logs',
    'anamnese_submissions',
    'anamnese_ai_summaries',
    'ip_blacklist',
    'membership_packages',
    'user_memberships',
    'jobs',
    'rate_limits',
  ]) {
    await grantToApp(db, table, readWrite);
  }
  await grantToApp(db, 'audit_log', ['select', 'insert']);
  await sql`grant usage on sequence jobs_id_seq, audit_log_id_seq to ${sql.raw(APP_ROLE)}`.execute(db);

  for (const table of [
    'tenant_keys',
    'form_submissions',
    'email_logs',
    'anamnese_submissions',
    'anamnese_ai_summaries',
  ]) {
    await tenantIsolation(db, table);
  }
}
