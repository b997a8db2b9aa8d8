/**
 * Contracts of the public endpoints that practice websites and the online reception call.
 * Paths and payload names are fixed by the spec (websites already post to them); `grant` is
 * ours: a short-lived token bound to one submission that submitForm returns, so that only the
 * sender can attach a file or an anamnesis to it.
 */
import { z } from 'zod';
import { anamnesisAnswers } from './anamnesis.js';
import { submissionDetail } from './contracts.js';
import { secureUploadErrorCodes } from './publicConstants.js';

export * from './publicConstants.js';

/** A form field value as websites send it. */
export const formValue = z.union([
  z.string().max(20_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(2_000), z.number(), z.boolean()])).max(100),
]);

export const formData = z
  .record(z.string().min(1).max(100), formValue)
  .refine((d) => Object.keys(d).length <= 100, 'Zu viele Felder (höchstens 100).');

const patientLanguage = z.string().trim().max(35).optional();

export const submitFormRequest = z.object({
  /** The tenant's id (uuid) or slug. */
  tenantId: z.string().trim().min(1).max(100),
  formData,
  /** The reception's language the patient used (a language tag; unknown ones are ignored). */
  language: patientLanguage,
});
export type SubmitFormRequest = z.infer<typeof submitFormRequest>;

export const submitFormResponse = z.union([
  z.object({
    success: z.literal(true),
    submissionId: z.string().uuid(),
    /** Lets the sender attach a file (secureUpload) or an anamnesis to this submission. */
    grant: z.string(),
  }),
  z.object({ success: z.literal(false), error: z.string(), code: z.string() }),
]);
export type SubmitFormResponse = z.infer<typeof submitFormResponse>;

export const secureUploadError = z.object({
  error: z.string(),
  details: z.string(),
  errorCode: z.enum(secureUploadErrorCodes),
});

export const secureUploadResponse = z.object({
  success: z.literal(true),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
});

export const submitAnamneseRequest = z.object({
  tenantId: z.string().trim().min(1).max(100),
  /** Empty when the questionnaire was filled in on its own. */
  originalSubmissionId: z.union([z.literal(''), z.string().uuid()]).optional(),
  answers: anamnesisAnswers,
  completedAt: z.string().datetime({ offset: true }),
  grant: z.string().max(500).optional(),
  language: patientLanguage,
});
export type SubmitAnamneseRequest = z.infer<typeof submitAnamneseRequest>;

export const verifyCodes = [
  'TOKEN_ALREADY_USED',
  'TOKEN_EXPIRED',
  'TOKEN_NOT_FOUND',
  'SUBMISSION_NOT_FOUND',
  'BAD_REQUEST',
  'UNKNOWN_ERROR',
] as const;
export type VerifyCode = (typeof verifyCodes)[number];

export const verifyRequest = z.object({
  submissionId: z.string().max(100),
  /** The link token or the 6-digit code. */
  token: z.string().max(200),
});

export const verifyResponse = z.object({
  success: z.boolean(),
  code: z.string(),
  error: z.string().optional(),
  /** The recipient the link or code was sent to. */
  email: z.string().optional(),
  submission: submissionDetail.optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const verifyTexts: Record<VerifyCode, string> = {
  TOKEN_ALREADY_USED: 'Dieser Link wurde bereits verwendet und ist deaktiviert.',
  TOKEN_EXPIRED: 'Dieser Link ist abgelaufen (7 Tage gültig).',
  TOKEN_NOT_FOUND: 'Ungültiger Link',
  SUBMISSION_NOT_FOUND: 'Die Einreichung wurde nicht gefunden. Bitte fordern Sie einen neuen Link an.',
  BAD_REQUEST: 'Ungültiger Aufruf. Bitte öffnen Sie den Link aus der E-Mail.',
  UNKNOWN_ERROR: 'Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
};

export const receptionConfigResponse = z.object({
  tenant: z.object({ id: z.string().uuid(), slug: z.string(), name: z.string() }),
  /** The tenant's public key for submitForm / submitAnamnese (the `apikey` header). */
  publicKey: z.string(),
  config: z.record(z.string(), z.unknown()),
});
