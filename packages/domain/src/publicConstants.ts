/**
 * Plain constants of the public endpoints (paths, limits, codes, German texts), without zod,
 * so the public reception bundle can import them (`@praxisdesk/domain/publicConstants`).
 * publicContracts.ts re-exports them next to the schemas.
 */

export const publicPaths = {
  submitForm: '/functions/v1/submitForm',
  webflowSubmit: '/functions/v1/webflow-submit',
  secureUpload: '/functions/v1/secureUpload',
  submitAnamnese: '/functions/v1/submitAnamnese',
  verifySubmissionToken: '/functions/v1/verifySubmissionToken',
  receptionConfig: '/functions/v1/receptionConfig',
  formToken: '/functions/v1/formToken',
} as const;

/** Reception form `type` values (spec reception §3). */
export const receptionRequestTypes = [
  'prescription',
  'no_prescription',
  'manual_prescription',
  'question',
  'cancellation',
] as const;

export const secureUploadErrorCodes = [
  'SUBMISSION_NOT_FOUND',
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'GRANT_INVALID',
  'ALREADY_UPLOADED',
  'STORAGE_FAILED',
  /** The configured virus scanner (CLAMAV_SOCKET) did not answer: retry later (503). */
  'SCAN_UNAVAILABLE',
  'RATE_LIMITED',
  'BAD_REQUEST',
] as const;
export type SecureUploadErrorCode = (typeof secureUploadErrorCodes)[number];

export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export const publicErrorTexts = {
  unknown: 'Unbekannter Fehler aufgetreten',
  tenantNotFound: 'Die Praxis wurde nicht gefunden. Bitte prüfen Sie den Link.',
  invalidApiKey: 'Ungültiger API-Schlüssel.',
  invalidRequest: 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
  fileTooLarge: (mb: string) => `Datei ist zu groß. Maximum: 4MB (Ihre Datei: ${mb}MB)`,
  unsupportedFile: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
  noFile: 'Bitte wähle eine Datei aus.',
} as const;
