/**
 * Staff API contracts: one zod schema per request and response body. The server validates
 * with them (fastify-type-provider-zod) and the web client derives its types from them.
 */
import { z } from 'zod';
import { formTypes } from './formTypes.js';
import { prescriptionData } from './prescription.js';
import { roles } from './roles.js';

export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const loginRequest = z.object({
  email: z.string().trim().min(1).max(320).email(),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tenantRef = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
});
export type TenantRef = z.infer<typeof tenantRef>;

export const sessionUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  isAdmin: z.boolean(),
  /** Tenants assigned to the user, default first. Empty means 'no tenant'. */
  tenants: z.array(tenantRef),
  /** Issue 19: two-factor sign-in is set up; it is required but not yet set up (then only /konto works). */
  mfaEnabled: z.boolean().default(false),
  mfaSetupRequired: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({ user: sessionUser });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const currentMembership = z.object({
  membership: z
    .object({
      id: z.string().uuid(),
      packageName: z.string().nullable(),
      status: z.string(),
      startDate: z.string(),
    })
    .nullable(),
});
export type CurrentMembership = z.infer<typeof currentMembership>;

export const submissionListQuery = z.object({
  tenant: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(30).default(15),
  includeSpam: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  formType: z.enum(formTypes).optional(),
  /** `deadline`: earliest "Behandlungsbeginn spätestens" first, submissions without one last (issue 20). */
  sort: z.enum(['newest', 'deadline']).optional(),
});
export type SubmissionListQuery = z.input<typeof submissionListQuery>;

export const quarantineStatuses = ['pending', 'processing', 'failed', 'completed'] as const;

export const submissionSummary = z.object({
  id: z.string().uuid(),
  tenantId: z.string().uuid(),
  tenantName: z.string(),
  formType: z.enum(formTypes),
  createdAt: z.string(),
  isSpam: z.boolean(),
  isProcessed: z.boolean(),
  processedAt: z.string().nullable(),
  spamScore: z.number(),
  quarantineStatus: z.enum(quarantineStatuses).nullable(),
  hasAnamnese: z.boolean(),
  /** The anamnesis raised at least one red flag (set when it arrives and at each generation). */
  anamnesisRedFlags: z.boolean(),
  /** Behandlungsbeginn spätestens (YYYY-MM-DD) of a prescription with a known date (issue 20). */
  treatmentDeadline: z.string().nullable().optional(),
  /** The reception language the patient used ('tr', 'ar', …); null for German (issue 21). */
  language: z.string().nullable().optional(),
  /** Decrypted form data, or `{ error: 'Entschlüsselung fehlgeschlagen' }` when it cannot be read. */
  formData: z.record(z.string(), z.unknown()),
});
export type SubmissionSummary = z.infer<typeof submissionSummary>;

export const submissionListResponse = z.object({
  submissions: z.array(submissionSummary),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
    hasNextPage: z.boolean(),
  }),
});
export type SubmissionListResponse = z.infer<typeof submissionListResponse>;

export const spamReason = z.object({
  reason: z.string(),
  points: z.number(),
  layer: z.enum(['intake', 'rules', 'classifier', 'ai']).optional(),
});

export const emailLogEntry = z.object({
  id: z.string().uuid(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['sent', 'failed']),
  kind: z.enum(['notification', 'confirmation']),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  errorMessage: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntry>;

export const prescriptionFileMeta = z.object({
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
});
export type PrescriptionFileMeta = z.infer<typeof prescriptionFileMeta>;

/** One submission with everything the detail page (and the read-only link view) shows. */
export const submissionDetail = submissionSummary.extend({
  updatedAt: z.string(),
  spamConfidence: z.number().nullable(),
  spamReasons: z.array(spamReason),
  prescriptionFile: prescriptionFileMeta.nullable(),
  /** Newest first. */
  emailLogs: z.array(emailLogEntry),
  /** Muster 13 fields keyed by staff ("Rezeptdaten erfassen", issue 20); null when none were keyed. */
  prescriptionData: prescriptionData.nullable().optional(),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const submissionResponse = z.object({ submission: submissionSummary });
export const submissionDetailResponse = z.object({ submission: submissionDetail });

export const setProcessedRequest = z.object({ processed: z.boolean() });

/** What saving "Rezeptdaten erfassen" answers: the stored fields and the deadline that follows. */
export const prescriptionDataResponse = z.object({
  prescriptionData: prescriptionData.nullable(),
  treatmentDeadline: z.string().nullable(),
});
export type PrescriptionDataResponse = z.infer<typeof prescriptionDataResponse>;

export const idParams = z.object({ id: z.string().uuid() });
