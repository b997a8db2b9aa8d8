/**
 * Kysely table types, written by hand to match migrations/. int8 and numeric come back from
 * pg (and PGlite's pg adapter) as strings, hence `string` for counts, bigserials and prices.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface TenantsTable {
  id: string;
  slug: string;
  name: string;
  logo_url: string | null;
  email_recipients: ColumnType<string[], string[] | undefined, string[]>;
  public_key: string;
  allowed_origins: ColumnType<string[], string[] | undefined, string[]>;
  reception_config: Json<Record<string, unknown>>;
  settings: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TenantKeysTable {
  tenant_id: string;
  version: number;
  wrapped_key: Buffer;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  full_name: string;
  role: 'admin' | 'user';
  password_hash: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTenantsTable {
  user_id: string;
  tenant_id: string;
  position: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  id_hash: Buffer;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface FormSubmissionsTable {
  id: string;
  tenant_id: string;
  form_type: string;
  form_data: Buffer;
  key_version: number;
  is_spam: ColumnType<boolean, boolean | undefined, boolean>;
  is_processed: ColumnType<boolean, boolean | undefined, boolean>;
  processed_at: Timestamp | null;
  processed_by: string | null;
  spam_score: ColumnType<number, number | undefined, number>;
  spam_confidence: number | null;
  spam_reasons: Json<unknown[]>;
  quarantine_status: 'pending' | 'processing' | 'failed' | 'completed' | null;
  prescription_file: Json<Record<string, unknown>> | null;
  generated_text: Buffer | null;
  has_anamnese: ColumnType<boolean, boolean | undefined, boolean>;
  anamnesis_red_flags: ColumnType<boolean, boolean | undefined, boolean>;
  generated_text_key_version: number | null;
  client_ip_hash: string | null;
  user_agent: string | null;
  idempotency_key: string | null;
  ai_verdict: Json<{ spam: boolean; reason: string; model: string; at: string }> | null;
  /** Blind index of the contact details (features/privacy/contactIndex.ts): null = not indexed yet, '' = none. */
  contact_email_key: string | null;
  contact_phone_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailLogsTable {
  id: Generated<string>;
  tenant_id: string;
  submission_id: string;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed';
  error_message: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  kind: ColumnType<'notification' | 'confirmation', 'notification' | 'confirmation' | undefined, never>;
  job_id: string | null;
}

export interface SubmissionFilesTable {
  submission_id: string;
  tenant_id: string;
  content: Buffer;
  key_version: number;
  created_at: Timestamp;
}

export interface MagicLinksTable {
  id: Generated<string>;
  tenant_id: string;
  submission_id: string;
  recipient: string;
  token_hash: Buffer;
  code_hash: Buffer;
  failed_attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AnamneseSubmissionsTable {
  id: string;
  tenant_id: string;
  original_submission_id: string | null;
  answers: Buffer;
  key_version: number;
  completed_at: Timestamp;
  created_at: Timestamp;
  summary_status: 'pending' | 'processing' | 'done' | 'failed' | null;
  summary_error: string | null;
  text_status: 'pending' | 'processing' | 'done' | 'failed' | null;
  text_error: string | null;
}

export interface AnamneseAiSummariesTable {
  id: string;
  tenant_id: string;
  anamnese_submission_id: string;
  ai_model: string;
  tokens_used: number | null;
  processing_time_ms: number | null;
  summary: Buffer;
  key_version: number;
  created_at: Timestamp;
  note: string | null;
}

export interface IpBlacklistTable {
  ip_hash: string;
  reason: string;
  added_by: string | null;
  added_at: Timestamp;
  expires_at: Timestamp | null;
}

export interface MembershipPackagesTable {
  id: Generated<string>;
  name: string;
  description: string;
  monthly_price: ColumnType<string, string | number, string | number>;
  yearly_price: ColumnType<string, string | number, string | number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  features: Json<{ included_users: number; included_forms: number; benefits: string[] }>;
  created_at: Timestamp;
}

export interface UserMembershipsTable {
  id: Generated<string>;
  user_id: string;
  package_id: string;
  addons: Json<Array<string | { id: string; quantity?: number }>>;
  status: 'active' | 'inactive';
  start_date: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  queue: string;
  tenant_id: string | null;
  payload: Json<Record<string, unknown>>;
  status: ColumnType<'pending' | 'running' | 'done' | 'failed', string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  actor_kind: 'user' | 'link' | 'system' | 'anonymous';
  actor_user_id: string | null;
  tenant_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  outcome: 'success' | 'failure' | 'denied';
  details: Json<Record<string, unknown>>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface DB {
  tenants: TenantsTable;
  tenant_keys: TenantKeysTable;
  users: UsersTable;
  user_tenants: UserTenantsTable;
  sessions: SessionsTable;
  form_submissions: FormSubmissionsTable;
  email_logs: EmailLogsTable;
  anamnese_submissions: AnamneseSubmissionsTable;
  anamnese_ai_summaries: AnamneseAiSummariesTable;
  ip_blacklist: IpBlacklistTable;
  membership_packages: MembershipPackagesTable;
  user_memberships: UserMembershipsTable;
  jobs: JobsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  submission_files: SubmissionFilesTable;
  magic_links: MagicLinksTable;
  spam_feedback: SpamFeedbackTable;
  spam_tokens: SpamTokensTable;
  submission_counts: SubmissionCountsTable;
  retention_policies: RetentionPoliciesTable;
}

export interface SpamFeedbackTable {
  id: Generated<string>;
  tenant_id: string;
  submission_id: string;
  is_spam: boolean;
  user_id: string | null;
  created_at: Timestamp;
}

export interface SpamTokensTable {
  tenant_id: string;
  token_key: string;
  spam_count: number;
  ham_count: number;
}

/** Maintained by triggers (migration 0005); the app only reads it. */
export interface SubmissionCountsTable {
  tenant_id: string;
  form_type: string;
  total: number;
  spam: number;
  processed: number;
  changes: ColumnType<string, never, never>;
}

export interface RetentionPoliciesTable {
  tenant_id: string;
  category: string;
  amount: number;
  unit: 'days' | 'months' | 'years';
  updated_by: string | null;
  updated_at: Timestamp;
}
